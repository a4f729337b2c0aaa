import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, type SignedUpUser } from '../support/accounts.ts';
import { createPostgresSchema, databaseTargets, POSTGRES_URL, whileNoSchemaIsDropped } from '../support/databases.ts';
import { projectRoot, startProduct, type ProductProcess } from '../support/product-process.ts';
import { startTcpForwarder, type TcpForwarder } from '../support/tcp-forwarder.ts';

const DATABASE_AWAY = 'Сервер временно не может связаться с базой данных. Повторите через несколько секунд.';
/** What the issue asks for: every call answered within 10 s while the database is away. */
const ANSWER_WITHIN_MS = 10_000;
/** How soon after the database is back the process must serve again, by itself. */
const RECOVERED_WITHIN_MS = 10_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

/**
 * The real product (server/main.ts) on PostgreSQL, its DATABASE_URL pointing at a TCP forwarder
 * the test cuts, stops and makes hang, with its own schema and an application_name of its own (so
 * the test finds its backends in pg_stat_activity).
 */
describe.skipIf(!databaseTargets.includes('postgres'))('the product while its PostgreSQL is away', () => {
  const cleanups: Array<() => Promise<void>> = [];
  let forwarder: TcpForwarder;
  let product: ProductProcess;
  let schemaUrl: string;
  let couple: SignedUpUser;
  const applicationName = `outage_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    const schema = await createPostgresSchema();
    cleanups.push(schema.drop);
    schemaUrl = schema.url;
    const target = new URL(POSTGRES_URL);
    forwarder = await startTcpForwarder({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(forwarder.close);
    const url = new URL(forwarder.urlFor(schema.url));
    url.searchParams.set('application_name', applicationName);
    product = await whileNoSchemaIsDropped(() =>
      startProduct({ SERVE_APP: 'false', DATABASE_URL: url.toString(), LOG_LEVEL: 'error' }),
    );
    cleanups.push(async () => void (await product.stop('SIGKILL')));
    couple = await signUpOverHttp(product.url, product.dataDir);
    // The notes are a planning tool: the couple's wedding needs a subscription, granted as support does.
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', couple.email, '30', '--reason', 'outage test', '--by', 'test'],
      { cwd: projectRoot, env: { ...process.env, DATABASE_URL: schema.url, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
    );
    if (granted.status !== 0) throw new Error(`support grant: ${granted.status} ${granted.stderr}`);
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  const call = async (method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer | null> => {
    const started = performance.now();
    const res = await fetch(`${product.url}/api/v1${path}`, {
      method,
      headers: { cookie: couple.cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
      // Longer than the 10 s asked for, so a hang shows as a slow answer rather than a test timeout.
      signal: AbortSignal.timeout(20_000),
    }).catch(() => null);
    if (!res) return null; // no answer at all: the process is gone, or it hung past 20 s
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the failure message
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: performance.now() - started };
  };
  const health = () =>
    fetch(`${product.url}/api/v1/health`, { signal: AbortSignal.timeout(20_000) }).then(
      async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }),
      () => null,
    );

  /** A couple writing notes one after another; what was answered 2xx is what they count on. */
  function startWriting() {
    let writing = true;
    const acknowledged: string[] = [];
    const refusals: Answer[] = [];
    const done = (async () => {
      for (let n = 1; writing; n += 1) {
        const title = `Заметка ${applicationName} ${Date.now()} ${n}`;
        const answer = await call('POST', '/notes', { title, text: 'Позвонить флористу' });
        if (!answer) return; // the process is gone: nothing more to count
        if (answer.status < 300) acknowledged.push(title);
        else refusals.push(answer);
        if (answer.status >= 300) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    return {
      acknowledged,
      refusals,
      stop: async () => {
        writing = false;
        await done;
      },
    };
  }

  /** Waits for what the test needs to have happened, failing instead of waiting forever. */
  async function until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
    const deadline = performance.now() + ms;
    while (!condition()) {
      if (performance.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${product.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function notesInDatabase(): Promise<Set<string>> {
    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ title: string }>('select title from notes');
      return new Set(rows.map((row) => row.title));
    } finally {
      await client.end();
    }
  }

  function expectDatabaseAway(answer: Answer | null) {
    expect(answer, 'an answer, not a dead process or a hang').not.toBeNull();
    expect(answer!.status, JSON.stringify(answer!.body)).toBe(503);
    expect(answer!.body).toEqual({ message: DATABASE_AWAY, ui: { messages: [{ text: DATABASE_AWAY }] } });
    expect(Number(answer!.retryAfter)).toBeGreaterThan(0);
    expect(answer!.ms).toBeLessThan(ANSWER_WITHIN_MS);
  }

  /** Waits, as a balancer's health check does, until the process serves again; answers how long it took. */
  async function servesAgain(): Promise<number> {
    const started = performance.now();
    for (;;) {
      const answer = await health();
      if (answer?.status === 200) return performance.now() - started;
      if (performance.now() - started > RECOVERED_WITHIN_MS) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function expectServingWithNothingLost(writer: ReturnType<typeof startWriting>) {
    expect(product.child.exitCode, product.output()).toBeNull();
    expect(await servesAgain()).toBeLessThan(RECOVERED_WITHIN_MS);
    const ackedBefore = writer.acknowledged.length;
    // Writes go through again, and every one acknowledged before, during and after is in the database.
    const deadline = performance.now() + RECOVERED_WITHIN_MS;
    while (writer.acknowledged.length < ackedBefore + 3 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await writer.stop();
    expect(writer.acknowledged.length).toBeGreaterThanOrEqual(ackedBefore + 3);
    for (const refusal of writer.refusals) expectDatabaseAway(refusal);
    const stored = await notesInDatabase();
    expect(writer.acknowledged.filter((title) => !stored.has(title))).toEqual([]);
    const whoami = await call('GET', '/whoami');
    expect(whoami?.status).toBe(200);
  }

  it(
    'answers every call 503 with Retry-After while the database is cut off and refuses connections, stays up, and serves again by itself once it is back, with every acknowledged write kept',
    { timeout: 90_000 },
    async () => {
      const writer = startWriting();
      await until(() => writer.acknowledged.length >= 3, 'three notes written');

      forwarder.cut();
      await forwarder.refuse();
      const [session, write, list, check] = await Promise.all([
        call('GET', '/whoami'),
        call('POST', '/notes', { title: 'Во время сбоя', text: '' }),
        call('GET', '/notes'),
        health(),
      ]);
      for (const answer of [session, write, list]) expectDatabaseAway(answer);
      expect(check?.status).toBe(503);
      expect(check?.body).toEqual({ message: DATABASE_AWAY, ui: { messages: [{ text: DATABASE_AWAY }] } });
      expect(Number(check?.retryAfter)).toBeGreaterThan(0);
      // The writer keeps trying through the outage and is told 503 each time, never left hanging.
      const refusedBefore = writer.refusals.length;
      await until(() => writer.refusals.length >= refusedBefore + 3, 'three notes refused');
      expect(product.child.exitCode, product.output()).toBeNull();

      await forwarder.pass();
      await expectServingWithNothingLost(writer);
    },
  );

  it(
    'answers every call 503 with Retry-After within 10 s while the database accepts connections but never answers, and serves again once it does',
    { timeout: 90_000 },
    async () => {
      const writer = startWriting();
      await until(() => writer.acknowledged.length >= 3, 'three notes written');

      forwarder.hang();
      const [session, write, list, check] = await Promise.all([
        call('GET', '/whoami'),
        call('POST', '/notes', { title: 'Во время зависания', text: '' }),
        call('GET', '/notes'),
        health(),
      ]);
      for (const answer of [session, write, list]) expectDatabaseAway(answer);
      expect(check?.status).toBe(503);
      // Calls made once the pool's connections are known to hang are answered within the limit too.
      const later = await Promise.all([call('GET', '/whoami'), call('GET', '/notes')]);
      for (const answer of later) expectDatabaseAway(answer);
      expect(product.child.exitCode, product.output()).toBeNull();

      await forwarder.pass();
      await expectServingWithNothingLost(writer);
    },
  );

  it(
    'survives PostgreSQL ending its connections (pg_terminate_backend), under load and while idle',
    { timeout: 90_000 },
    async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      const terminate = async () => {
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
          [applicationName],
        );
        return rows.filter((row) => row.ended).length;
      };
      try {
        const writer = startWriting();
        const readers = Array.from({ length: 3 }, async () => {
          for (let i = 0; i < 200 && product.child.exitCode === null; i += 1) await call('GET', '/notes');
        });
        await until(() => writer.acknowledged.length >= 3, 'three notes written');
        // Under load: backends busy with a request and idle ones alike.
        expect(await terminate()).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await terminate();
        await Promise.all(readers);
        await writer.stop();
        // Idle: every backend of the process sits in the pool when it is ended.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await terminate()).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 500));

        expect(product.child.exitCode, product.output()).toBeNull();
        const next = startWriting();
        await expectServingWithNothingLost(next);
        const stored = await notesInDatabase();
        expect(writer.acknowledged.filter((title) => !stored.has(title))).toEqual([]);
        for (const refusal of writer.refusals) expectDatabaseAway(refusal);
      } finally {
        await admin.end();
      }
    },
  );
});
