import { describe, expect, it } from 'vitest';
import type { Guest } from '../../src/contract/guests.ts';
import { databaseTargets } from '../support/databases.ts';
import { HEADERS, importForm, xlsxOf } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { createTestClock } from '../support/clock.ts';
import { useTestApp } from '../support/test-app.ts';

/** A guest list of `count` rows, as a couple fills in the template. */
const listOf = (count: number, name = 'Гость') =>
  xlsxOf([
    HEADERS,
    ...Array.from({ length: count }, (_, i) => [`${name} ${i + 1}`, 'нет', '', 'Общие', '', '', '', '']),
  ]);
/** What a commit answers about what it did (the repeat's preview part sees the list as it is now). */
const outcome = (answer: { imported: number; updated: number; guests: unknown[] }) => ({
  imported: answer.imported,
  updated: answer.updated,
  guests: answer.guests,
});

describe.each(databaseTargets)('a repeated guest list import commit on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const commit = (user: SignedInUser, data: Buffer, duplicates = 'skip') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/guests/import?mode=commit&duplicates=${duplicates}`,
      headers: user.headers,
      payload: importForm(data),
    });
  const guestCount = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/guests', headers: user.headers })).json<Guest[]>().length;

  it('adds the list once when the commit is double-clicked, and both answers say what was added', async () => {
    const anna = await couple();
    const file = await listOf(300);
    // Adding the rows even when they are already listed: only the repeat guard stops a second copy.
    const [first, second] = await Promise.all([commit(anna, file, 'add'), commit(anna, file, 'add')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().imported).toBe(300);
    expect(outcome(second.json())).toEqual(outcome(first.json()));
    expect(await guestCount(anna)).toBe(300);

    // A retry after a lost answer, a minute later: the same first result, nothing added.
    clock.advance(60_000);
    const retry = await commit(anna, file, 'add');
    expect(outcome(retry.json())).toEqual(outcome(first.json()));
    expect(await guestCount(anna)).toBe(300);
  });

  it('adds another file, the same file for another couple, and the same file again after an hour', async () => {
    const anna = await couple();
    const olga = await couple();
    const file = await listOf(3);
    expect((await commit(anna, file)).json().imported).toBe(3);
    expect((await commit(olga, file)).json().imported).toBe(3);
    expect((await commit(anna, await listOf(4, 'Гостья'))).json().imported).toBe(4);
    expect(await guestCount(anna)).toBe(7);

    clock.advance(61 * 60_000);
    expect((await commit(anna, file, 'add')).json().imported).toBe(3);
    expect(await guestCount(anna)).toBe(10);
  });
});
