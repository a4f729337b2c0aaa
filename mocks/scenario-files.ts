import type { SessionUser, SubscriptionSummary } from '../src/contract/session.ts';
import couple from './couple.json';

/**
 * A scenario is one JSON file in mocks/scenarios/: its file name is its name, its fields say how
 * the mock back end starts. Adding a scenario is adding a file; nothing else changes.
 *
 * - `description`: what support sees in the panel (Russian).
 * - `signedIn`: false starts without a session (the account still exists; default true).
 * - `user`: session-user fields that differ from the standard couple (mocks/couple.json).
 * - `subscription`: `{ name, daysLeft }` counted from today (`daysLeft <= 0`: ended); null or
 *   absent: never subscribed.
 * - `failures`: calls that answer an error, `{ call: "GET /whoami", status, message?, field?, times? }`;
 *   `call` is a method (or `*`) and a path under /api/v1 where `:name` matches one segment and a
 *   trailing `*` the rest; `times` fails only the first N calls.
 * - `network`: "normal", "slow" (every answer `delayMs` late, default 3000) or "offline".
 * - `path`: the screen the app opens at, e.g. "/settings".
 * - `plan`: another scenario whose plan (its guest list and invitations) this one starts with, so a
 *   section's page scenario shows the households another section's scenario made, with no line in
 *   their seeds (the messages page writes to the invitations page's households).
 */
export interface ScenarioFile {
  description: string;
  signedIn?: boolean;
  user?: Partial<Omit<SessionUser, 'subscriptions'>>;
  subscription?: { name: string; daysLeft: number } | null;
  failures?: CallFailure[];
  network?: NetworkMode;
  delayMs?: number;
  path?: string;
  plan?: string;
}

export type NetworkMode = 'normal' | 'slow' | 'offline';

export interface CallFailure {
  /** "GET /whoami", "PATCH /budget/:id", "* /user/*". */
  call: string;
  status: number;
  /** The error's text; the catalogue's usual text for the status when absent. */
  message?: string;
  /** For a 422: the form field the message belongs to. */
  field?: string;
  /** Fail only the first N calls; every call when absent. */
  times?: number;
}

export const DEFAULT_SLOW_DELAY_MS = 3000;

const USER_FIELDS = new Set(Object.keys(couple));
const SCENARIO_FIELDS = new Set([
  'description',
  'signedIn',
  'user',
  'subscription',
  'failures',
  'network',
  'delayMs',
  'path',
  'plan',
]);
const FAILURE_FIELDS = new Set(['call', 'status', 'message', 'field', 'times']);
const CALL_PATTERN = /^(\*|GET|POST|PUT|PATCH|DELETE) \/\S*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a scenario file and names the first thing wrong with it, so a typo never passes silently. */
export function parseScenarioFile(name: string, data: unknown): ScenarioFile {
  const fail = (why: string): never => {
    throw new Error(`mocks/scenarios/${name}.json: ${why}`);
  };
  if (!isRecord(data)) return fail('must be a JSON object');
  for (const key of Object.keys(data)) if (!SCENARIO_FIELDS.has(key)) fail(`unknown field "${key}"`);
  if (typeof data.description !== 'string' || data.description.trim() === '') fail('"description" is required');
  if (data.signedIn !== undefined && typeof data.signedIn !== 'boolean') fail('"signedIn" must be true or false');
  if (data.user !== undefined) {
    if (!isRecord(data.user)) fail('"user" must be an object');
    for (const key of Object.keys(data.user as object)) {
      if (!USER_FIELDS.has(key) || key === 'subscriptions') fail(`"user.${key}" is not a session-user field`);
    }
  }
  if (data.subscription !== undefined && data.subscription !== null) {
    const subscription = data.subscription;
    if (!isRecord(subscription) || typeof subscription.name !== 'string' || !Number.isInteger(subscription.daysLeft)) {
      fail('"subscription" must be null or { "name": "…", "daysLeft": whole number }');
    }
  }
  if (data.failures !== undefined) {
    if (!Array.isArray(data.failures)) fail('"failures" must be a list');
    for (const failure of data.failures as unknown[]) {
      if (!isRecord(failure)) return fail('each failure must be an object');
      for (const key of Object.keys(failure)) if (!FAILURE_FIELDS.has(key)) fail(`unknown failure field "${key}"`);
      if (typeof failure.call !== 'string' || !CALL_PATTERN.test(failure.call)) {
        fail(`failure "call" must look like "GET /whoami", not ${JSON.stringify(failure.call)}`);
      }
      if (!Number.isInteger(failure.status) || (failure.status as number) < 400 || (failure.status as number) > 599) {
        fail('failure "status" must be an error status (400–599)');
      }
      if (failure.times !== undefined && !(Number.isInteger(failure.times) && (failure.times as number) > 0)) {
        fail('failure "times" must be a positive whole number');
      }
    }
  }
  if (data.network !== undefined && !['normal', 'slow', 'offline'].includes(data.network as string)) {
    fail('"network" must be "normal", "slow" or "offline"');
  }
  if (data.delayMs !== undefined && !(Number.isInteger(data.delayMs) && (data.delayMs as number) >= 0)) {
    fail('"delayMs" must be a whole number of milliseconds');
  }
  if (data.path !== undefined && (typeof data.path !== 'string' || !data.path.startsWith('/'))) {
    fail('"path" must start with /');
  }
  if (data.plan !== undefined && (typeof data.plan !== 'string' || data.plan === name)) {
    fail('"plan" must name another scenario');
  }
  return data as unknown as ScenarioFile;
}

const files = import.meta.glob<unknown>('./scenarios/*.json', { eager: true, import: 'default' });

/** Every scenario by name, in file-name order. */
export const scenarioFiles: ReadonlyMap<string, ScenarioFile> = new Map(
  Object.entries(files)
    .map(([file, data]) => {
      const name = file.replace(/^.*\//, '').replace(/\.json$/, '');
      return [name, parseScenarioFile(name, data)] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b)),
);

export function scenarioFile(name: string): ScenarioFile {
  const scenario = scenarioFiles.get(name);
  if (!scenario) throw new Error(`no scenario "${name}" in mocks/scenarios/`);
  return scenario;
}

/** The scenario whose plan data (guests, invitations) `name` starts with: its `plan`, or itself. */
export function planScenarioOf(name: string): string {
  const plan = scenarioFiles.get(name)?.plan;
  if (plan === undefined) return name;
  if (!scenarioFiles.has(plan)) throw new Error(`mocks/scenarios/${name}.json: no plan "${plan}"`);
  return plan;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `daysLeft` from today, as the server reports it: whole days and the end at midnight UTC. */
export function subscriptionEndingIn(name: string, daysLeft: number, now = Date.now()): SubscriptionSummary {
  const end = new Date(now + daysLeft * DAY_MS);
  end.setUTCHours(0, 0, 0, 0);
  return { name, expires: daysLeft, expiresDate: end.toISOString() };
}

/** The session user a scenario starts with: the standard couple with the scenario's changes. */
export function scenarioUser(scenario: ScenarioFile): SessionUser {
  const subscription = scenario.subscription === undefined ? null : scenario.subscription;
  return {
    ...(couple as SessionUser),
    ...scenario.user,
    subscriptions: subscription && subscriptionEndingIn(subscription.name, subscription.daysLeft),
  } as SessionUser;
}
