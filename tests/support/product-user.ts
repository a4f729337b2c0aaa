import { spawnSync } from 'node:child_process';
import type { BrowserContext } from 'playwright-core';
import type { SessionUser } from '../../src/contract/session.ts';
import { signUpOverHttp, type SignedUpUser } from './accounts.ts';
import { projectRoot, type ProductProcess } from './product-process.ts';

export interface ProductUser extends SignedUpUser {
  /** The session user after the first-run wizard's answers. */
  user: SessionUser;
}

/**
 * A new couple on a running product, made through its own API the way a person does it: register,
 * read the code from the outbox, confirm, then answer the first-run wizard (POST /user/update with
 * the names and isShowInitWizard false), so the app opens on its main routes. No subscription yet.
 */
export async function newCoupleOnProduct(product: ProductProcess): Promise<ProductUser> {
  const account = await signUpOverHttp(product.url, product.dataDir);
  const form = new FormData();
  form.set('brideName', 'Анна');
  form.set('groomName', 'Пётр');
  form.set('isShowInitWizard', 'false');
  const updated = await fetch(`${product.url}/api/v1/user/update`, {
    method: 'POST',
    headers: { cookie: account.cookie },
    body: form,
  });
  if (!updated.ok) throw new Error(`user/update: ${updated.status} ${await updated.text()}`);
  return { ...account, user: (await updated.json()) as SessionUser };
}

/** Puts the user's session cookie into a browser context, as logging in would have. */
export async function signInBrowser(context: BrowserContext, product: ProductProcess, user: ProductUser) {
  const [name, value] = user.cookie.split('=', 2);
  await context.addCookies([{ name, value, url: product.url, httpOnly: true, sameSite: 'Lax' }]);
}

/** GET /whoami as that user: what the server says about their subscription, for checks after the browser. */
export async function whoami(product: ProductProcess, user: ProductUser): Promise<SessionUser> {
  const response = await fetch(`${product.url}/api/v1/whoami`, { headers: { cookie: user.cookie } });
  if (!response.ok) throw new Error(`whoami: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionUser;
}

/**
 * Gives the user 30 days of subscription the way support does after a payment (the support CLI's
 * `grant`, on the product's data folder); throws with what the CLI said if it refuses.
 */
export function grantSubscription(product: ProductProcess, user: ProductUser, reason: string): void {
  const granted = spawnSync(
    process.execPath,
    ['server/support/cli.ts', 'grant', user.email, '30', '--reason', reason, '--by', 'e2e'],
    { cwd: projectRoot, env: { ...process.env, DATA_DIR: product.dataDir }, encoding: 'utf8' },
  );
  if (granted.status !== 0) throw new Error(`support grant: ${granted.status} ${granted.stderr}`);
}
