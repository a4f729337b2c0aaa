import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { databaseTargets } from '../support/databases.ts';
import { databaseBefore, underCatalogueLock } from '../support/old-database.ts';

const CONTRACTOR_REST = '2026-11-26T19-40-00-contractor-rest';
const NOW = '2026-11-20T10:00:00.000Z';

/*
 * Contractors agreed before the agreed price was in the budget (issue 38, item 2) get the rest of
 * their price as one item without a date when the product is upgraded, so the planned total counts
 * what was agreed at once.
 */
describe.each(databaseTargets)('the contractor rest migration on %s', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const underLock = <T>(work: () => Promise<T>) => underCatalogueLock(target, work);

  /** A database with every migration before the contractor rest. */
  const oldDatabase = () => databaseBefore(target, CONTRACTOR_REST, cleanups);

  it('gives an agreed contractor the rest of its price beyond its payments, and nobody else an item', async () => {
    const db = await oldDatabase();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    await old.insertInto('weddings').values({ id: 'w1', created_at: NOW }).execute();
    await old
      .insertInto('budget_categories')
      .values({ id: 'bc1', wedding_id: 'w1', code: 'photo', name: 'Фото', sort_order: 1, created_at: NOW })
      .execute();
    const contractor = (id: string, category: string, price: number | null) => ({
      id,
      wedding_id: 'w1',
      category,
      name: id,
      status: 'booked',
      price_kopecks: price,
      created_at: NOW,
      updated_at: NOW,
    });
    await old
      .insertInto('contractors')
      .values([
        contractor('photo', 'photographer', 8_000_000),
        contractor('host', 'host', 5_000_000),
        contractor('florist', 'florist', null),
      ])
      .execute();
    const payment = (id: string, contractorId: string, kopecks: number) => ({
      id,
      wedding_id: 'w1',
      category: 'photo',
      name: id,
      price_kopecks: kopecks,
      unit_price_kopecks: null,
      paid_kopecks: null,
      due_date: '2027-05-01',
      contractor_id: contractorId,
      created_at: NOW,
      updated_at: NOW,
    });
    await old
      .insertInto('budget_items')
      .values([payment('deposit', 'photo', 2_000_000), payment('host-all', 'host', 5_000_000)])
      .execute();

    await underLock(() => migrateToLatest(db));

    const items = await db
      .selectFrom('budget_items')
      .select(['name', 'category', 'price_kopecks', 'due_date', 'contractor_id', 'contractor_rest'])
      .where('contractor_rest', '=', 1)
      .execute();
    // Only the photographer has something left beyond its payments; the host is paid in full and the
    // florist has no price yet.
    expect(items.map((item) => ({ ...item, price_kopecks: Number(item.price_kopecks) }))).toEqual([
      {
        name: 'Фотограф: остаток по договору',
        category: 'photo',
        price_kopecks: 6_000_000,
        due_date: null,
        contractor_id: 'photo',
        contractor_rest: 1,
      },
    ]);
  });
});
