import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { HEADERS, importForm, xlsxOf } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const STORAGE_FULL = 'На сервере закончилось место. Попробуйте позже.';

/**
 * A full disk, made portably: on SQLite the file may not grow by a page (`max_page_count`, which
 * fails a write with SQLITE_FULL as a full disk does); on PostgreSQL every write to the couple's
 * tables fails with `disk_full` (53100), which PostgreSQL raises when it cannot extend a file.
 */
describe.each(databaseTargets)('a full disk on %s', (target) => {
  const t = useTestApp(target);

  async function fillUp(): Promise<void> {
    if (target === 'sqlite') {
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.app.db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(t.app.db);
      return;
    }
    await sql`create or replace function disk_is_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
      t.app.db,
    );
    for (const table of ['budget_items', 'guests']) {
      await sql
        .raw(
          `create trigger disk_is_full before insert or update on ${table} for each row execute function disk_is_full()`,
        )
        .execute(t.app.db);
    }
  }

  async function freeSpace(): Promise<void> {
    if (target === 'sqlite') {
      await sql.raw('PRAGMA max_page_count = 1073741823').execute(t.app.db);
      return;
    }
    for (const table of ['budget_items', 'guests'])
      await sql.raw(`drop trigger disk_is_full on ${table}`).execute(t.app.db);
  }

  const post = (user: SignedInUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });
  const health = () => t.app.inject({ method: 'GET', url: '/api/v1/health' });
  const bigList = () =>
    xlsxOf([
      HEADERS,
      ...Array.from({ length: 3000 }, (_, i) => [
        `Гость с длинным именем ${i}`,
        'да',
        'Спутник',
        'Общие',
        '',
        '',
        'x'.repeat(200),
        '',
      ]),
    ]);

  it('answers 507 with the catalogue text, says so in /health, and takes writes again once there is room', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const kept = await post(anna, '/budget', { name: 'Кольца', category: 'rings', price: 90000 });
    expect(kept.statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
    const file = await bigList();

    await fillUp();
    try {
      // A write in a transaction (the import) and a single statement (a new item).
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/v1/guests/import?mode=commit',
        headers: anna.headers,
        payload: importForm(file),
      });
      expect(imported.statusCode, imported.body).toBe(507);
      expect(imported.json()).toEqual({ message: STORAGE_FULL, ui: { messages: [{ text: STORAGE_FULL }] } });
      let added = await post(anna, '/budget', { name: 'Фото', category: 'photo', price: 1 });
      for (let i = 0; i < 200 && added.statusCode === 200; i += 1) {
        added = await post(anna, '/budget', { name: `Фото ${'x'.repeat(180)} ${i}`, category: 'photo', price: 1 });
      }
      expect(added.statusCode).toBe(507);
      expect(added.json().message).toBe(STORAGE_FULL);

      const reported = await health();
      expect(reported.statusCode).toBe(507);
      expect(reported.json().message).toBe(STORAGE_FULL);
    } finally {
      await freeSpace();
    }

    // Room again: writes go through, nothing written before is lost, and the import is whole.
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guests/import?mode=commit',
      headers: anna.headers,
      payload: importForm(file),
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().imported).toBe(3000);
    const items = await t.app.inject({ method: 'GET', url: '/api/v1/budget', headers: anna.headers });
    expect(items.json().map((item: { name: string }) => item.name)).toContain('Кольца');
    expect((await health()).statusCode).toBe(200);
  });
});
