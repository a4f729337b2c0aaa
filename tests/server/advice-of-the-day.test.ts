import { describe, expect, it } from 'vitest';
import advices from '../../locales/ru/advices.json' with { type: 'json' };
import { moscowDate } from '../../src/contract/advices.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const texts = advices as Record<string, string>;
const keyOf = (text: string) => Object.keys(texts).find((key) => texts[key] === text);

// Tips the migration tags for one phase only, to check the phase decides the pool.
const AFTER_ONLY = [
  'giftsAfterParty',
  'thankEveryone',
  'returnRentals',
  'reviewsForVendors',
  'newSurnameDocuments',
  'photoBackup',
  'finalBudgetReview',
];
const DAY_TIPS = [
  'emergencyKit',
  'eatOnTheDay',
  'sleepBefore',
  'delegateTasks',
  'unpluggedCeremony',
  'enjoyTheDay',
  'documentsFolder',
  'phoneToWitness',
  'momentsTogether',
  'waterAndSnacks',
];

describe.each(databaseTargets)('the advice of the day on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  async function couple(registrationDate: string | null) {
    const user = await signedInUser(t.app, { subscription: 'active' });
    await t.app.db
      .updateTable('weddings')
      .set({ registration_date: registrationDate })
      .where('id', '=', user.weddingId)
      .execute();
    return user;
  }
  /** Moves the test clock on to the next given hour of the UTC day. */
  const moveToUtcHour = (hours: number) => {
    const dayMs = 24 * 60 * 60 * 1000;
    const sinceMidnight = clock.now().getTime() % dayMs;
    clock.advance((hours * 60 * 60 * 1000 - sinceMidnight + dayMs) % dayMs);
  };
  const adviceFor = async (cookie: string, query = '') => {
    const res = await t.api.get(`/advices/get-one/random${query}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { advice: string }).advice;
  };

  it('keeps at least 60 Russian tips in the database', async () => {
    const rows = await t.app.db.selectFrom('advices').select(['id', 'text_key']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) expect(texts[row.id], row.id).toMatch(/[а-яё]/i);
  });

  it('gives a couple the same tip all day, however often they ask', async () => {
    const user = await couple('2027-09-18T10:00:00.000Z');
    moveToUtcHour(6); // 09:00 in Moscow: the next five hours stay the same day
    const first = await adviceFor(user.cookie);
    expect(keyOf(first)).toBeDefined();
    for (let i = 0; i < 5; i += 1) {
      clock.advance(60 * 60 * 1000);
      expect(await adviceFor(user.cookie)).toBe(first);
    }
  });

  it('changes the tip from day to day and between couples', async () => {
    const user = await couple(null);
    const other = await couple(null);
    const days = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06'];
    const mine = await Promise.all(days.map((date) => adviceFor(user.cookie, `?date=${date}`)));
    const theirs = await Promise.all(days.map((date) => adviceFor(other.cookie, `?date=${date}`)));
    expect(new Set(mine).size).toBeGreaterThan(1);
    expect(mine).not.toEqual(theirs);
  });

  it("takes the couple's local date when the app sends it, and today in Moscow otherwise", async () => {
    const user = await couple(null);
    // On to 22:30 UTC: already the next day in Moscow (UTC+3).
    moveToUtcHour(22.5);
    const today = moscowDate(clock.now());
    expect(today).not.toBe(clock.now().toISOString().slice(0, 10));
    expect(await adviceFor(user.cookie)).toBe(await adviceFor(user.cookie, `?date=${today}`));
  });

  it('matches the phase: the day itself and after the wedding give tips meant for them', async () => {
    const user = await couple('2027-06-12T11:00:00.000Z');
    for (const date of ['2027-06-13', '2027-06-20', '2027-07-01']) {
      expect(AFTER_ONLY).toContain(keyOf(await adviceFor(user.cookie, `?date=${date}`)));
    }
    expect(DAY_TIPS).toContain(keyOf(await adviceFor(user.cookie, '?date=2027-06-12')));
  });

  it('refuses a malformed date with 422 and a couple without a subscription with 403', async () => {
    const user = await couple(null);
    for (const date of ['tomorrow', '9999-99-99', '2027-02-30']) {
      const bad = await t.api.get(`/advices/get-one/random?date=${date}`, { cookie: user.cookie });
      expect(bad.statusCode, date).toBe(422);
      expect(bad.json().message, date).toMatch(/[А-Яа-яЁё]/);
    }
    const never = await signedInUser(t.app, { subscription: 'never' });
    expect((await t.api.get('/advices/get-one/random', { cookie: never.cookie })).statusCode).toBe(403);
  });
});
