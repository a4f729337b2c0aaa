import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Guest } from '../../../src/contract/guests.ts';
import {
  RSVP_PAGE_BASE,
  RSVP_TOKEN_PATTERN,
  type Invitation,
  type InvitationBulkCreate,
  type InvitationCreate,
  type RsvpAnswer,
  type RsvpAnswerRequest,
  type RsvpDiet,
  type RsvpPage,
  type WeddingEvent,
  type WeddingEventCreate,
  type WeddingEventPatch,
} from '../../../src/contract/invitations.ts';
import {
  bulkInvitees,
  defaultEvents,
  ERASED_GUEST_CHANGES,
  erasedHouseholdFields,
  eventChanges,
  invitationProblem,
  invitationSeen,
  newEvent,
  newInvitation,
  rsvpAnswerFields,
  rsvpAnswerProblem,
  rsvpGuestUpdates,
  rsvpPageOf,
  tooManyEvents,
  unknownEventProblem,
} from '../../../src/contract/invitation-rules.ts';
import { householdAtEvent, invitationSummaryOf } from '../../../src/contract/people-rules.ts';
import { dietOf } from '../../../src/contract/rsvp-rules.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import type { Database } from '../../db/database.ts';
import type { WeddingEventsTable } from './tables.ts';
import { HttpError, refuseOn, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { applyRsvpAnswer, changeGuests, listGuestsForInvitations } from '../guests/public.ts';
import { weddingAnswersOf } from '../wedding/public.ts';
import * as repository from './repository.ts';

/*
 * Invitations and answers: the parts of the day (seeded once per wedding from the wizard's
 * registration and banquet), one invitation per household with an unguessable token, and the
 * household's answers, which confirm guests on the list at once.
 *
 * The token is 128 random bits. The public page finds an invitation by the token's SHA-256 only;
 * the token is kept beside it so the couple can copy the link and print the QR code again.
 */
type Db = Kysely<Database>;

export interface InvitationDeps {
  db: Db;
  now: () => Date;
  /** Where the public pages live (PUBLIC_URL), for the invitations' links. */
  publicUrl: string;
}

const nowOf = (deps: InvitationDeps) => deps.now().toISOString();
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
const notFound = () => new HttpError(404, t('errors:server.notFound'));
const tokenPattern = new RegExp(RSVP_TOKEN_PATTERN);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function pageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${RSVP_PAGE_BASE}${token}`;
}

function eventOf(row: repository.EventRow): WeddingEvent {
  return { id: row.id, name: row.name, startsAt: row.starts_at, place: row.place, address: row.address };
}

const parseIds = (text: string): string[] => JSON.parse(text) as string[];

/** Gives a wedding its registration and banquet once, on its first invitations call; race-safe. */
export async function ensureSeeded(deps: InvitationDeps, weddingId: string): Promise<void> {
  if (await repository.findSettings(deps.db, weddingId)) return;
  const now = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repository.insertSettingsOnce(trx, weddingId, now))) return;
    const answers = await weddingAnswersOf(trx, weddingId);
    const wizard = {
      registrationDate: answers?.registration_date,
      registrationLocation: answers?.registration_location,
      banquetDate: answers?.banquet_date,
      banquetLocation: answers?.banquet_location,
    };
    await repository.insertEvents(
      trx,
      defaultEvents(wizard, () => newId('ev'), t).map(({ startsAt, ...event }, index) => ({
        ...event,
        wedding_id: weddingId,
        starts_at: startsAt,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    );
  });
}

export async function listEvents(deps: InvitationDeps, weddingId: string): Promise<WeddingEvent[]> {
  return (await repository.listEvents(deps.db, weddingId)).map(eventOf);
}

export async function addEvent(
  deps: InvitationDeps,
  weddingId: string,
  body: WeddingEventCreate,
): Promise<WeddingEvent> {
  const now = nowOf(deps);
  // The count and the insert under the wedding's lock, so concurrent adds stop at the cap.
  const row = await underWeddingLock(deps.db, weddingId, async (trx) => {
    const existing = await repository.listEvents(trx, weddingId);
    refuseWith(tooManyEvents(existing.length));
    const event = newEvent(newId('ev'), body);
    const added = {
      id: event.id,
      wedding_id: weddingId,
      name: event.name,
      starts_at: event.startsAt,
      place: event.place,
      address: event.address,
      position: Math.max(0, ...existing.map((event) => event.position)) + 1,
      created_at: now,
      updated_at: now,
    };
    await repository.insertEvents(trx, [added]);
    return added;
  });
  return eventOf(row);
}

export async function changeEvent(
  deps: InvitationDeps,
  weddingId: string,
  id: string,
  body: WeddingEventPatch,
): Promise<WeddingEvent> {
  const { startsAt, ...fields } = eventChanges(body);
  const changes: Partial<WeddingEventsTable> = {
    ...fields,
    ...(startsAt !== undefined && { starts_at: startsAt }),
    updated_at: nowOf(deps),
  };
  if (!(await repository.updateEvent(deps.db, weddingId, id, changes))) throw notFound();
  const row = (await repository.listEvents(deps.db, weddingId)).find((event) => event.id === id)!;
  return eventOf(row);
}

export async function removeEvent(deps: InvitationDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deleteEvent(deps.db, weddingId, id))) throw notFound();
}

/** An invitation's row as the couple sees it, with guests and parts that are gone left out. */
function invitationOf(
  deps: InvitationDeps,
  row: repository.InvitationRow,
  guestIds: ReadonlySet<string>,
  eventIds: ReadonlySet<string>,
): Invitation {
  const invitation: Invitation = {
    id: row.id,
    guestIds: parseIds(row.guest_ids),
    eventIds: parseIds(row.event_ids),
    url: pageUrl(deps.publicUrl, row.token),
    answeredAt: row.answered_at,
    createdAt: row.created_at,
    answers: JSON.parse(row.answers) as RsvpAnswer[],
    halfName: row.half_name,
    childrenCount: Number(row.children_count),
    diet: '',
    diets: JSON.parse(row.diets) as RsvpDiet[],
    message: row.message,
    transfer: Number(row.transfer) === 1,
    overnight: Number(row.overnight) === 1,
    erasedAt: row.erased_at,
  };
  return invitationSeen(invitation, guestIds, eventIds);
}

interface Plan {
  guests: Guest[];
  events: repository.EventRow[];
  rows: repository.InvitationRow[];
}

async function planOf(deps: InvitationDeps, weddingId: string): Promise<Plan> {
  const [guests, events, rows] = await Promise.all([
    listGuestsForInvitations(deps.db, weddingId),
    repository.listEvents(deps.db, weddingId),
    repository.listInvitations(deps.db, weddingId),
  ]);
  return { guests, events, rows };
}

function invitationsOf(deps: InvitationDeps, plan: Plan): Invitation[] {
  const guestIds = new Set(plan.guests.map((guest) => guest.id));
  const eventIds = new Set(plan.events.map((event) => event.id));
  return plan.rows.map((row) => invitationOf(deps, row, guestIds, eventIds));
}

export async function listInvitations(deps: InvitationDeps, weddingId: string): Promise<Invitation[]> {
  return invitationsOf(deps, await planOf(deps, weddingId));
}

/** A household as the messages reach it: its invitation as the couple's list has it, its guests and its token. */
export interface Household {
  invitation: Invitation;
  guests: Guest[];
  token: string;
}

/** Every household of the wedding, in the list's order (messages to guests, server/features/messages). */
export async function listHouseholds(deps: InvitationDeps, weddingId: string): Promise<Household[]> {
  const plan = await planOf(deps, weddingId);
  const byId = new Map(plan.guests.map((guest) => [guest.id, guest]));
  return invitationsOf(deps, plan).map((invitation, index) => ({
    invitation,
    guests: invitation.guestIds.map((id) => byId.get(id)!),
    token: plan.rows[index]!.token,
  }));
}

function newInvitationRow(deps: InvitationDeps, weddingId: string, guestIds: string[], eventIds: string[]) {
  const token = randomBytes(16).toString('base64url');
  const now = nowOf(deps);
  return {
    id: newId('inv'),
    wedding_id: weddingId,
    token_hash: hashToken(token),
    token,
    guest_ids: JSON.stringify(guestIds),
    event_ids: JSON.stringify(eventIds),
    answers: '[]',
    half_name: null,
    answered_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** A new invitation's answer: its guests and parts were just checked to exist. */
function answerOfNew(deps: InvitationDeps, row: ReturnType<typeof newInvitationRow>): Invitation {
  const { id, created_at: createdAt } = row;
  const url = pageUrl(deps.publicUrl, row.token);
  return newInvitation({ id, url, createdAt, guestIds: parseIds(row.guest_ids), eventIds: parseIds(row.event_ids) });
}

const eventIdsOf = (plan: Plan) => new Set(plan.events.map((event) => event.id));

function invitedGuestIds(deps: InvitationDeps, plan: Plan): Set<string> {
  return new Set(invitationsOf(deps, plan).flatMap((invitation) => invitation.guestIds));
}

export async function addInvitation(
  deps: InvitationDeps,
  weddingId: string,
  body: InvitationCreate,
): Promise<Invitation> {
  const plan = await planOf(deps, weddingId);
  refuseOn(invitationProblem(plan.guests, eventIdsOf(plan), invitedGuestIds(deps, plan), body));
  const row = newInvitationRow(deps, weddingId, body.guestIds, body.eventIds);
  await repository.insertInvitations(deps.db, [row]);
  return answerOfNew(deps, row);
}

/** One invitation per guest of the side and/or category who is not invited yet. */
export async function addInvitationsInBulk(
  deps: InvitationDeps,
  weddingId: string,
  body: InvitationBulkCreate,
): Promise<Invitation[]> {
  const plan = await planOf(deps, weddingId);
  refuseOn(unknownEventProblem(eventIdsOf(plan), body.eventIds));
  const chosen = bulkInvitees(plan.guests, invitedGuestIds(deps, plan), body);
  if (chosen.length === 0) throw new HttpError(422, t('rsvp:errors.nobodyToInvite'));
  const rows = chosen.map((guest) => newInvitationRow(deps, weddingId, [guest.id], body.eventIds));
  await repository.insertInvitations(deps.db, rows);
  return rows.map((row) => answerOfNew(deps, row));
}

export async function revokeInvitation(deps: InvitationDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deleteInvitation(deps.db, weddingId, id))) throw notFound();
}

export async function findInvitationUrl(deps: InvitationDeps, weddingId: string, id: string): Promise<string> {
  const row = await repository.findInvitation(deps.db, weddingId, id);
  if (!row) throw notFound();
  return pageUrl(deps.publicUrl, row.token);
}

export async function deadlineOf(deps: InvitationDeps, weddingId: string): Promise<{ deadline: string | null }> {
  return { deadline: (await repository.findSettings(deps.db, weddingId))?.deadline ?? null };
}

export async function setDeadline(
  deps: InvitationDeps,
  weddingId: string,
  deadline: string | null,
): Promise<{ deadline: string | null }> {
  await repository.updateDeadline(deps.db, weddingId, deadline, nowOf(deps));
  return { deadline };
}

/** GET /invitations/summary: per part, people invited, coming, declined and waiting (people-rules.ts). */
export async function summaryOf(deps: InvitationDeps, weddingId: string) {
  const plan = await planOf(deps, weddingId);
  return invitationSummaryOf(plan.events, invitationsOf(deps, plan), plan.guests);
}

/** One line of the caterer's export: a person coming (a guest or a +1), or a household's children. */
export interface ExportRow {
  name: string;
  /** The guest a +1 or the children come with; '' for a guest. */
  with: string;
  /** People on the line: 1 for a person, the children's count for the children's line. */
  people: number;
  children: number;
  diet: string;
}

/**
 * The rows of one household for one part, by the people rule (people-rules.ts): each person coming
 * on their own row with their own diet, then the household's children on one row with its first
 * guest coming, counted as people and as children.
 */
function householdRows(invitation: Invitation, guests: ReadonlyMap<string, Guest>, eventId: string): ExportRow[] {
  const household = householdAtEvent(invitation, guests, eventId);
  const rows: ExportRow[] = household.coming.map(({ guestId, half }) => {
    const guest = guests.get(guestId)!;
    const diet = dietOf(invitation.diets, guestId, half);
    if (!half) return { name: guest.name, with: '', people: 1, children: 0, diet };
    return { name: guest.halfName ?? t('rsvp:file.halfUnnamed'), with: guest.name, people: 1, children: 0, diet };
  });
  const firstGuest = household.coming.find((person) => !person.half);
  if (household.childrenState === 'coming' && household.children > 0 && firstGuest) {
    rows.push({
      name: t('rsvp:file.childrenRow', { count: household.children }),
      with: guests.get(firstGuest.guestId)!.name,
      people: household.children,
      children: household.children,
      diet: '',
    });
  }
  return rows;
}

/** What the answers' export needs: every part with the people coming to it. */
export async function answersForExport(deps: InvitationDeps, weddingId: string) {
  const plan = await planOf(deps, weddingId);
  const invitations = invitationsOf(deps, plan);
  const guests = new Map(plan.guests.map((guest) => [guest.id, guest]));
  return plan.events.map((event) => ({
    name: event.name,
    rows: invitations
      .filter((invitation) => invitation.eventIds.includes(event.id))
      .flatMap((invitation) => householdRows(invitation, guests, event.id)),
  }));
}

/* ---- The public page ---- */

export interface PublicInvitation {
  weddingId: string;
  invitationId: string;
  /** The household's page but for its tables, which the seating plan adds (server/features/rsvp/). */
  page: Omit<RsvpPage, 'tables'>;
}

/** The household's page by its token; 404 for a malformed, unknown or revoked token. */
export async function readByToken(deps: InvitationDeps, token: string): Promise<PublicInvitation> {
  if (!tokenPattern.test(token)) throw notFound();
  const tokenHash = hashToken(token);
  const row = await repository.findInvitationByTokenHash(deps.db, tokenHash);
  // The lookup was by the hash; compare it again in constant time all the same.
  if (!row || !timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(tokenHash))) throw notFound();
  const weddingId = row.wedding_id;
  const [guests, events, settings, answers] = await Promise.all([
    listGuestsForInvitations(deps.db, weddingId),
    repository.listEvents(deps.db, weddingId),
    repository.findSettings(deps.db, weddingId),
    weddingAnswersOf(deps.db, weddingId),
  ]);
  const invitation = invitationOf(
    deps,
    row,
    new Set(guests.map((guest) => guest.id)),
    new Set(events.map((event) => event.id)),
  );
  const household = invitation.guestIds.map((id) => guests.find((guest) => guest.id === id)!);
  const couple = { brideName: answers?.bride_name ?? null, groomName: answers?.groom_name ?? null };
  return {
    weddingId,
    invitationId: row.id,
    page: rsvpPageOf(couple, events.map(eventOf), household, invitation, settings?.deadline ?? null, deps.now()),
  };
}

/**
 * Takes (or replaces) the household's answer and updates the guest list at once: a guest coming to
 * at least one part is confirmed; a named +1 fills the +1's name; the children's count follows.
 * After the deadline it is refused (422).
 */
export async function answerByToken(
  deps: InvitationDeps,
  token: string,
  body: RsvpAnswerRequest,
): Promise<{ weddingId: string; household: string }> {
  const found = await readByToken(deps, token);
  if (found.page.closed) throw new HttpError(422, t('rsvp:errors.closed'));
  return takeAnswer(deps, found, body);
}

/**
 * The household's answer as the couple records it (a guest who answered by phone, issue 40's call
 * list): taken as the page takes it, the deadline aside, since the couple decides how late is too late.
 */
export async function recordAnswer(
  deps: InvitationDeps,
  weddingId: string,
  invitationId: string,
  body: RsvpAnswerRequest,
): Promise<Invitation> {
  const row = await repository.findInvitation(deps.db, weddingId, invitationId);
  if (!row) throw notFound();
  await takeAnswer(deps, await readByToken(deps, row.token), body);
  const invitations = await listInvitations(deps, weddingId);
  return invitations.find((invitation) => invitation.id === invitationId)!;
}

/** What other features keep of a household (its Telegram chat, its deliveries' addresses), cleared in the erasure's transaction. */
export type HouseholdForgetter = (db: Kysely<Database>, invitationId: string, at: string) => Promise<void>;

/**
 * A household erases its own data from its page (152-FZ): its answers, diets, message and needs,
 * its guests' contacts, and what `forget` clears elsewhere, all in one transaction; the names stay
 * and `erased_at` tells the couple it asked. Allowed after the deadline too: the right has no deadline.
 */
export async function eraseByToken(
  deps: InvitationDeps,
  token: string,
  forget: readonly HouseholdForgetter[],
): Promise<{ weddingId: string; household: string }> {
  const { weddingId, invitationId, page } = await readByToken(deps, token);
  const at = deps.now().toISOString();
  const fields = erasedHouseholdFields(at);
  await deps.db.transaction().execute(async (trx) => {
    await repository.updateInvitation(trx, weddingId, invitationId, {
      answers: JSON.stringify(fields.answers),
      children_count: fields.childrenCount,
      diet: fields.diet,
      diets: JSON.stringify(fields.diets),
      message: fields.message,
      transfer: 0,
      overnight: 0,
      answered_at: fields.answeredAt,
      erased_at: fields.erasedAt,
      updated_at: at,
    });
    const guestIds = page.guests.map((guest) => guest.id);
    await changeGuests(trx, weddingId, guestIds, ERASED_GUEST_CHANGES, at);
    for (const forgetter of forget) await forgetter(trx, invitationId, at);
  });
  return { weddingId, household: page.guests.map((guest) => guest.name).join(', ') };
}

async function takeAnswer(
  deps: InvitationDeps,
  { weddingId, invitationId, page }: PublicInvitation,
  body: RsvpAnswerRequest,
): Promise<{ weddingId: string; household: string }> {
  refuseOn(rsvpAnswerProblem(page, body));
  const fields = rsvpAnswerFields(page, body);
  const updates = rsvpGuestUpdates(page, body);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await repository.updateInvitation(trx, weddingId, invitationId, {
      answers: JSON.stringify(fields.answers),
      half_name: fields.halfName,
      children_count: fields.childrenCount,
      diet: '',
      diets: JSON.stringify(fields.diets),
      message: fields.message,
      transfer: fields.transfer ? 1 : 0,
      overnight: fields.overnight ? 1 : 0,
      answered_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await applyRsvpAnswer(trx, weddingId, updates, now);
  });
  return { weddingId, household: page.guests.map((guest) => guest.name).join(', ') };
}
