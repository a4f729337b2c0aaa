import type { SessionUser } from '../src/contract/session.ts';
import { coupleUser, MOCK_PASSWORD, type ScenarioName } from './scenarios.ts';

export interface MockAccount {
  user: SessionUser;
  password: string;
  /** False until the mailed code has been entered; such an account cannot log in. */
  activated: boolean;
  /** The confirmation code mailed last, and when (ms since the epoch; resend waits a minute). */
  code: string | null;
  codeSentAt: number | null;
  /** The restore token mailed last; spent by POST /user/check-password. */
  restoreToken: string | null;
}

/** The in-memory back end the handlers read and change: accounts and who holds the session. */
export interface MockDb {
  scenario: ScenarioName;
  accounts: MockAccount[];
  /** The signed-in account's id; null without a session cookie. */
  sessionUserId: string | null;
}

export const mockDb: MockDb = createDb('logged-out');

function createDb(scenario: ScenarioName): MockDb {
  const user = coupleUser(scenario === 'logged-out' ? 'active' : scenario);
  return {
    scenario,
    accounts: [{ user, password: MOCK_PASSWORD, activated: true, code: null, codeSentAt: null, restoreToken: null }],
    sessionUserId: scenario === 'logged-out' ? null : user.id,
  };
}

/** Starts over from a scenario (tests call this before each case). */
export function resetMockDb(scenario: ScenarioName): void {
  Object.assign(mockDb, createDb(scenario));
}

/** Restores a saved copy (the browser keeps one across reloads). */
export function restoreMockDb(saved: MockDb): void {
  Object.assign(mockDb, structuredClone(saved));
  // A copy saved before accounts had these fields holds confirmed accounts only.
  for (const account of mockDb.accounts) {
    account.activated ??= true;
    account.code ??= null;
    account.codeSentAt ??= null;
    account.restoreToken ??= null;
  }
}

export function sessionUser(): SessionUser | null {
  return mockDb.accounts.find((account) => account.user.id === mockDb.sessionUserId)?.user ?? null;
}

export function sessionAccount(): MockAccount | undefined {
  return mockDb.accounts.find((account) => account.user.id === mockDb.sessionUserId);
}

export function findAccountById(id: string): MockAccount | undefined {
  return mockDb.accounts.find((account) => account.user.id === id);
}

export function findAccount(email: string): MockAccount | undefined {
  return mockDb.accounts.find((account) => account.user.email.toLowerCase() === email.trim().toLowerCase());
}
