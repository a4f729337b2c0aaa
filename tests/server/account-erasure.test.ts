import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { newEmail, signUp, signUpOverHttp } from '../support/accounts.ts';
import { databaseTargets } from '../support/databases.ts';
import { newestMail, waitForMail } from '../support/outbox.ts';
import { startProduct, type ProductProcess } from '../support/product-process.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 21, item 4: after DELETE /user/delete nothing of the address is left where the server
 * keeps things: not in the database file, its WAL or free pages, not in a rate-limit key, not in
 * the log. The mail outbox is the mail that was sent, and so is left aside.
 */

/** Every file of the data folder except the outbox, with the places `needle` occurs in it. */
function filesHolding(dataDir: string, needle: string): string[] {
  const found: string[] = [];
  const bytes = Buffer.from(needle, 'utf8');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'outbox') walk(file);
      } else if (fs.readFileSync(file).includes(bytes)) found.push(path.relative(dataDir, file));
    }
  };
  walk(dataDir);
  return found;
}

describe('a deleted account leaves no byte of its address behind (SQLite, the real process)', () => {
  let product: ProductProcess;
  afterAll(async () => {
    await product?.stop('SIGKILL');
  });

  it('scans the data folder and the log after a deletion and finds nothing', async () => {
    product = await startProduct({ LOG_LEVEL: 'info', SERVE_APP: 'false' });
    const email = newEmail('erase-me');
    const anna = await signUpOverHttp(product.url, product.dataDir, { email });
    const post = (url: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${product.url}/api/v1${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    // What a couple leaves along the way: failed logins, a restore link, a profile, the restore
    // screen opened with the address in its URL.
    for (let i = 0; i < 3; i++) await post('/user/auth', { email, password: `wrong-${i}-password` });
    const confirmation = await newestMail(product.dataDir, email);
    await post('/user/restore-password', { email });
    await waitForMail(product.dataDir, email, { after: confirmation?.file });
    await fetch(`${product.url}/profile/new-password?email=${encodeURIComponent(email)}&token=abc`);
    expect(filesHolding(product.dataDir, email).length).toBeGreaterThan(0);

    const deleted = await fetch(`${product.url}/api/v1/user/delete`, {
      method: 'DELETE',
      headers: { cookie: anna.cookie },
    });
    expect(deleted.status).toBe(200);

    const local = email.slice(0, email.indexOf('@'));
    expect(filesHolding(product.dataDir, local)).toEqual([]);
    expect(product.output()).not.toContain(local);
    // The log still tells what happened, with the address masked.
    expect(product.output()).toContain('"to":"e***@example.ru"');
  });
});

describe.each(databaseTargets)('a deleted account on %s', (target) => {
  const t = useTestApp(target);

  it('leaves no row of any table holding its address', async () => {
    const anna = await signUp(t.app, t.dataDir);
    for (let i = 0; i < 3; i++) await t.api.post('/user/auth', { email: anna.email, password: `wrong-${i}-password` });
    await t.api.post('/user/restore-password', { email: anna.email });
    await t.app.background.settled();
    expect((await t.api.delete('/user/delete', { cookie: anna.cookie })).statusCode).toBe(200);

    const local = anna.email.slice(0, anna.email.indexOf('@'));
    // On PostgreSQL only this test's schema: another worktree's parallel run may hold other tables.
    const own =
      target === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db)).rows[0]?.schema
        : undefined;
    const tables = (await t.app.db.introspection.getTables()).filter(
      (table) => own === undefined || table.schema === own,
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const rows = await t.app.db
        .selectFrom(table.name as 'users')
        .selectAll()
        .execute();
      expect(JSON.stringify(rows), table.name).not.toContain(local);
    }
  });
});
