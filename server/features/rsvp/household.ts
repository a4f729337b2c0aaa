import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RSVP_ANSWER_CHANGES } from '../../../src/contract/invitation-routes.ts';
import type { RsvpAnswerRequest, RsvpPage } from '../../../src/contract/invitations.ts';
import { readByToken as limitedRead, type TokenReadRules } from '../../plugins/rate-limit.ts';
import {
  answerByToken,
  eraseByToken,
  hashToken,
  readByToken,
  type HouseholdForgetter,
  type InvitationDeps,
} from '../invitations/public.ts';
import { tablesOfGuests } from '../seating/public.ts';
import { ACTIVITY_PATH, publishWeddingChange, recordGuestActivity } from '../wedding-live/public.ts';

/*
 * A household's page: its invitation, and once the answers have closed, where each of its people
 * sits. The guest's side reads both features, so neither the invitations nor the seating plan
 * reads the other back (the seating plan asks the invitations who comes to the banquet).
 */

export interface HouseholdPage {
  weddingId: string;
  invitationId: string;
  page: RsvpPage;
}

/** The household's page by its token; 404 for a malformed, unknown or revoked token. */
export async function householdPage(deps: InvitationDeps, token: string): Promise<HouseholdPage> {
  const { weddingId, invitationId, page } = await readByToken(deps, token);
  // The plan may change until answers close; after that the household sees its own tables only.
  const guestIds = page.guests.map((guest) => guest.id);
  const tables = page.closed ? await tablesOfGuests(deps.db, weddingId, guestIds) : [];
  return { weddingId, invitationId, page: { ...page, tables } };
}

/* What the JSON calls (routes.ts) and the page (page-routes.ts) do alike: reads and answers, limited. */

export interface Options {
  publicUrl: string;
  /**
   * The household's t.me link to the wedding's Telegram bot, null without one (app.ts wires the
   * Telegram feature's, which answers through this feature and so is not imported by it).
   */
  telegramLinkOf?: (invitationId: string) => Promise<string | null>;
  /** What other features keep of a household, cleared with its erasure (app.ts wires the Telegram chat and the deliveries). */
  forgetHousehold?: readonly HouseholdForgetter[];
}

export function depsOf(app: FastifyInstance, options: Options): InvitationDeps {
  return { db: app.db, now: () => app.clock.now(), publicUrl: options.publicUrl };
}

const READ_RULES: TokenReadRules = { found: 'rsvp-read-client', wrong: 'rsvp-wrong-token-client' };

/** The invitation of a token, its reads and wrong tokens limited per client apart. */
export function readLimited(app: FastifyInstance, deps: InvitationDeps, request: FastifyRequest, token: string) {
  return limitedRead(app.rateLimit, app.rateLimit.clientKey(request), READ_RULES, () => householdPage(deps, token));
}

export async function limitAnswer(app: FastifyInstance, request: FastifyRequest, token: string) {
  await app.rateLimit.consume([
    ['rsvp-answer-token', hashToken(token)],
    ['rsvp-answer-client', app.rateLimit.clientKey(request)],
  ]);
}

/**
 * Takes the answer, leaves the activity entry «a guest answered: <household>» and tells the couple's
 * open pages: the guest list, the invitations, the budget's head count, the activity.
 */
export async function answer(app: FastifyInstance, deps: InvitationDeps, token: string, body: RsvpAnswerRequest) {
  const { weddingId, household } = await answerByToken(deps, token, body);
  try {
    await recordGuestActivity(app, weddingId, 'rsvpAnswered', household);
  } catch (error) {
    // The answer is taken already: a lost entry must not turn it into an error page.
    app.log.error({ err: error }, 'activity: recording a guest’s answer failed');
  }
  await publishWeddingChange(app, weddingId, [...RSVP_ANSWER_CHANGES, ACTIVITY_PATH]);
}

/**
 * The household erases its own data: limited as an answer is, then the activity entry «a guest
 * erased their data: <household>» and the couple's open pages told.
 */
export async function erase(app: FastifyInstance, deps: InvitationDeps, options: Options, token: string) {
  const { weddingId, household } = await eraseByToken(deps, token, options.forgetHousehold ?? []);
  try {
    await recordGuestActivity(app, weddingId, 'rsvpErased', household);
  } catch (error) {
    app.log.error({ err: error }, 'activity: recording a guest’s erasure failed');
  }
  await publishWeddingChange(app, weddingId, [...RSVP_ANSWER_CHANGES, ACTIVITY_PATH]);
}
