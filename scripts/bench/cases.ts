/*
 * What the bench drives. Adding a route to the figures is adding an entry here:
 *
 * - API_CASES: one row each in the `api` suite's tables, on SQLite and PostgreSQL, every round
 *   paired with a bare-route run right before it;
 * - LOAD_MIX: the requests every simulated couple of the `load` suite repeats, in order.
 *
 * The planning tools' cases run against a couple with a real wedding's plan (planning-seed.ts: 60
 * budget items, 120 guests, the seeded checklist), so a list read returns a list of that size and a
 * write changes one row of it ({budgetItem}, {guest}, {todo} in a path name the couple's own rows)
 * without growing it from round to round.
 */

/** Who sends the request: nobody, or a signed-in couple with an active subscription. */
export type Sender = 'anonymous' | 'couple';

/** Rows a bench couple owns, named in a case's path as {budgetItem}, {guest} or {todo}. */
export type PlanningIds = Record<'budgetItem' | 'guest' | 'todo', string>;

/** The case's path with the couple's own row ids put in. */
export function pathFor(spec: RequestSpec, ids: PlanningIds | undefined): string {
  return spec.path.replace(/\{(budgetItem|guest|todo)\}/g, (_, name: keyof PlanningIds) => {
    if (!ids) throw new Error(`${spec.path} needs a couple with a plan (seedPlanning)`);
    return ids[name];
  });
}

export interface RequestSpec {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  as: Sender;
  /** The request body and its content type, if any. */
  body?: { contentType: string; text: string };
}

export interface ApiCase extends RequestSpec {
  name: string;
  /** Concurrent connections; 10 unless said. */
  connections?: number;
  /** 'open-login' runs the product with the login limits raised (see open-login-server.ts). */
  server?: 'main' | 'open-login';
  /** Run on SQLite only (today: the argon2-bound login, whose figure is the hash, not the database). */
  sqliteOnly?: boolean;
}

const BOUNDARY = 'wedding-bench-boundary';

/** A multipart form as a browser sends it (POST /user/update only takes multipart). */
export function multipartForm(fields: Record<string, string>): { contentType: string; text: string } {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, text: `${parts.join('')}--${BOUNDARY}--\r\n` };
}

/** A couple's JSON request. */
function json(method: 'POST' | 'PATCH', path: string, body: unknown): RequestSpec {
  return { method, path, as: 'couple', body: { contentType: 'application/json', text: JSON.stringify(body) } };
}

/** The profile form of the first-run wizard: a validated write (one UPDATE, fsynced). */
export const PROFILE_UPDATE: RequestSpec = {
  method: 'POST',
  path: '/api/v1/user/update',
  as: 'couple',
  body: multipartForm({ brideName: 'Анна', groomName: 'Пётр', banquetLocation: 'Москва' }),
};

export const API_CASES: ApiCase[] = [
  { name: 'GET /api/v1/health', path: '/api/v1/health', as: 'anonymous' },
  { name: 'GET /api/v1/whoami (session)', path: '/api/v1/whoami', as: 'couple' },
  { name: 'GET /api/v1/whoami, 50 connections', path: '/api/v1/whoami', as: 'couple', connections: 50 },
  { name: 'GET /api/v1/subscriptions/variants (list)', path: '/api/v1/subscriptions/variants', as: 'anonymous' },
  { name: 'GET /api/v1/advices/get-one/random (planning)', path: '/api/v1/advices/get-one/random', as: 'couple' },
  { name: 'POST /api/v1/user/update (validated write)', ...PROFILE_UPDATE },
  { name: 'GET /api/v1/budget (60 items)', path: '/api/v1/budget', as: 'couple' },
  {
    name: 'PATCH /api/v1/budget/{id} (validated write)',
    ...json('PATCH', '/api/v1/budget/{budgetItem}', { paid: 7500 }),
  },
  { name: 'GET /api/v1/guests (120 guests)', path: '/api/v1/guests', as: 'couple' },
  {
    name: 'PATCH /api/v1/guests/{id} (validated write)',
    ...json('PATCH', '/api/v1/guests/{guest}', { checked: true }),
  },
  { name: 'GET /api/v1/todos (seeded checklist)', path: '/api/v1/todos', as: 'couple' },
  { name: 'PATCH /api/v1/todos/{id} (validated write)', ...json('PATCH', '/api/v1/todos/{todo}', { checked: true }) },
  {
    name: 'POST /api/v1/user/auth (argon2id)',
    method: 'POST',
    path: '/api/v1/user/auth',
    as: 'anonymous',
    // body filled in with the couple's e-mail and password by the suite
    server: 'open-login',
    sqliteOnly: true,
  },
];

/** One simulated couple's round of the `load` suite: mostly reads, one write, as the app uses them. */
export const LOAD_MIX: RequestSpec[] = [
  { path: '/api/v1/whoami', as: 'couple' },
  { path: '/api/v1/advices/get-one/random', as: 'couple' },
  { path: '/api/v1/subscriptions/variants', as: 'couple' },
  { path: '/api/v1/whoami', as: 'couple' },
  PROFILE_UPDATE,
  { path: '/api/v1/budget', as: 'couple' },
  json('PATCH', '/api/v1/budget/{budgetItem}', { paid: 7500 }),
  { path: '/api/v1/guests', as: 'couple' },
  json('PATCH', '/api/v1/guests/{guest}', { checked: true }),
  { path: '/api/v1/todos', as: 'couple' },
  json('PATCH', '/api/v1/todos/{todo}', { checked: true }),
];
