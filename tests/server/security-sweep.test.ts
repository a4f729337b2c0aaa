import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { isPlanningWrite, routesOf, type PlanningAccess } from '../../src/contract/route-table.ts';
import { newEmail, randomClientIp, TEST_PASSWORD } from '../support/accounts.ts';
import { databaseTargets, whileNoSchemaIsDropped } from '../support/databases.ts';
import { profileForm, smallPng } from '../support/images.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp, type TestAppWithApi } from '../support/test-app.ts';
import { TEST_TIMEOUT_MS } from '../support/waits.ts';

/*
 * Issue 10, acceptance: the authorization matrix and the odd-input sweep of the outside probe, run
 * with every test. Both are driven by the OpenAPI document the server serves, so a route added
 * later (budget, guests, to-dos, ...) is covered without a line here. For every operation:
 * - the matrix: anonymous, unconfirmed, never subscribed, active, ended, and another user who uses
 *   the victim's ids. No 5xx; no 2xx for a caller the operation is not for (no session where it
 *   declares one, a planning route without a subscription, a write after the subscription ended, a
 *   foreign id in the path); the victim's rows unchanged afterwards;
 * - odd inputs: malformed JSON, wrong types, 1 MB strings, deep nesting, __proto__, injection
 *   strings, and ids such as -1, %00 and 5,000 characters. No 5xx, no 2xx for a body that cannot
 *   be valid, no internals (stack, SQL, Fastify codes) in any answer, no prototype pollution.
 */

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path with the server's base, e.g. /api/v1/payments/{paymentId}/return. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  needsSession: boolean;
  /** The JSON body's schema, if the operation takes JSON. */
  jsonBody: JsonSchema | null;
  takesMultipart: boolean;
  /** The planning guard's access, as the route tables declare it; null outside the plan. */
  planning: PlanningAccess | null;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
}

type Caller = 'anonymous' | 'unconfirmed' | 'never' | 'active' | 'ended' | 'foreign' | 'partner' | 'helper' | 'removed';

