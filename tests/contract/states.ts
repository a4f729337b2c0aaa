import type { FastifyInstance } from 'fastify';
import couple from '../../mocks/couple.json';
import { MOCK_CODE, MOCK_PASSWORD, MOCK_RESTORE_TOKEN } from '../../mocks/scenarios.ts';
import { mockInviteToken } from '../../mocks/wedding-store.ts';
import { newEmail, signUp } from '../support/accounts.ts';
import { newestMail, readOutbox, waitForMail } from '../support/outbox.ts';
import { answerFromServer, CookieJar } from './answers.ts';
import { openConsultationSlots } from '../../server/features/consultations/public.ts';

/** The states a contract case starts from; each is a mock scenario on one side, a real account on the other. */
export type ContractState = 'logged-out' | 'active' | 'never-subscribed' | 'ended' | 'wizard-pending' | 'helper';

/** The scenario of mocks/scenarios/ that stands for each state. */
export const MOCK_SCENARIO_OF: Record<ContractState, string> = {
  'logged-out': 'logged-out',
  active: 'active',
  'never-subscribed': 'no-subscription',
  ended: 'ended-subscription',
  'wizard-pending': 'wizard-pending',
  helper: 'helper',
};

/**
 * What a case's calls may name, on each side its own: the account of the state, fresh addresses
 * to register, and what the "mail" brought (the server writes it to its outbox; the mock's code and
 * token are fixed).
 */
export interface CallContext {
  email: string;
  password: string;
  userId: string;
  freshEmail: () => string;
  mailedCode: (email: string) => Promise<string>;
  mailedRestoreToken: (email: string) => Promise<string>;
  /** The token of the newest invitation mailed to an address (POST /wedding/members). */
  mailedInviteToken: (email: string) => Promise<string>;
}

export const MOCK_CONTEXT: CallContext = {
  email: couple.email,
  password: MOCK_PASSWORD,
  userId: couple.id,
  freshEmail: () => newEmail('mock'),
  mailedCode: async () => MOCK_CODE,
  mailedRestoreToken: async () => MOCK_RESTORE_TOKEN,
  mailedInviteToken: async (email) => mockInviteToken(email),
};

function serverContext(dataDir: string, account: { email: string; password: string; userId: string }): CallContext {
  return {
    ...account,
    freshEmail: () => newEmail('contract'),
    mailedCode: async (email) => (await waitForMail(dataDir, email)).code!,
    mailedRestoreToken: (email) => restoreTokenMailed(dataDir, email),
    mailedInviteToken: (email) => inviteTokenMailed(dataDir, email),
  };
}

/** The token of the newest invitation mail to an address (other mail, a confirmation code, may have come since). */
async function inviteTokenMailed(dataDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await readOutbox(dataDir)).reverse().filter((mail) => mail.to.toLowerCase() === email);
    for (const mail of mails) {
      const link = /\/profile\/join\?token=([\w-]+)/.exec(mail.text);
      if (link) return link[1];
    }
    if (Date.now() > deadline) throw new Error(`no invitation mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of the newest restore mail to an address; it is sent after the answer, so it may take a moment. */
async function restoreTokenMailed(dataDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const token = (await newestMail(dataDir, email))?.token;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no restore mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const API = 'http://localhost:3000/api/v1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A request to /api/v1 as the app sends it: JSON, or a multipart form (POST /user/update). */
export function apiRequest(
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string | File>; rawBody?: string; contentType?: string } = {},
): Request {
  const headers = new Headers({ accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.form)) form.append(name, value);
    body = form;
  } else if (options.rawBody !== undefined) {
    headers.set('content-type', options.contentType ?? 'application/json');
    body = options.rawBody;
  }
  return new Request(`${API}${path}`, { method, headers, body });
}

/** The couple's profile as mocks/couple.json has it, for the real account to match. */
function coupleProfileForm(): Record<string, string> {
  return {
    brideName: couple.brideName,
    groomName: couple.groomName,
    registrationDate: couple.registrationDate,
    registrationLocation: couple.registrationLocation,
    banquetDate: couple.banquetDate,
    banquetLocation: couple.banquetLocation,
    amountOfGuests: String(couple.amountOfGuests),
    isShowInitWizard: 'false',
  };
}

/**
 * Two consultation slots support opens for every state, a few days ahead (at minutes no other call
 * took), so a case that books finds a free one on the server as it does in the mocks.
 */
async function openConsultationSlotsAhead(app: FastifyInstance): Promise<void> {
  const now = new Date();
  const starts = [3, 4].map(
    (days) => new Date(now.getTime() + days * DAY_MS + Math.floor(Math.random() * 1440) * 60_000),
  );
  await openConsultationSlots(app.db, starts, now);
}

async function subscribe(app: FastifyInstance, userId: string, daysLeft: number): Promise<void> {
  const now = new Date();
  const { wedding_id } = await app.db
    .selectFrom('wedding_members')
    .select('wedding_id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('subscriptions')
    .values({
      wedding_id,
      tariff_id: 'month',
      expires_at: new Date(now.getTime() + daysLeft * DAY_MS).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
}

/**
 * The real account for a state, made the way a person makes it: registered and confirmed (the code
 * read from the outbox), the wizard's fields saved through POST /user/update; the subscription is
 * written the way a confirmed payment leaves it.
 */
export async function prepareServerState(
  app: FastifyInstance,
  dataDir: string,
  state: ContractState,
): Promise<{ context: CallContext; jar: CookieJar }> {
  const user = await signUp(app, dataDir);
  await openConsultationSlotsAhead(app);
  const jar = new CookieJar();
  jar.cookies.set('session', user.cookie.replace(/^session=/, ''));
  if (state !== 'wizard-pending') {
    const saved = await answerFromServer(app, apiRequest('POST', '/user/update', { form: coupleProfileForm() }), jar);
    if (saved.status !== 200) throw new Error(`profile: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  if (state === 'active' || state === 'logged-out') await subscribe(app, user.userId, 27);
  if (state === 'ended') await subscribe(app, user.userId, -3);
  if (state === 'helper') {
    // Invitations are to come: the account's own subscribed wedding, with the account as its helper.
    await subscribe(app, user.userId, 27);
    await app.db.updateTable('wedding_members').set({ role: 'helper' }).where('user_id', '=', user.userId).execute();
  }
  if (state === 'logged-out') jar.cookies.clear();
  return { context: serverContext(dataDir, { email: user.email, password: user.password, userId: user.userId }), jar };
}
