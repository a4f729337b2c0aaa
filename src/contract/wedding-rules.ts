import type { Refusal } from './rule-problem.ts';
import type { WeddingRole } from './session.ts';
import { JOIN_CONFIRM_FIELD, type InvitationPreview, type WeddingMember } from './wedding.ts';

/*
 * Who may do what to a wedding's members, shared by the server (server/features/wedding) and the
 * mock so both refuse alike: each function reads what its back end has stored and says the refusal
 * (src/contract/rule-problem.ts `Refusal`), or null.
 */

const refusal = (status: number, key: string, values?: Refusal['values']): Refusal => ({
  status,
  key: `wedding:server.${key}`,
  ...(values && { values }),
});

/** Owner and partner manage the members; a helper only reads them (and may leave). */
export const mayManage = (role: WeddingRole) => role === 'owner' || role === 'partner';

/** The members, then the pending invitations still valid (joinedAt null): GET /wedding/members. */
export function memberList(
  members: readonly WeddingMember[],
  invitations: readonly Omit<WeddingMember, 'joinedAt'>[],
): WeddingMember[] {
  return [
    ...members.map(({ id, email, role, joinedAt }) => ({ id, email, role, joinedAt })),
    ...invitations.map(({ id, email, role }) => ({ id, email, role, joinedAt: null })),
  ];
}

/** A helper may not invite; an address already a member is the e-mail field's 422. */
export function inviteRefusal(role: WeddingRole, alreadyMember: boolean): Refusal | null {
  if (!mayManage(role)) return refusal(403, 'helperCannotInvite');
  return alreadyMember ? { ...refusal(422, 'alreadyMember'), field: 'email' } : null;
}

/**
 * Removing a member or withdrawing an invitation (`target` undefined: the id is an invitation's if
 * `invited`, else unknown). The owner removes anyone but themselves; a partner anyone but the owner;
 * a helper only themselves; every member but the owner, and but the last one, may leave.
 */
export function removalRefusal(
  me: { id: string; role: WeddingRole },
  target: { id: string; role: WeddingRole } | undefined,
  invited: boolean,
  memberCount: number,
): Refusal | null {
  if (!target) {
    if (!invited) return refusal(404, 'noSuchMember');
    return mayManage(me.role) ? null : refusal(403, 'helperCannotManage');
  }
  if (target.id === me.id) {
    if (me.role === 'owner') return refusal(409, 'ownerCannotLeave');
    // The last member (the owner's account deleted) would leave the plan and its subscription to nobody.
    return memberCount === 1 ? refusal(409, 'lastMemberCannotLeave') : null;
  }
  if (me.role === 'helper') return refusal(403, 'helperCannotManage');
  return target.role === 'owner' ? refusal(403, 'partnerCannotRemoveOwner') : null;
}

/** Whether an invitation may still be used: not expired (unknown, spent or withdrawn ones are not found). */
export const invitationLive = (invitation: { expiresAt: string }, now: Date) =>
  Date.parse(invitation.expiresAt) > now.getTime();

/** The public preview of an invitation: the address, the role and the couple. */
export function invitationPreviewOf(
  invitation: Pick<InvitationPreview, 'email' | 'role' | 'expiresAt'>,
  couple: { brideName: string | null; groomName: string | null } | undefined,
): InvitationPreview {
  const { email, role, expiresAt } = invitation;
  return {
    email,
    role,
    couple: { brideName: couple?.brideName ?? null, groomName: couple?.groomName ?? null },
    expiresAt,
  };
}

/** A link to join by: unknown or spent (410), expired (410), or another address's (403). */
export function joinLinkRefusal(
  invitation: { email: string; expiresAt: string } | undefined,
  email: string,
  now: Date,
): Refusal | null {
  if (!invitation) return refusal(410, 'invitationGone');
  if (!invitationLive(invitation, now)) return refusal(410, 'invitationExpired');
  if (invitation.email === email) return null;
  return refusal(403, 'otherAddress', { invited: invitation.email, current: email });
}

/**
 * Leaving one's own wedding to join another: an owner with other members is refused (409); the only
 * member of a wedding that holds a subscription (running or ended) or a plan is refused unless they
 * confirm (409 naming the confirm field). `holdings` is read only for an only member (`others` 0).
 */
export function leavingRefusal(
  role: WeddingRole,
  others: number,
  holdings: { subscriptionExpiresAt: string | null; hasPlan: boolean } | null,
  confirm: boolean,
  now: Date,
): Refusal | null {
  if (role === 'owner' && others > 0) return refusal(409, 'ownerWithMembers');
  if (!holdings || confirm || (holdings.subscriptionExpiresAt === null && !holdings.hasPlan)) return null;
  const running = holdings.subscriptionExpiresAt !== null && Date.parse(holdings.subscriptionExpiresAt) > now.getTime();
  return { ...refusal(409, running ? 'ownPlanPaid' : 'ownPlan'), field: JOIN_CONFIRM_FIELD };
}
