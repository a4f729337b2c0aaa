import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INVITATION_DAYS,
  type InvitationPreview,
  type InviteMemberRequest,
  type JoinWeddingRequest,
  type WeddingMember,
} from '../../../src/contract/wedding.ts';
import type { WeddingRole } from '../../../src/contract/session.ts';
import {
  invitationLive,
  invitationPreviewOf,
  inviteRefusal,
  joinLinkRefusal,
  leavingRefusal,
  memberList,
  removalRefusal,
} from '../../../src/contract/wedding-rules.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { readByToken, type RateLimiter, type TokenReadRules } from '../../plugins/rate-limit.ts';
import { inviteMail } from './mails.ts';
import * as repository from './repository.ts';

/** What the wedding services work with; the routes hand them the server's own. */
export interface WeddingDeps {
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  mail: Mailer;
  limits: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Runs work after the answer is sent (the invitation mail); awaited on close. */
  background: (task: () => Promise<void>) => void;
}

/** The caller as the session lookup saw them. */
export interface Caller {
  userId: string;
  weddingId: string | null;
  role: WeddingRole | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The join page's reads: invitations found and wrong tokens counted apart per client. */
const PREVIEW_RULES: TokenReadRules = { found: 'invitation-preview-client', wrong: 'invitation-preview-wrong-client' };

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(24).toString('base64url');
const newInvitationId = () => `i_${randomBytes(16).toString('base64url')}`;
const newWeddingId = () => `w_${randomBytes(16).toString('base64url')}`;

function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** The caller's wedding, or 403 for a user who has none (never the case after sign-up). */
function weddingOf(caller: Caller): { weddingId: string; role: WeddingRole } {
  if (!caller.weddingId || !caller.role) throw new HttpError(403, t('errors:server.noWedding'));
  return { weddingId: caller.weddingId, role: caller.role };
}

/** Transactions that change memberships take the wedding's lock (PostgreSQL), so two never interleave. */
async function lock(deps: WeddingDeps, db: Kysely<Database>, weddingId: string) {
  if (deps.engine === 'postgres') await repository.lockWedding(db, weddingId);
}

/** Members, then pending invitations (joinedAt null): any member may read them. */
export async function listMembers(deps: WeddingDeps, caller: Caller): Promise<WeddingMember[]> {
  const { weddingId } = weddingOf(caller);
  const members = await repository.listMembers(deps.db, weddingId);
  const invitations = await repository.listInvitations(deps.db, weddingId, deps.clock.now().toISOString());
  return memberList(
    members.map((m) => ({ id: m.user_id, email: m.email, role: m.role, joinedAt: m.joined_at })),
    invitations,
  );
}

/**
 * Invites an address as partner or helper: owner and partner only. The token is random (192 bits),
 * stored as its SHA-256, valid INVITATION_DAYS days; inviting the same address again replaces it.
 * Counted per wedding, per client and per address (the mail rule every mailing call shares).
 */
export async function invite(
  deps: WeddingDeps,
  caller: Caller,
  input: InviteMemberRequest,
  client: string,
): Promise<WeddingMember> {
  const { weddingId, role } = weddingOf(caller);
  const email = normalizeEmail(input.email);
  const members = await repository.listMembers(deps.db, weddingId);
  refuseWith(
    inviteRefusal(
      role,
      members.some((member) => member.email === email),
    ),
  );
  await deps.limits.consume([
    ['invite-wedding', weddingId],
    ['invite-client', client],
    ['mail-address', email],
  ]);
  const token = newToken();
  const now = deps.clock.now();
  const stored = await repository.upsertInvitation(deps.db, {
    id: newInvitationId(),
    wedding_id: weddingId,
    email,
    role: input.role,
    token_hash: hashInvitationToken(token),
    invited_by: caller.userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
  });
  const inviter = members.find((member) => member.user_id === caller.userId)?.email ?? '';
  const couple = await repository.findCouple(deps.db, weddingId);
  deps.background(async () => {
    await deps.mail.send(
      inviteMail(email, {
        token,
        role: input.role,
        inviter,
        bride: couple?.bride_name ?? null,
        groom: couple?.groom_name ?? null,
        publicUrl: deps.publicUrl,
      }),
    );
  });
  return { id: stored.id, email: stored.email, role: stored.role, joinedAt: null };
}

/** A live invitation by its token, or undefined (unknown, spent, withdrawn or expired). */
async function liveInvitation(db: Kysely<Database>, token: string, now: Date) {
  const invitation = await repository.findInvitationByTokenHash(db, hashInvitationToken(token.trim()));
  if (!invitation || !invitationLive({ expiresAt: invitation.expires_at }, now)) return undefined;
  return invitation;
}

/** The public preview of an invitation (no session): the address, the role and the couple; else 404. */
export async function previewInvitation(deps: WeddingDeps, token: string, client: string): Promise<InvitationPreview> {
  const invitation = await readByToken(deps.limits, client, PREVIEW_RULES, async () => {
    const found = await liveInvitation(deps.db, token, deps.clock.now());
    if (!found) throw new HttpError(404, t('wedding:server.invitationGone'));
    return found;
  });
  const couple = await repository.findCouple(deps.db, invitation.wedding_id);
  return invitationPreviewOf(
    { email: invitation.email, role: invitation.role, expiresAt: invitation.expires_at },
    couple && { brideName: couple.bride_name, groomName: couple.groom_name },
  );
}

/**
 * Joins the wedding of an invitation with the invited role. The signed-in user's address must be
 * the invited one (403); the token unexpired and unspent (410). What happens to the joiner's own
 * wedding:
 * - a member (not the owner) of another wedding leaves it; its plan stays with the others;
 * - the owner of a wedding with other members is refused (409): they remove them first;
 * - the only member of a wedding that holds a subscription (running or ended) or any plan beyond
 *   the seeded defaults is refused (409, naming `confirm`) unless the body says `confirm: true`;
 *   then that wedding, its plan and subscription are deleted;
 * - an only member's empty wedding (no subscription, nothing but the defaults) is deleted.
 * The wizard is switched off (the wedding has its answers). The token is spent in the same
 * transaction, so it works once.
 */
export async function join(deps: WeddingDeps, caller: Caller, input: JoinWeddingRequest): Promise<void> {
  await deps.limits.consume([['join-user', caller.userId]]);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    // The session's user exists (the guard read it); the lookup is for the address.
    const user = await repository.findUser(trx, caller.userId);
    if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
    const invitation = await repository.findInvitationByTokenHash(trx, hashInvitationToken(input.token.trim()));
    refuseWith(joinLinkRefusal(invitation && { ...invitation, expiresAt: invitation.expires_at }, user.email, now));
    if (!invitation) return;
    await lock(deps, trx, invitation.wedding_id);
    const current = await repository.findMembership(trx, caller.userId);
    if (current?.wedding_id === invitation.wedding_id) {
      // Already a member (the link opened twice): the link is spent, nothing else changes.
      await repository.deleteInvitation(trx, invitation.wedding_id, invitation.id);
      return;
    }
    if (current) {
      await lock(deps, trx, current.wedding_id);
      const others = (await repository.countMembers(trx, current.wedding_id)) - 1;
      const holdings = others === 0 ? await repository.weddingHoldings(trx, current.wedding_id) : null;
      refuseWith(leavingRefusal(current.role, others, holdings, input.confirm === true, now));
      await repository.deleteMember(trx, current.wedding_id, caller.userId);
      if (others === 0) await repository.deleteWedding(trx, current.wedding_id);
    }
    if (!(await repository.deleteInvitation(trx, invitation.wedding_id, invitation.id))) {
      throw new HttpError(410, t('wedding:server.invitationGone'));
    }
    await repository.insertMember(trx, {
      weddingId: invitation.wedding_id,
      userId: caller.userId,
      role: invitation.role,
      now: nowIso,
    });
    await repository.setInitWizard(trx, caller.userId, false, nowIso);
  });
}

