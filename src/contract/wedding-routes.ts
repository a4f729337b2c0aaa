import { MAIL_LINKS_NOTE } from './account.ts';
import { route } from './route-table.ts';
import { SessionUser } from './session.ts';
import { EmptyAnswer } from './validation.ts';
import {
  INVITATION_DAYS,
  InvitationParams,
  InvitationPreview,
  InviteMemberRequest,
  JoinWeddingRequest,
  MemberParams,
  WeddingMember,
  WeddingMembers,
  WeddingStorage,
} from './wedding.ts';
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { ActivityList } from './wedding-activity.ts';

/*
 * The wedding shared by its members (api.md, "The wedding, shared"): a signed-in user's calls, with
 * or without a subscription; each refuses what the caller's role may not do itself.
 */

/** The wedding's members and invitations. */
export const weddingRoutes = {
  members: route({
    method: 'GET',
    path: '/wedding/members',
    access: 'session',
    tag: 'wedding',
    summary: 'The members of the wedding and its pending invitations',
    description:
      'Every member may read it, helpers too. Pending invitations (not expired) come last with joinedAt null; ' +
      'their id is the invitation’s, which DELETE /wedding/members/{id} withdraws.',
    answer: WeddingMembers,
    errors: [403],
  }),
  storage: route({
    method: 'GET',
    path: '/wedding/storage',
    access: 'session',
    tag: 'wedding',
    summary: 'What the wedding’s files take of its storage quota',
    description:
      'Every member may read it, helpers too. `used` counts every file of the wedding: contracts and ' +
      'estimates of contractors, board pictures with their thumbnails (userpics are the people’s own and ' +
      'do not count). An upload that would pass `quota` is refused with 413.',
    answer: WeddingStorage,
    errors: [403],
  }),
  invite: route({
    method: 'POST',
    path: '/wedding/members',
    access: 'session',
    tag: 'wedding',
    summary: 'Invite an address as partner or helper',
    description:
      'Owner or partner only (a helper: 403). Mails a link /profile/join?token=… valid ' +
      `${INVITATION_DAYS} days, once, for that address only; the token is stored as its SHA-256. Inviting ` +
      'an address again replaces its earlier link (and role). An address already a member: 422 on email. ' +
      'Limited to 20 invitations a day per wedding, 40 per client address, and the mail limit per address ' +
      '(10 a day): 429. No subscription needed: a couple may invite before paying.' +
      MAIL_LINKS_NOTE,
    body: InviteMemberRequest,
    answer: WeddingMember,
    status: 201,
    errors: [403, 429],
    // A repeat of one invitation with its Idempotency-Key sends no second mail.
    idempotent: true,
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/wedding/members/:id',
    access: 'session',
    tag: 'wedding',
    summary: 'Remove a member, leave, or withdraw an invitation',
    description:
      'The owner removes anyone but themselves; a partner anyone but the owner (403); a helper only ' +
      'themselves (403 otherwise). Any member but the owner may leave by giving their own id; the owner ' +
      'cannot leave (409): they remove the others first, or delete their account; nor can the last member (409). Whoever leaves or is ' +
      'removed gets a new empty wedding of their own (no subscription) and loses the old one with their ' +
      'next request. An invitation id withdraws the invitation (owner or partner). Unknown id: 404.',
    params: MemberParams,
    answer: EmptyAnswer,
    errors: [403],
    errorAnswers: { 409: 'The owner, or the last member, cannot leave.' },
  }),
  join: route({
    method: 'POST',
    path: '/wedding/join',
    access: 'session',
    tag: 'wedding',
    summary: 'Join the wedding of an invitation',
    description:
      'With a session of the invited address (another address: 403). A used, withdrawn or unknown token, ' +
      'or one older than 7 days: 410. The user leaves their wedding and becomes a member of the inviting one ' +
      'with the invited role; the first-run wizard is switched off. Their own wedding: a member (not the ' +
      'owner) simply leaves it; the owner of a wedding with other members is refused (409: remove them ' +
      'first); an only member’s wedding is deleted if it holds nothing (no subscription, running or ended, ' +
      'and nothing beyond the seeded defaults), otherwise the join is refused with 409 naming the field ' +
      '`confirm` until the body says `confirm: true` (the own plan and its subscription are then deleted). ' +
      'Answers the session user, now of that wedding. Limited to 10 tries per 15 minutes per user (429).',
    body: JoinWeddingRequest,
    answer: SessionUser,
    errors: [403, 429],
    errorAnswers: {
      409: 'The joiner’s own wedding: other members, or a plan to confirm deleting.',
      410: 'The invitation was used, withdrawn or has expired.',
    },
    // A repeat with its Idempotency-Key answers the first join, not 410 for the token just used.
    idempotent: true,
  }),
  invitation: route({
    method: 'GET',
    path: '/wedding/invitations/:token',
    access: 'public',
    tag: 'wedding',
    summary: 'What an invitation offers (public, no session)',
    description:
      'The invited address, the role and the couple’s names, for the join page. Unknown, used, withdrawn ' +
      'or expired: 404. Limited to 60 calls per 15 minutes per client address (429).',
    params: InvitationParams,
    answer: InvitationPreview,
    errors: [429],
  }),
};

