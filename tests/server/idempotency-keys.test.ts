import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Note } from '../../src/contract/notes.ts';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { routesOf } from '../../src/contract/route-table.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets, whileNoSchemaIsDropped } from '../support/databases.ts';
import { readOutbox } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { TEST_PASSWORD_COST, useTestApp } from '../support/test-app.ts';

/*
 * `Idempotency-Key` on create calls (issue 37 item 4, api.md "Several processes, one PostgreSQL"):
 * a repeat answers the first result and adds nothing, per session, across processes, for a day.
 */
const HOURS = 60 * MINUTES;

describe.each(databaseTargets)('Idempotency-Key on create calls on %s', (target) => {
  const clock = createTestClock(new Date('2026-11-26T10:00:00.000Z'));
  const t = useTestApp(target, {}, { clock });
  const others: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of others) await app.close();
  });

  const addNote = (user: SignedInUser, body: object, key?: string, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/notes',
      headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const notes = async (user: SignedInUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notes', headers: user.headers });
    return res.json<Note[]>();
  };
  const activity = async (user: SignedInUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wedding/activity', headers: user.headers });
    return res.json<unknown[]>();
  };
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const sameAnswer = (res: LightMyRequestResponse, first: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(first.statusCode);
    expect(res.json()).toEqual(first.json());
  };

  it('adds once when a create is repeated with its key, answering the first result again', async () => {
    const anna = await couple();
    const first = await addNote(anna, { title: 'Меню' }, 'key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const activityAfterFirst = (await activity(anna)).length;

    for (let i = 0; i < 3; i++) {
      const again = await addNote(anna, { title: 'Меню' }, 'key-1');
      sameAnswer(again, first);
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect((await notes(anna)).map((note) => note.title)).toEqual(['Меню']);
    // The repeat left no second entry in the members' activity list either.
    expect(await activity(anna)).toHaveLength(activityAfterFirst);

    // Without a key, or with another one, each call adds as before.
    expect((await addNote(anna, { title: 'Меню' })).statusCode).toBe(200);
    expect((await addNote(anna, { title: 'Меню' }, 'key-2')).statusCode).toBe(200);
    expect(await notes(anna)).toHaveLength(3);
  });

  it('keeps the keys of another session apart', async () => {
    const anna = await couple();
    const ivan = await signedInUser(t.app, { joins: { weddingId: anna.weddingId } });
    const byAnna = await addNote(anna, { title: 'Цветы' }, 'shared-key');
    const byIvan = await addNote(ivan, { title: 'Цветы' }, 'shared-key');
    expect(byIvan.statusCode).toBe(200);
    expect(byIvan.headers['idempotent-replayed']).toBeUndefined();
    expect(byIvan.json<Note>().id).not.toBe(byAnna.json<Note>().id);
    expect(await notes(anna)).toHaveLength(2);
  });

  it('refuses the same key with another request, and a key over 100 characters, in Russian', async () => {
    const anna = await couple();
    expect((await addNote(anna, { title: 'Торт' }, 'k')).statusCode).toBe(200);
    const other = await addNote(anna, { title: 'Платье' }, 'k');
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toContain('уже использован для другого запроса');
    const long = await addNote(anna, { title: 'Платье' }, 'x'.repeat(101));
    expect(long.statusCode).toBe(422);
    expect(fieldMessages(long)['idempotency-key']).toContain('не более 100');
    expect((await addNote(anna, { title: 'Платье' }, 'x'.repeat(100))).statusCode).toBe(200);
    expect((await notes(anna)).map((note) => note.title).sort()).toEqual(['Платье', 'Торт']);
  });

  it('runs the create again once the key is older than 24 hours', async () => {
    const anna = await couple();
    const first = await addNote(anna, { title: 'Музыка' }, 'day-key');
    clock.advance(23 * HOURS);
    sameAnswer(await addNote(anna, { title: 'Музыка' }, 'day-key'), first);
    clock.advance(2 * HOURS);
    const later = await addNote(anna, { title: 'Музыка' }, 'day-key');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<Note>().id).not.toBe(first.json<Note>().id);
    expect(await notes(anna)).toHaveLength(2);
  });

  it('adds once when the same key reaches two processes at the same time', async () => {
    // A second server on the same database, as a balancer's other upstream.
    const second = await whileNoSchemaIsDropped(async () => {
      const built = await buildApp(t.config, { passwordCost: TEST_PASSWORD_COST, clock });
      await built.ready();
      return built;
    });
    others.push(second);
    const anna = await couple();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addNote(anna, { title: 'Рассадка' }, 'race-key', i % 2 ? second : t.app)),
    );
    const first = answers.find((res) => res.headers['idempotent-replayed'] === undefined)!;
    expect(first.statusCode, first.body).toBe(200);
    for (const res of answers) sameAnswer(res, first);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await notes(anna)).toHaveLength(1);
  });

  it('sends one invitation mail when inviting a member is repeated with its key', async () => {
    const anna = await couple();
    const email = `guest-${Date.now()}@example.ru`;
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wedding/members',
        headers: { ...anna.headers, 'idempotency-key': 'invite-key' },
        payload: { email, role: 'partner' },
      });
    const first = await invite();
    expect(first.statusCode, first.body).toBe(201);
    sameAnswer(await invite(), first);
    await t.app.background.settled();
    expect((await readOutbox(t.dataDir)).filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('lists the header on every create call of the OpenAPI document, and on no read', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const takesKey = (method: string, path: string) =>
      (document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method]?.parameters ?? []).some(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
    const declared = routesOf(planningRouteTables);
    const creates = declared.filter((route) => route.method === 'POST');
    expect(creates.length).toBeGreaterThan(15);
    for (const route of creates) expect(takesKey('post', route.path), route.path).toBe(true);
    for (const route of declared.filter((route) => route.method === 'GET'))
      expect(takesKey('get', route.path)).toBe(false);
    expect(takesKey('post', '/wedding/members')).toBe(true);
    expect(takesKey('post', '/wedding/join')).toBe(true);
  });
});
