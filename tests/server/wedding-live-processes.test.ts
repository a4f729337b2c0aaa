import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { STREAMS_PER_USER } from '../../src/contract/wedding-routes.ts';
import { randomClientIp } from '../support/accounts.ts';
import { createPostgresSchema, databaseTargets, POSTGRES_URL, whileNoSchemaIsDropped } from '../support/databases.ts';
import { openStream, waitFor, type OpenStream } from '../support/live-stream.ts';
import { startProduct, type ProductProcess } from '../support/product-process.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';

/**
 * Two real product processes (`node server/main.ts`) on one PostgreSQL, as behind a balancer: a
 * member's page streams from one, the partner writes through the other (issue 37, item 2).
 */
describe.runIf(databaseTargets.includes('postgres'))('live streams across two processes on one PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof createPostgresSchema>>;
  let one: ProductProcess;
  let two: ProductProcess;
  let db: Kysely<Database>;
  const opened: OpenStream[] = [];

  beforeAll(async () => {
    schema = await createPostgresSchema();
    // Both migrate at once (exactly one applies them); their migrator reads the whole catalogue.
    [one, two] = await whileNoSchemaIsDropped(() =>
      Promise.all([startProduct({ DATABASE_URL: schema.url }), startProduct({ DATABASE_URL: schema.url })]),
    );
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 2 }) }),
    });
  }, 60_000);
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await Promise.all([one?.stop(), two?.stop()]);
    await db?.destroy();
    await schema?.drop();
  });

  const stream = async (product: ProductProcess, user: SignedInUser) => {
    const opening = await openStream(product.url, user, { 'x-forwarded-for': randomClientIp() });
    opened.push(opening);
    return opening;
  };
  const addGuest = (product: ProductProcess, user: SignedInUser, name: string) =>
    fetch(`${product.url}/api/v1/guests`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() },
      body: JSON.stringify({ name, from: 'bride' }),
    });
  const couple = async () => {
    const anna = await signedInUser({ db }, { subscription: 'active' });
    const petr = await signedInUser({ db }, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    return { anna, petr };
  };

  it('delivers each of 50 changes the partner makes through process 2 to the stream on process 1', async () => {
    const { anna, petr } = await couple();
    const annas = await stream(one, anna);
    const petrs = await stream(two, petr);
    expect([annas.status, petrs.status]).toEqual([200, 200]);
    for (let i = 1; i <= 50; i++) expect((await addGuest(two, petr, `Гость ${i}`)).status).toBe(200);
    await waitFor(() => annas.events.length >= 50, 10_000);
    const arrived = annas.events.filter((event) => event.data.paths.includes('/guests')).length;
    console.log(`live across processes: ${arrived} of 50 changes made through process 2 reached process 1`);
    expect(arrived).toBe(50);
    // And the other way round.
    expect((await addGuest(one, anna, 'Тётя Валя')).status).toBe(200);
    expect(await waitFor(() => petrs.events.length >= 51, 5000)).toBe(true);
  });

  it('counts a user’s streams on both processes against one cap', async () => {
    const { anna } = await couple();
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await stream(i % 2 === 0 ? one : two, anna));
    expect(streams.every((open) => open.status === 200)).toBe(true);
    const over = [await stream(one, anna), await stream(two, anna)];
    expect(over.map((open) => open.status)).toEqual([429, 429]);
    // One closed on process 2 frees a place for process 1.
    streams[1]!.close();
    let again: OpenStream | undefined;
    for (let tries = 0; tries < 50 && again?.status !== 200; tries++) {
      again = await stream(one, anna);
      if (again.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(again?.status).toBe(200);
  });

  it('ends the stream on process 1 at once when its session logs out through process 2', async () => {
    const { anna } = await couple();
    const annas = await stream(one, anna);
    expect(annas.status).toBe(200);
    const began = Date.now();
    const out = await fetch(`${two.url}/api/v1/user/logout`, { headers: { cookie: anna.cookie } });
    expect(out.status).toBe(200);
    await annas.ended;
    console.log(
      `live across processes: log-out on process 2 ended the stream on process 1 in ${Date.now() - began} ms`,
    );
    expect(Date.now() - began).toBeLessThan(3000);
  });

  it('listens again by itself after its listening connection is cut, and keeps serving', async () => {
    const { anna, petr } = await couple();
    const annas = await stream(one, anna);
    expect(annas.status).toBe(200);
    const schemaName = new URL(schema.url).searchParams.get('options')!.replace('-c search_path=', '');
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      const cut = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [`wedding-live ${schemaName}`],
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // Changes made meanwhile may have been missed: the page is told to reconnect (and reads again).
    await annas.ended;
    let again: OpenStream | undefined;
    for (let tries = 0; tries < 100 && again?.status !== 200; tries++) {
      again = await stream(one, anna);
      if (again.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(again?.status).toBe(200);
    expect((await addGuest(two, petr, 'После обрыва')).status).toBe(200);
    expect(await waitFor(() => again!.events.length > 0, 5000)).toBe(true);
    expect([one.child.exitCode, two.child.exitCode]).toEqual([null, null]);
  });
});