/** The first opening of a page the server drew: since when the page's answers are. */
export const LiveQuery = Type.Object({
  since: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'The mark of the wedding’s last change the server drew the page after (its state’s `drawnAfter`). ' +
        'If the plan changed after it, the first event names every read of the plan at once, so the page ' +
        'reads again what it was drawn with.',
    }),
  ),
});
export type LiveQuery = Static<typeof LiveQuery>;

/** Open live streams one user may hold (tabs, devices) on all processes; the next one is refused 429. */
export const STREAMS_PER_USER = 10;
/** A comment line this often keeps proxies and NATs from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** What EventSource waits before it reconnects after the stream ends (a restart, a proxy's time-out, its maximum life). */
export const RECONNECT_MS = 2000;

/**
 * Who did what in the wedding's plan, open to every member, helpers and ended subscriptions too; and
 * the stream that tells an open page what changed, for a wedding that has ever subscribed.
 */
export const weddingActivityRoutes = {
  activity: route({
    method: 'GET',
    path: '/wedding/activity',
    access: 'session',
    tag: 'wedding',
    summary: 'The last 100 changes to the wedding’s plan, newest first',
    description:
      'One entry per successful planning write: when, by which member (`email` null once they deleted ' +
      'their account), what was done, and the name of what it was done to.',
    answer: ActivityList,
    errors: [403],
  }),
  live: route({
    method: 'GET',
    path: '/wedding/live',
    // The plan's read guard: a member of a wedding that has ever subscribed.
    access: 'read',
    tag: 'wedding',
    summary: 'Server-sent events: which reads of the plan changed',
    description:
      'A `text/event-stream` that stays open. After every change another member (or this one) makes, through ' +
      'any process of the product, an event whose data is `{ "paths": [...] }`: the API read paths whose ' +
      `answers changed. A comment line every ${HEARTBEAT_MS / 1000} s keeps it open. The server ends it after ` +
      'its maximum life (`LIVE_STREAM_MAX_SECONDS`, 20 min by default, less a random part of up to a fifth), ' +
      `and at once when its session ends (log-out, a password change) or its member leaves the wedding; ` +
      `after a normal end the browser reconnects (retry ${RECONNECT_MS} ms). Only for a wedding that has ` +
      `ever subscribed (403 otherwise). At most ${STREAMS_PER_USER} open streams per user and ` +
      '`LIVE_STREAMS_PER_ADDRESS` (30 by default) per client address, counted on every process (429); 503 ' +
      'with `Retry-After` while the process is full or cannot hear the other processes.',
    querystring: LiveQuery,
    // Not JSON: the events as they come, written by the handler.
    answer: Type.Unsafe<string>({ description: 'text/event-stream', type: 'string' }),
    errors: [429, 503],
    errorAnswers: { 406: 'The request does not accept text/event-stream (EventSource does).' },
  }),
};
