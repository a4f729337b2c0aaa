import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertGuests } from '../../server/features/guests/repository.ts';
import { CONTRACTOR_FILES_MAX } from '../../src/contract/contractors.ts';
import { GUEST_LIST_MAX } from '../../src/contract/guests.ts';
import { EVENTS_MAX } from '../../src/contract/invitations.ts';
import { LOOK_CARDS_MAX } from '../../src/contract/looks.ts';
import { SEATING_RULES_MAX } from '../../src/contract/seating.ts';
import { DAY_ITEMS_MAX } from '../../src/contract/wedding-day.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 37 item 6: every cap of a wedding holds when its adds come at once (concurrent guest adds
 * reached 5,027 of 5,000): of N adds racing for the last places, exactly that many get in and the
 * rest are refused with a Russian 422, never a 5xx.
 */
const RACERS = 12;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

describe.each(databaseTargets)('caps under concurrent adds on %s', (target) => {
  // Uploads count against the hourly file limits; here only the cap is under test.
  const roomy = { limit: 10_000, windowSeconds: 3600 };
  const t = useTestApp(target, {}, { rateLimits: { 'file-import-user': roomy, 'file-import-client': roomy } });
  const couple = () => signedInUser(t.app, { subscription: 'active' });

  /** Fires the adds at once and answers the statuses, checking every refusal says why in Russian. */
  async function race(adds: Array<() => Promise<LightMyRequestResponse>>) {
    const answers = await Promise.all(adds.map((add) => add()));
    for (const res of answers) {
      if (res.statusCode !== 200) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.body).toMatch(/[а-яё]/i);
      }
    }
    return answers.filter((res) => res.statusCode === 200).length;
  }

  const guestsOf = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: id('g'),
      name: `Гость ${index + 1}`,
      withHalf: false,
      halfName: null,
      from: 'bride' as const,
      children: 'none' as const,
      comment: '',
      category: [],
      checked: false,
      email: null,
      phone: null,
    }));

  const count = async (table: 'guests' | 'wedding_day_items' | 'board_cards' | 'seating_rules', user: SignedInUser) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('wedding_id', '=', user.weddingId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stops the guest list at 5,000 when the last adds come at once', async () => {
    const user = await couple();
    await insertGuests(t.app.db, user.weddingId, guestsOf(GUEST_LIST_MAX - 3), new Date().toISOString());
    const added = await race(
      Array.from(
        { length: RACERS },
        (_, index) => () => t.api.post('/guests', { name: `Поздний ${index}`, from: 'groom' }, user),
      ),
    );
    expect(added).toBe(3);
    expect(await count('guests', user)).toBe(GUEST_LIST_MAX);
  });

  it('stops the day’s steps, the parts of the day and the board cards at their caps', async () => {
    const user = await couple();
    const steps = await race(
      Array.from(
        { length: DAY_ITEMS_MAX + RACERS },
        (_, index) => () => t.api.post('/day', { time: '10:00', title: `Шаг ${index}` }, user),
      ),
    );
    expect(steps).toBe(DAY_ITEMS_MAX);
    expect(await count('wedding_day_items', user)).toBe(DAY_ITEMS_MAX);

    const existing = ((await t.api.get('/events', user)).json() as unknown[]).length;
    const parts = await race(
      Array.from(
        { length: EVENTS_MAX + RACERS },
        (_, index) => () => t.api.post('/events', { name: `Часть ${index}` }, user),
      ),
    );
    expect(parts).toBe(EVENTS_MAX - existing);
    expect((await t.api.get('/events', user)).json()).toHaveLength(EVENTS_MAX);

    const now = new Date().toISOString();
    await t.app.db
      .insertInto('board_cards')
      .values(
        Array.from({ length: LOOK_CARDS_MAX - 3 }, (_, index) => ({
          id: id('look'),
          wedding_id: user.weddingId,
          category: 'dress',
          title: `Платье ${index}`,
          link: 'https://example.ru/dress',
          image_file_id: null,
          thumbnail_file_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const cards = await race(
      Array.from({ length: RACERS }, (_, index) => () => {
        const form = new FormData();
        form.append('title', `Торт ${index}`);
        form.append('category', 'cake');
        form.append('link', 'https://example.ru/cake');
        return t.app.inject({ method: 'POST', url: '/api/v1/looks', headers: user.headers, payload: form });
      }),
    );
    expect(cards).toBe(3);
    expect(await count('board_cards', user)).toBe(LOOK_CARDS_MAX);
  });

  it('stops the seating rules at their cap', async () => {
    const user = await couple();
    const guests = guestsOf(50);
    await insertGuests(t.app.db, user.weddingId, guests, new Date().toISOString());
    const pairs: Array<[string, string]> = [];
    for (let a = 0; a < guests.length; a++) {
      for (let b = a + 1; b < guests.length; b++) pairs.push([guests[a]!.id, guests[b]!.id]);
    }
    const now = new Date().toISOString();
    const seeded = pairs.slice(0, SEATING_RULES_MAX - 3);
    for (let start = 0; start < seeded.length; start += 200) {
      await t.app.db
        .insertInto('seating_rules')
        .values(
          seeded.slice(start, start + 200).map(([a, b]) => ({
            id: id('sr'),
            wedding_id: user.weddingId,
            kind: 'together',
            guest_a: a,
            guest_b: b,
            created_at: now,
          })),
        )
        .execute();
    }
    const rules = await race(
      pairs
        .slice(SEATING_RULES_MAX - 3, SEATING_RULES_MAX - 3 + RACERS)
        .map((guestIds) => () => t.api.post('/seating/rules', { kind: 'apart', guestIds }, user)),
    );
    expect(rules).toBe(3);
    expect(await count('seating_rules', user)).toBe(SEATING_RULES_MAX);
  });

  it('stops a contractor’s files at their cap when uploads come at once', async () => {
    const user = await couple();
    const contractor = (await t.api.post('/contractors', { category: 'host', name: 'Алексей' }, user)).json() as {
      id: string;
    };
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
    const files = await race(
      Array.from({ length: CONTRACTOR_FILES_MAX + RACERS }, (_, index) => () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `договор-${index}.pdf`);
        return t.app.inject({
          method: 'POST',
          url: `/api/v1/contractors/${contractor.id}/files`,
          headers: user.headers,
          payload: form,
        });
      }),
    );
    expect(files).toBe(CONTRACTOR_FILES_MAX);
    const listed = (await t.api.get('/contractors', user)).json() as Array<{ files: unknown[] }>;
    expect(listed[0]!.files).toHaveLength(CONTRACTOR_FILES_MAX);
  });
});
