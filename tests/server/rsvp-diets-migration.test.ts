import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { databaseTargets } from '../support/databases.ts';
import { databaseBefore, underCatalogueLock } from '../support/old-database.ts';

const DIETS = '2026-11-26T20-00-00-rsvp-diets-per-person';
const NOW = '2026-11-20T10:00:00.000Z';

/*
 * A household's one diet, given before diets were per person, becomes the diet of the guest the
 * caterer's export showed it beside: its first guest coming to a part, else its first guest.
 */
describe.each(databaseTargets)('moving a household’s diet to a person on %s', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const underLock = <T>(work: () => Promise<T>) => underCatalogueLock(target, work);

  const databaseBeforeDiets = () => databaseBefore(target, DIETS, cleanups);

  it('gives the diet to the first guest coming, else the first guest, and leaves no diet twice', async () => {
    const db = await databaseBeforeDiets();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    await old.insertInto('weddings').values({ id: 'w1', created_at: NOW }).execute();
    const invitation = (id: string, answers: unknown[], diet: string) => ({
      id,
      wedding_id: 'w1',
      token_hash: `hash-${id}`,
      token: `token-${id}`,
      guest_ids: JSON.stringify(['mother', 'father']),
      event_ids: JSON.stringify(['banquet']),
      answers: JSON.stringify(answers),
      half_name: null,
      diet,
      answered_at: NOW,
      created_at: NOW,
      updated_at: NOW,
    });
    await old
      .insertInto('rsvp_invitations')
      .values([
        invitation(
          'fatherComes',
          [
            { guestId: 'mother', eventId: 'banquet', coming: false },
            { guestId: 'father', eventId: 'banquet', coming: true },
          ],
          'Без глютена',
        ),
        invitation('noAnswer', [], 'Вегетарианцы'),
        invitation('noDiet', [{ guestId: 'mother', eventId: 'banquet', coming: true }], ''),
      ])
      .execute();

    expect(await underLock(() => migrateToLatest(db))).toContain(DIETS);

    const rows = await db.selectFrom('rsvp_invitations').select(['id', 'diet', 'diets']).orderBy('id').execute();
    expect(rows.map((row) => ({ ...row, diets: JSON.parse(row.diets) as unknown }))).toEqual([
      { id: 'fatherComes', diet: '', diets: [{ guestId: 'father', diet: 'Без глютена' }] },
      { id: 'noAnswer', diet: '', diets: [{ guestId: 'mother', diet: 'Вегетарианцы' }] },
      { id: 'noDiet', diet: '', diets: [] },
    ]);
  });
});