/**
 * Removes a member or withdraws a pending invitation (ids of both kinds are taken). The owner
 * removes anyone but themselves; a partner anyone but the owner; a helper only themselves; every
 * member but the owner may leave. The owner cannot leave (409): they remove the others first, or
 * delete their account. Whoever leaves or is removed gets a new empty wedding of their own, so they
 * can go on using the product; their sessions read their membership on every request, so they
 * lose the old wedding with their next request.
 */
export async function removeMember(deps: WeddingDeps, caller: Caller, id: string): Promise<void> {
  const { weddingId } = weddingOf(caller);
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lock(deps, trx, weddingId);
    const members = await repository.listMembers(trx, weddingId);
    const me = members.find((member) => member.user_id === caller.userId);
    if (!me) throw new HttpError(403, t('errors:server.noWedding'));
    const target = members.find((member) => member.user_id === id);
    const invited = !target && (await repository.listInvitations(trx, weddingId, '')).some((one) => one.id === id);
    refuseWith(
      removalRefusal(
        { id: caller.userId, role: me.role },
        target && { id: target.user_id, role: target.role },
        invited,
        members.length,
      ),
    );
    if (!target) {
      await repository.deleteInvitation(trx, weddingId, id);
      return;
    }
    await repository.deleteMember(trx, weddingId, target.user_id);
    await repository.insertWeddingWithOwner(trx, { id: newWeddingId(), ownerId: target.user_id, now: nowIso });
  });
}

/**
 * Deletes a wedding's plan for good (its subscription ended long ago: server/features/retention),
 * as joining another wedding deletes an only member's own: the wedding row and with it (ON DELETE
 * CASCADE) every plan row, its files, site, subscription, payments and invitations. Its members
 * keep their accounts and stay together, each with their role, in a new empty wedding, as one who
 * leaves gets an empty wedding of their own; their sessions read the membership on every request.
 * Runs in the caller's transaction, which holds the wedding's lock; answers the new wedding's id.
 */
export async function replaceWithEmptyWedding(
  trx: Kysely<Database>,
  weddingId: string,
  nowIso: string,
): Promise<string | null> {
  const members = await repository.listMembers(trx, weddingId);
  await repository.deleteWedding(trx, weddingId);
  if (members.length === 0) return null;
  const id = newWeddingId();
  await repository.insertWeddingWithMembers(trx, {
    id,
    now: nowIso,
    members: members.map((member) => ({ userId: member.user_id, role: member.role, joinedAt: member.joined_at })),
  });
  return id;
}

export async function sweepExpiredInvitations(deps: WeddingDeps): Promise<void> {
  await repository.deleteExpiredInvitations(deps.db, deps.clock.now().toISOString());
}
