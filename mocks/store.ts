import type { BudgetCategory } from '../src/contract/budget.ts';
import type { StoredBudgetItem } from '../src/contract/budget-rules.ts';
import type { StoredPurchase } from '../src/contract/purchase-rules.ts';
import type { Guest } from '../src/contract/guests.ts';
import { WEDDING_ANSWER_FIELDS } from '../src/contract/account.ts';
import type { SessionUser } from '../src/contract/session.ts';
import { scenarioGuests } from './guests-data.ts';
import {
  DEFAULT_SLOW_DELAY_MS,
  scenarioFile,
  scenarioUser,
  type CallFailure,
  type NetworkMode,
} from './scenario-files.ts';
import { MOCK_PASSWORD } from './scenarios.ts';
import type { MockTodoList } from './todo-store.ts';
import type { MockWedding } from './wedding-store.ts';
import type { ContractorBase, ContractorFile } from '../src/contract/contractors.ts';
import type { MockInvitations } from './invitations-store.ts';
import type { MockDay } from './wedding-day-seed.ts';
import type { StoredLookCard } from '../src/contract/look-rules.ts';
import type { MockConsultations } from './consultations-store.ts';
import type { NotificationSettings } from '../src/contract/notifications.ts';

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

/** A failure of a scenario and how many calls it has failed so far (for `times`). */
export interface ActiveFailure extends CallFailure {
  used: number;
}

/** One couple's budget, as the server keeps it: kopecks, categories by code. */
export interface MockBudget {
  totalKopecks: number;
  /** Whether per-person prices count the children on the guest list (POST /budget/people). */
  countChildren: boolean;
  categories: BudgetCategory[];
  items: StoredBudgetItem[];
}

/** The in-memory back end the handlers read and change: accounts and who holds the session. */
export interface MockDb {
  /** The scenario file it started from, or SESSION_SCENARIO for a pasted session user. */
  scenario: string;
  accounts: MockAccount[];
  /** The signed-in account's id; null without a session cookie. */
  sessionUserId: string | null;
  /** When that session's login happened (ms); null for a session from before the mock started. */
  sessionLoggedInAt: number | null;
  /** Calls that answer an error instead (mock mode in the browser only). */
  failures: ActiveFailure[];
  network: NetworkMode;
  delayMs: number;
  /** Each account's to-do checklist, by account id (mocks/handlers/todos.ts). */
  todos: Record<string, MockTodoList>;
  /** Budgets by account id, each made on the account's first budget call (mocks/handlers/budget.ts). */
  budgets: Record<string, MockBudget>;
  /** Each account's guest list, by account id. */
  guests: Record<string, Guest[]>;
  /** Members and invitations by wedding id, each made on its first call (mocks/handlers/wedding.ts). */
  weddings?: Record<string, MockWedding>;
  /** Parts of the day, invitations and the deadline by account id (mocks/handlers/invitations.ts). */
  invitations?: Record<string, MockInvitations>;
  /** Each member's own choice of mail from the product, by user id (mocks/handlers/notifications.ts). */
  notifications?: Record<string, NotificationSettings>;
  /** Seating plans by account id, each made on the account's first seating call (mocks/handlers/seating.ts). */
  seating?: Record<string, MockSeating>;
  /** Notes by account id, each list made on the account's first notes call (mocks/handlers/notes.ts). */
  notes?: Record<string, MockNote[]>;
  /** Shopping lists by account id, each made on the first call (mocks/handlers/purchases.ts). */
  purchases?: Record<string, StoredPurchase[]>;
  /** The wedding day's timeline by plan key, made on the first day call (mocks/handlers/wedding-day.ts). */
  weddingDay?: Record<string, MockDay>;
  /** The looks and decor boards' cards by account id (mocks/handlers/looks.ts). */
  looks?: Record<string, StoredLookCard[]>;
  /** Contractors and their files by plan key, made on the first contractors call (mocks/handlers/contractors.ts). */
  contractors?: Record<string, MockContractors>;
  /** Consultation slots and bookings by plan key (mocks/handlers/consultations.ts). */
  consultations?: Record<string, MockConsultations>;
}

/** A note as the contract answers it (src/contract/notes.ts). */
export interface MockNote {
  id: string;
  title: string;
  text: string;
  updatedAt: string;
}

/** A couple's contractors and their files (the bytes in base64, so the store stays JSON). */
export interface MockContractors {
  contractors: ContractorBase[];
  files: Array<ContractorFile & { contractorId: string; base64: string }>;
}

/** A couple's seating plan: tables, who sits where (guest id to table id), rules. */
export interface MockSeating {
  tables: Array<{
    id: string;
    name: string;
    shape: 'round' | 'rect';
    seats: number;
    x: number;
    y: number;
    head: boolean;
  }>;
  seats: Record<string, string>;
  rules: Array<{ id: string; kind: 'together' | 'apart'; guestIds: string[] }>;
}

