import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDepsOf } from '../../server/features/account/deps.ts';
import { issueConfirmationCode } from '../../server/features/account/registration.ts';
import { getSubscriptionSummary } from '../../server/features/subscriptions/public.ts';
import { runSupportCommand } from '../../server/support/commands.ts';
import { newEmail, signUp, TEST_PASSWORD } from '../support/accounts.ts';
import { databaseTargets } from '../support/databases.ts';
import { readOutbox } from '../support/outbox.ts';
import { projectRoot } from '../support/product-process.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)('the support command line on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  async function support(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const deps = accountDepsOf(t.app, { publicUrl: t.config.publicUrl });
    const context = {
      db: t.app.db,
      clock: t.app.clock,
      sendConfirmationCode: (user: { id: string; email: string }) => issueConfirmationCode(deps, user),
    };
    const code = await runSupportCommand(context, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it("prints exactly the user's /whoami answer for the support panel", async () => {
    const anna = await signUp(t.app, t.dataDir);
    const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/whoami', headers: { cookie: anna.cookie } });
    const result = await support('whoami', anna.email);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual(whoami.json());
    expect((await support('whoami', 'nobody@example.ru')).code).toBe(1);
  });

  it('mails a new confirmation code to an account not yet confirmed, without showing it', async () => {
    const email = newEmail('unconfirmed');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { email, name: email, password: TEST_PASSWORD, 'password-confirm': TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(200);
    await t.app.background.settled();
    const mailsFor = async () => (await readOutbox(t.dataDir)).filter((mail) => mail.to.includes(email));
    expect(await mailsFor()).toHaveLength(1);

    const result = await support('resend-code', email.toUpperCase());
    expect(result.code).toBe(0);
    expect(result.out).toContain(`A new confirmation code was mailed to ${email}`);
    const mails = await mailsFor();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.code).toMatch(/^\d{6}$/);
    expect(result.out).not.toContain(mails[1]!.code);

    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/activate',
      payload: { userId: registered.json().userId, code: mails[1]!.code },
    });
    expect(activated.statusCode).toBe(200);
  });

  it('refuses to resend a code to a confirmed account or an unknown address', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const confirmed = await support('resend-code', anna.email);
    expect(confirmed.code).toBe(1);
    expect(confirmed.err).toContain('is already confirmed');
    const unknown = await support('resend-code', 'nobody@example.ru');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No user with the e-mail nobody@example.ru');
  });

  it('finds a user by e-mail, whatever its case, with subscription and payments, and shows no secrets', async () => {
    const user = await signedInUser(t.app, { email: `olga.${target}@example.ru`, subscription: 'active' });
    const checkout = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/start?variant=month',
      headers: user.headers,
    });
    expect(checkout.statusCode).toBe(303);

    const result = await support('find', `OLGA.${target.toUpperCase()}@example.ru`);
    expect(result.code).toBe(0);
    expect(result.out).toContain(user.id);
    expect(result.out).toContain(`olga.${target}@example.ru`);
    expect(result.out).toMatch(/Subscription\s+active: Месяц, 10 day\(s\) left/);
    expect(result.out).toMatch(/pay_\S+\s+month 30d\s+299\.00 RUB\s+embedded:chk_\S+\s+pending/);

    const json = JSON.parse((await support('find', user.email, '--json')).out);
    expect(json.subscription).toMatchObject({ state: 'active', name: 'Месяц', expires: 10 });
    expect(json.payments).toHaveLength(1);
    const everything = JSON.stringify(json) + result.out;
    const token = user.cookie.split('=')[1];
    const payment = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const secret of ['not-a-real-hash', token, payment.idempotence_key, 'password']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('says so when nobody has the e-mail', async () => {
    const result = await support('find', 'nobody@example.ru');
    expect(result.code).toBe(1);
    expect(result.err).toContain('No user with the e-mail nobody@example.ru');
  });

  it('grants days with a mandatory reason written to the audit table, from the later of now and the end', async () => {
    const never = await signedInUser(t.app);
    const refused = await support('grant', never.email, '14');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('A reason is required');
    expect(await getSubscriptionSummary(t.app.db, never.weddingId, t.app.clock.now())).toBeNull();

    const granted = await support(
      'grant',
      never.email,
      '14',
      '--reason',
      'Оплата прошла, но не дошла',
      '--by',
      'maria',
    );
    expect(granted.code).toBe(0);
    expect(await getSubscriptionSummary(t.app.db, never.weddingId, t.app.clock.now())).toMatchObject({
      name: 'Подписка',
      expires: 14,
    });

    const active = await signedInUser(t.app, { subscription: 'active' });
    const end = Date.parse((await getSubscriptionSummary(t.app.db, active.weddingId, t.app.clock.now()))!.expiresDate);
    expect((await support('grant', active.email, '5', '--reason=Компенсация за сбой')).code).toBe(0);
    const extended = (await getSubscriptionSummary(t.app.db, active.weddingId, t.app.clock.now()))!;
    expect(Date.parse(extended.expiresDate) - end).toBe(5 * DAY_MS);
    expect(extended.name).toBe('Месяц');

    const audit = await t.app.db
      .selectFrom('subscription_grants')
      .selectAll()
      .where('wedding_id', 'in', [never.weddingId, active.weddingId])
      .orderBy('created_at')
      .execute();
    expect(audit).toMatchObject([
      {
        wedding_id: never.weddingId,
        days: 14,
        reason: 'Оплата прошла, но не дошла',
        granted_by: 'maria',
        previous_expires_at: null,
      },
      {
        wedding_id: active.weddingId,
        days: 5,
        reason: 'Компенсация за сбой',
        new_expires_at: new Date(end + 5 * DAY_MS).toISOString(),
      },
    ]);
    expect(audit[1].granted_by).toBeTruthy();
    expect((await support('find', never.email)).out).toContain('+14d by maria: Оплата прошла, но не дошла');
  });

  it('refuses nonsense days and unknown commands with usage help', async () => {
    const user = await signedInUser(t.app);
    for (const days of ['0', '-3', '2.5', 'много', '100000']) {
      const result = await support('grant', user.email, days, '--reason', 'проверка');
      expect(result.code, days).toBe(2);
    }
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();
    const unknown = await support('delete-everything');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('npm run support -- <command>');
    expect((await support('help')).out).toContain('grant <email> <days> --reason');
  });
});

describe('npm run support as a process', () => {
  it('runs against the configured database and exits with the command status', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-support-'));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const help = spawnSync(process.execPath, ['server/support/cli.ts', 'help'], {
        cwd: projectRoot,
        env,
        encoding: 'utf8',
      });
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('find <email>');
      const missing = spawnSync(process.execPath, ['server/support/cli.ts', 'find', 'nobody@example.ru'], {
        cwd: projectRoot,
        env,
        encoding: 'utf8',
      });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('No user with the e-mail nobody@example.ru');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
