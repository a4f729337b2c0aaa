import { afterAll, describe, expect, it } from 'vitest';
import { newEmail, randomClientIp, signUpOverHttp, TEST_PASSWORD, type SignedUpUser } from '../support/accounts.ts';
import { profileForm, smallPng } from '../support/images.ts';
import { startProduct, type ProductProcess } from '../support/product-process.ts';

/*
 * The product on SQLite promises that a write it acknowledged survives a crash. This drives the
 * real process (`node server/main.ts`) with a burst of registrations and profile updates, kills it
 * with SIGKILL in the middle, starts it again on the same DATA_DIR and looks for every write that
 * got a 2xx before the kill.
 */
describe('acknowledged writes after a crash', () => {
  const products: ProductProcess[] = [];
  afterAll(async () => {
    for (const product of products) await product.stop('SIGKILL');
  });

  it('finds every acknowledged registration and profile update after SIGKILL and a restart', async () => {
    const first = await startProduct({ SERVE_APP: 'false' });
    products.push(first);
    const { dataDir, url } = first;
    const couples = await Promise.all([0, 1, 2, 3].map(() => signUpOverHttp(url, dataDir)));
    const picture = await smallPng(32, 32);

    const registered: Array<{ email: string; userId: string }> = [];
    /** Per user: the update number last acknowledged, and the one possibly in flight at the kill. */
    const acknowledged = new Map<string, number>();
    const inFlight = new Map<string, number>();
    let killed = false;

    const registrations = async () => {
      while (!killed) {
        const email = newEmail('burst');
        try {
          const res = await fetch(`${url}/api/v1/user/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() },
            body: JSON.stringify({ email, name: email, password: TEST_PASSWORD, 'password-confirm': TEST_PASSWORD }),
          });
          if (res.ok) registered.push({ email, userId: ((await res.json()) as { userId: string }).userId });
        } catch {
          return; // the server is gone
        }
      }
    };

    const updates = async (couple: SignedUpUser) => {
      for (let n = 1; !killed; n++) {
        inFlight.set(couple.userId, n);
        const form = profileForm(
          { brideName: `Анна ${n}`, amountOfGuests: String(n % 6) },
          n % 3 === 0 ? { data: picture, name: 'me.png', type: 'image/png' } : undefined,
        );
        try {
          const res = await fetch(`${url}/api/v1/user/update`, {
            method: 'POST',
            headers: { cookie: couple.cookie },
            body: form,
          });
          if (res.ok) acknowledged.set(couple.userId, n);
          else throw new Error(`update answered ${res.status}: ${await res.text()}`);
        } catch (error) {
          if (killed) return;
          throw error;
        }
      }
    };

    const kill = async () => {
      const enough = () => registered.length >= 25 && [...acknowledged.values()].every((n) => n >= 10);
      const deadline = Date.now() + 20_000;
      while (!enough() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      killed = true;
      return first.stop('SIGKILL');
    };

    const workers = [...[0, 1, 2, 3].map(() => registrations()), ...couples.map((couple) => updates(couple)), kill()];
    const results = await Promise.allSettled(workers);
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures).toEqual([]);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(registered.length).toBeGreaterThanOrEqual(25);
    expect(acknowledged.size).toBe(couples.length);

    const second = await startProduct({ SERVE_APP: 'false', DATA_DIR: dataDir });
    products.push(second);

    // Every acknowledged registration is there: its password is known to the server, and the
    // account awaits confirmation (403), where an unknown address would be a 401.
    const missing: string[] = [];
    for (const { email } of registered) {
      const res = await fetch(`${second.url}/api/v1/user/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      if (res.status !== 403) missing.push(`${email}: ${res.status}`);
    }
    expect(missing).toEqual([]);

    for (const couple of couples) {
      // The session survived too.
      const whoami = await fetch(`${second.url}/api/v1/whoami`, { headers: { cookie: couple.cookie } });
      expect(whoami.status).toBe(200);
      const user = (await whoami.json()) as { brideName: string; userpic: string | null };
      const last = acknowledged.get(couple.userId)!;
      const possible = [`Анна ${last}`, `Анна ${inFlight.get(couple.userId)}`];
      expect(possible).toContain(user.brideName);
      // The picture the profile points to was stored in the same transaction as the row naming it.
      expect(user.userpic).not.toBeNull();
      const picture = await fetch(`${second.url}${user.userpic}`, { headers: { cookie: couple.cookie } });
      expect(picture.status).toBe(200);
    }
  }, 90_000);
});