const INJECTIONS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  '%00',
];
const ODD_IDS = ['-1', '%00', 'a'.repeat(5000), '..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'%3D'1", '0', '9'.repeat(40)];
const MEGABYTE_STRING = 'ж'.repeat(512 * 1024);
/** Internals that must never reach a client. */
const LEAK = /\bat .+\.(ts|js):\d+|SQLITE_|syntax error|relation "|FST_ERR|node_modules|stack/i;

/** Each planning call's declared access, by its method and its path as the OpenAPI document writes it. */
const PLANNING_ACCESS = new Map(
  routesOf(planningRouteTables).map((route) => [
    `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
    route.access as PlanningAccess,
  ]),
);

function operationsOf(document: {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const base = document.servers?.[0]?.url ?? '';
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = (spec.parameters ?? []) as Array<{ in: string; name: string }>;
      const content = (spec.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      const fullPath = `${base}${path}`;
      // The planning routes are those of the route tables, which the server tags 'planning'.
      const planningRoute = Array.isArray(spec.tags) && spec.tags.includes('planning');
      // Its access as its table declares it (a helper's `helperWrite`), else as its method says.
      const declared =
        PLANNING_ACCESS.get(`${upper} ${fullPath.replace(/^\/api\/v1/, '')}`) ?? (upper === 'GET' ? 'read' : 'write');
      operations.push({
        method: upper,
        path: fullPath,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        needsSession: Array.isArray(spec.security) && spec.security.length > 0,
        jsonBody: content?.['application/json']?.schema ?? null,
        takesMultipart: content?.['multipart/form-data'] !== undefined,
        planning: planningRoute ? declared : null,
      });
    }
  }
  return operations;
}

/** A value of the schema's kind that a form would send: what seeds the victim's rows. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]),
      );
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email' || /mail/i.test(name)) return newEmail('sweep');
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'date') return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      return 'Проверка'.padEnd(Math.max(schema.minLength ?? 1, 8), '1');
  }
}

/** The same object with every property of the wrong JSON type. */
function wrongTypes(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => {
      const type = Array.isArray(value.type) ? value.type[0] : value.type;
      const wrong = type === 'string' ? 12345 : type === 'object' ? 'x' : type === 'array' ? { a: 1 } : 'x';
      return [key, wrong];
    }),
  );
}

/** The same object with every string (at any depth) replaced. */
function withStrings(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((item) => withStrings(item, text));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withStrings(item, text)]));
  }
  return value;
}

type Payload = string | object | FormData;

interface Tally {
  requests: number;
  unexpected2xx: string[];
  serverErrors: string[];
  leaks: string[];
}

describe.each(databaseTargets)('authorization matrix and odd-input sweep over the OpenAPI document on %s', (target) => {
  const t: TestAppWithApi = useTestApp(target);
  const tally: Tally = { requests: 0, unexpected2xx: [], serverErrors: [], leaks: [] };
  let operations: Operation[] = [];

  afterAll(() => {
    console.log(
      `[security sweep, ${target}] ${operations.length} operations, ${tally.requests} requests: ` +
        `${tally.unexpected2xx.length} unexpected 2xx, ${tally.serverErrors.length} 5xx, ` +
        `${tally.leaks.length} answers with internals; foreign rows unchanged`,
    );
  });

  function urlOf(operation: Operation, params: Record<string, string>, query: Record<string, string> = {}) {
    let url = operation.path;
    for (const name of operation.pathParams) url = url.replace(`{${name}}`, params[name] ?? 'x');
    const search = Object.entries(query)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&');
    return search ? `${url}?${search}` : url;
  }

  /** Sends one request and counts what it must never be. */
  async function send(
    label: string,
    request: { method: Operation['method']; url: string; cookie?: string; payload?: Payload; type?: string },
    expect2xx: 'never' | 'any',
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'x-forwarded-for': randomClientIp() };
    if (request.cookie) headers.cookie = request.cookie;
    if (request.type) headers['content-type'] = request.type;
    else if (request.payload !== undefined && !(request.payload instanceof FormData)) {
      headers['content-type'] = 'application/json';
    }
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    tally.requests += 1;
    const where = `${label}: ${request.method} ${request.url.slice(0, 120)} → ${res.statusCode}`;
    if (res.statusCode >= 500) tally.serverErrors.push(`${where} ${res.body.slice(0, 200)}`);
    if (expect2xx === 'never' && res.statusCode >= 200 && res.statusCode < 300) tally.unexpected2xx.push(where);
    if (LEAK.test(res.body) && !res.headers['content-type']?.toString().startsWith('image/')) {
      tally.leaks.push(`${where} ${res.body.slice(0, 200)}`);
    }
    return res;
  }

  /** A body that could be valid for the operation (multipart as a form, JSON from the schema). */
  function validBody(operation: Operation): { payload?: Payload; type?: string } {
    if (operation.takesMultipart) {
      // Sent as FormData: light-my-request writes the multipart body and its content type.
      return { payload: profileForm({ brideName: 'Анна', groomName: 'Пётр' }) };
    }
    if (operation.jsonBody) return { payload: sample(operation.jsonBody) as object };
    return {};
  }

  async function unconfirmedCaller(): Promise<SignedInUser> {
    const email = newEmail('pending');
    const registered = await t.api.post('/user/register', {
      email,
      name: email,
      password: TEST_PASSWORD,
      'password-confirm': TEST_PASSWORD,
    });
    expect(registered.statusCode).toBe(200);
    const login = await t.api.post('/user/auth', { email, password: TEST_PASSWORD });
    // Not confirmed: no session is ever given, so this caller holds no cookie at all.
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((c) => c.name === 'session')).toBeUndefined();
    return { id: registered.json().userId, weddingId: '', role: 'owner', email, cookie: '', headers: { cookie: '' } };
  }

  const callers = new Map<Caller | 'odd', SignedInUser | null>();

  /** The caller of that kind, made anew only when an operation ended its session (logout, delete). */
  async function callerOf(kind: Caller | 'odd'): Promise<SignedInUser | null> {
    const known = callers.get(kind);
    if (known !== undefined) {
      if (known === null || known.cookie === '') return known;
      const alive = await t.app.db
        .selectFrom('sessions')
        .select('user_id')
        .where('user_id', '=', known.id)
        .executeTakeFirst();
      if (alive) return known;
    }
    const made = await makeCaller(kind);
    callers.set(kind, made);
    return made;
  }

  /** The owner of another wedding (subscribed), whose partner, helper and removed member call. */
  let household: SignedInUser | undefined;
  async function householdWedding(): Promise<string> {
    household ??= await signedInUser(t.app, { subscription: 'active' });
    return household.weddingId;
  }

  async function makeCaller(kind: Caller | 'odd'): Promise<SignedInUser | null> {
    switch (kind) {
      case 'partner':
      case 'helper':
        return signedInUser(t.app, { joins: { weddingId: await householdWedding(), role: kind } });
      case 'removed': {
        // A member taken off the wedding: the same session, now of no wedding at all.
        const member = await signedInUser(t.app, { joins: { weddingId: await householdWedding(), role: 'partner' } });
        await t.app.db.deleteFrom('wedding_members').where('user_id', '=', member.id).execute();
        return member;
      }
      case 'anonymous':
        return null;
      case 'unconfirmed':
        return unconfirmedCaller();
      case 'never':
        return signedInUser(t.app, { subscription: 'never' });
      case 'ended':
        return signedInUser(t.app, { subscription: 'ended' });
      default:
        return signedInUser(t.app, { subscription: 'active' });
    }
  }

  /** Whether a 2xx is wrong for this caller on this operation (before any odd input). */
  function refusedFor(operation: Operation, kind: Caller): boolean {
    if ((kind === 'anonymous' || kind === 'unconfirmed') && (operation.needsSession || operation.planning)) return true;
    if ((kind === 'never' || kind === 'removed') && operation.planning) return true;
    // A helper makes only the tables' `helperWrite` calls (a gift recorded); the helper here is of another wedding.
    if (kind === 'helper' && operation.planning === 'write') return true;
    if (kind === 'ended' && operation.planning && isPlanningWrite(operation.planning)) return true;
    return false;
  }

  /** Every row of the victim in every table that has a user_id, of its wedding in every table that has a wedding_id, the user row, and its checkouts. */
  async function rowsOf(userId: string): Promise<string> {
    const { wedding_id: weddingId } = await t.app.db
      .selectFrom('wedding_members')
      .select('wedding_id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // Every schema's tables on PostgreSQL: this test's own are those search_path finds first.
    const listed = await (target === 'postgres'
      ? whileNoSchemaIsDropped(() => t.app.db.introspection.getTables())
      : t.app.db.introspection.getTables());
    // Only this test's schema: another worktree's test run may hold tables this one has not.
    const own =
      target === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db)).rows[0]?.schema
        : undefined;
    const tables = [
      ...new Map(
        listed.filter((table) => own === undefined || table.schema === own).map((table) => [table.name, table]),
      ).values(),
    ];
    const snapshot: Record<string, unknown[]> = {};
    for (const table of tables) {
      const columns = table.columns.map((column) => column.name);
      const db = t.app.db as unknown as {
        selectFrom: (name: string) => {
          selectAll: () => {
            where: (
              c: string,
              op: string,
              v: unknown,
            ) => { orderBy: (c: string) => { execute: () => Promise<unknown[]> } };
          };
        };
      };
      if (table.name === 'users') {
        snapshot.users = await db.selectFrom('users').selectAll().where('id', '=', userId).orderBy('id').execute();
      } else if (columns.includes('user_id')) {
        snapshot[table.name] = await db
          .selectFrom(table.name)
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy(columns[0])
          .execute();
      } else if (columns.includes('wedding_id')) {
        snapshot[table.name] = await db
          .selectFrom(table.name)
          .selectAll()
          .where('wedding_id', '=', weddingId)
          .orderBy(columns[0])
          .execute();
      } else if (table.name === 'weddings') {
        snapshot.weddings = await db
          .selectFrom('weddings')
          .selectAll()
          .where('id', '=', weddingId)
          .orderBy('id')
          .execute();
      }
    }
    const payments = (snapshot.payments ?? []) as Array<{ id: string }>;
    if (payments.length > 0) {
      snapshot.embedded_checkouts = await t.app.db
        .selectFrom('embedded_checkouts')
        .selectAll()
        .where(
          'payment_id',
          'in',
          payments.map((p) => p.id),
        )
        .orderBy('id')
        .execute();
    }
    return JSON.stringify(snapshot);
  }

  // Some thousand calls, every operation as every caller: 21 s alone on PostgreSQL, several times
  // that beside the journeys; twice a test's bound.
  it('holds for every operation and every caller, and for odd inputs', { timeout: 2 * TEST_TIMEOUT_MS }, async () => {
    operations = operationsOf(t.app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
    expect(operations.length).toBeGreaterThan(10);

    // The victim: an active subscriber with a userpic, a payment waiting at the checkout, and a
    // row made through every planning route that creates one (whatever routes exist by then).
    const victim = await signedInUser(t.app, { subscription: 'active' });
    const picture = profileForm({ brideName: 'Жертва' }, { data: await smallPng(), name: 'v.png', type: 'image/png' });
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/update',
      headers: victim.headers,
      payload: picture,
    });
    expect(updated.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/v1/payments/start?variant=month', headers: victim.headers });
    const foreignIds = new Set<string>([victim.id, updated.json().userpic.split('/').pop()]);
    for (const operation of operations.filter(
      (op) => op.planning && isPlanningWrite(op.planning) && op.pathParams.length === 0,
    )) {
      const body = validBody(operation);
      const res = await t.app.inject({
        method: operation.method,
        url: operation.path,
        headers: {
          ...victim.headers,
          ...(body.payload === undefined ? {} : { 'content-type': body.type ?? 'application/json' }),
        },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      });
      const json = (() => {
        try {
          return JSON.parse(res.body) as unknown;
        } catch {
          return null;
        }
      })();
      const found = JSON.stringify(json).match(/"id":"([^"]+)"/g) ?? [];
      for (const match of found) foreignIds.add(match.slice(6, -1));
    }
    for (const payment of await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', victim.id)
      .execute()) {
      foreignIds.add(payment.id);
    }
    for (const checkout of await t.app.db.selectFrom('embedded_checkouts').select('id').execute()) {
      foreignIds.add(checkout.id);
    }
    const victimRows = await rowsOf(victim.id);

    // The matrix: every operation, every caller, a plausible request.
    const kinds: Caller[] = ['anonymous', 'unconfirmed', 'never', 'active', 'ended', 'partner', 'helper', 'removed'];
    for (const operation of operations) {
      for (const kind of kinds) {
        const caller = await callerOf(kind);
        const body = validBody(operation);
        const params = Object.fromEntries(operation.pathParams.map((name) => [name, 'x1']));
        const query = Object.fromEntries(operation.queryParams.map((name) => [name, 'month']));
        await send(
          kind,
          { method: operation.method, url: urlOf(operation, params, query), cookie: caller?.cookie, ...body },
          refusedFor(operation, kind) ? 'never' : 'any',
        );
      }

      // Others with the victim's ids (a stranger, another wedding's partner, a removed member): in
      // the path no 2xx; in the body anything, but the victim's rows must stay as they were (checked below).
      for (const attackerKind of ['foreign', 'partner', 'removed'] as const) {
        const attacker = (await callerOf(attackerKind))!;
        for (const id of foreignIds) {
          const body = validBody(operation);
          const params = Object.fromEntries(operation.pathParams.map((name) => [name, encodeURIComponent(id)]));
          const query = Object.fromEntries(operation.queryParams.map((name) => [name, id]));
          const payload =
            body.payload && typeof body.payload === 'object' && !(body.payload instanceof FormData)
              ? { ...(body.payload as object), id, userId: id }
              : body.payload;
          await send(
            attackerKind,
            {
              method: operation.method,
              url: urlOf(operation, params, query),
              cookie: attacker.cookie,
              payload,
              type: body.type,
            },
            operation.pathParams.length > 0 ? 'never' : 'any',
          );
        }
      }

      // Odd inputs, as an active subscriber (who may call everything).
      const user = (await callerOf('odd'))!;
      const url = (value: string) =>
        urlOf(
          operation,
          Object.fromEntries(operation.pathParams.map((name) => [name, value])),
          Object.fromEntries(operation.queryParams.map((name) => [name, value])),
        );
      for (const id of ODD_IDS) {
        await send(
          'odd id',
          { method: operation.method, url: url(id), cookie: user.cookie },
          operation.pathParams.length > 0 ? 'never' : 'any',
        );
      }
      for (const text of INJECTIONS) {
        const base = operation.jsonBody ? sample(operation.jsonBody) : undefined;
        await send(
          'injection',
          {
            method: operation.method,
            url: url(encodeURIComponent(text)),
            cookie: user.cookie,
            ...(base === undefined ? {} : { payload: withStrings(base, text) as object }),
          },
          'any',
        );
      }
      if (operation.method === 'GET' || operation.method === 'DELETE') continue;
      const bodyIsChecked = operation.jsonBody !== null && (operation.jsonBody.required?.length ?? 0) > 0;
      const strict = bodyIsChecked ? 'never' : 'any';
      const at = url('x1');
      const depth = 5000;
      const raw: Array<[string, string]> = [
        ['malformed JSON', '{"email": "a@b.ru", "password": '],
        ['not an object', '[1, 2, 3]'],
        ['deep nesting', `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`],
        ['deep objects', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
        ['__proto__', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'],
      ];
      for (const [label, payload] of raw) {
        await send(label, { method: operation.method, url: at, cookie: user.cookie, payload }, strict);
      }
      if (operation.jsonBody) {
        await send(
          'wrong types',
          { method: operation.method, url: at, cookie: user.cookie, payload: wrongTypes(operation.jsonBody) },
          strict,
        );
        // A body without any text field (the budget total is one number) stays valid: any answer.
        const valid = sample(operation.jsonBody);
        const huge = withStrings(valid, MEGABYTE_STRING);
        const hasText = JSON.stringify(huge) !== JSON.stringify(valid);
        await send(
          '1 MB strings',
          { method: operation.method, url: at, cookie: user.cookie, payload: huge as object },
          hasText ? strict : 'any',
        );
      }
    }
    await t.app.background.settled();

    expect(tally.serverErrors).toEqual([]);
    expect(tally.unexpected2xx, tally.unexpected2xx.join('\n')).toEqual([]);
    expect(tally.leaks).toEqual([]);
    expect(await rowsOf(victim.id)).toBe(victimRows);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await t.api.get('/whoami', { cookie: victim.cookie })).json().brideName).toBe('Жертва');
  });
});