/** The scenario name of a back end started from a session user support pasted. */
export const SESSION_SCENARIO = 'session';

/** A confirmed account with the mock password, nothing mailed yet. */
function mockAccount(user: SessionUser): MockAccount {
  return { user, password: MOCK_PASSWORD, activated: true, code: null, codeSentAt: null, restoreToken: null };
}

/** A freshly registered account: nothing filled in, the wizard pending, never subscribed, not yet confirmed. */
export function newAccount(email: string, id = `u_${crypto.randomUUID()}`): MockAccount {
  const answers = Object.fromEntries(WEDDING_ANSWER_FIELDS.map((field) => [field, null]));
  const user = { id, email: email.trim().toLowerCase(), userpic: null, ...answers };
  const wedding = { id: `w_${crypto.randomUUID()}`, role: 'owner' as const };
  const fresh = { ...user, isShowAdvice: false, isShowInitWizard: true, subscriptions: null, wedding } as SessionUser;
  const account = { ...mockAccount(fresh), password: '', activated: false };
  mockDb.accounts.push(account);
  return account;
}

export const mockDb: MockDb = createDb('logged-out');

function createDb(scenario: string): MockDb {
  const file = scenarioFile(scenario);
  const user = scenarioUser(file);
  return {
    scenario,
    accounts: [mockAccount(user)],
    sessionUserId: file.signedIn === false ? null : user.id,
    sessionLoggedInAt: null,
    failures: (file.failures ?? []).map((failure) => ({ ...failure, used: 0 })),
    network: file.network ?? 'normal',
    delayMs: file.delayMs ?? DEFAULT_SLOW_DELAY_MS,
    todos: {},
    budgets: {},
    guests: { [user.id]: scenarioGuests(scenario) },
    weddings: {},
    seating: {},
    invitations: {},
    notes: {},
    purchases: {},
    weddingDay: {},
    looks: {},
    contractors: {},
    consultations: {},
    notifications: {},
  };
}

/** Starts over from a scenario of mocks/scenarios/ (tests call this before each case). */
export function resetMockDb(scenario: string): void {
  replaceMockDb(createDb(scenario));
}

/**
 * Puts `fresh` in the store's place, dropping what it does not hold: a section may keep its rows
 * under a key of its own, declared beside its handler (`declare module '…/store.ts' { interface
 * MockDb { messages?: … } }`), made on its first call, and a reset forgets them with no line here.
 */
function replaceMockDb(fresh: MockDb): void {
  for (const key of Object.keys(mockDb)) {
    if (!(key in fresh)) delete (mockDb as unknown as Record<string, unknown>)[key];
  }
  Object.assign(mockDb, fresh);
}

/** Starts over signed in as exactly this user (what support pasted from /whoami). */
export function resetMockDbToSession(user: SessionUser): void {
  replaceMockDb({
    scenario: SESSION_SCENARIO,
    accounts: [mockAccount(structuredClone(user))],
    sessionUserId: user.id,
    sessionLoggedInAt: null,
    failures: [],
    network: 'normal',
    delayMs: DEFAULT_SLOW_DELAY_MS,
    todos: {},
    budgets: {},
    guests: {},
    weddings: {},
    seating: {},
    invitations: {},
    notes: {},
    purchases: {},
    weddingDay: {},
    looks: {},
    contractors: {},
    consultations: {},
    notifications: {},
  } satisfies MockDb);
}

/** Restores a saved copy (the browser keeps one across reloads). */
export function restoreMockDb(saved: MockDb): void {
  replaceMockDb({ ...createDb('logged-out'), ...structuredClone(saved) });
  mockDb.budgets ??= {};
  mockDb.weddings ??= {};
  mockDb.invitations ??= {};
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

/** The signed-in account in a call whose guard (mockRoute) has let only a session through. */
export function signedInAccount(): MockAccount {
  const account = sessionAccount();
  if (!account) throw new Error('a session call answered without a session');
  return account;
}

export function findAccountById(id: string): MockAccount | undefined {
  return mockDb.accounts.find((account) => account.user.id === id);
}

export function findAccount(email: string): MockAccount | undefined {
  return mockDb.accounts.find((account) => account.user.email.toLowerCase() === email.trim().toLowerCase());
}

/**
 * Where a member's plan lives in the mock: under the account of their wedding's owner, so a partner or
 * a helper sees the owner's guests, budget and to-dos as the server shows one plan to every member
 * (tests and scenarios keep keying the plan by the owner's id). Without an owner account, their own.
 */
export function planKeyOf(user: SessionUser): string {
  const weddingId = user.wedding?.id;
  if (!weddingId || user.wedding?.role === 'owner') return user.id;
  return ownerOf(weddingId)?.id ?? user.id;
}

/** The owner of a wedding among the mock's accounts, if one of them is. */
export const ownerOf = (weddingId: string) =>
  mockDb.accounts.find(({ user }) => user.wedding?.id === weddingId && user.wedding.role === 'owner')?.user;
