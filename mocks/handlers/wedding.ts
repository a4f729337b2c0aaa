import { HttpResponse } from 'msw';
import { WEDDING_ANSWER_FIELDS } from '../../src/contract/account.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { weddingRoutes } from '../../src/contract/wedding-routes.ts';
import { WEDDING_STORAGE_QUOTA_DEFAULT_MB } from '../../src/contract/wedding.ts';
import * as rules from '../../src/contract/wedding-rules.ts';
import { findAccountById, memberOf, mockDb, mockRoute, ownerOf, planKeyOf, refuse, refuseWith } from '../kit.ts';
import { findMockInvitation, mockInvitation, mockWedding } from '../wedding-store.ts';

/*
 * The wedding's members and invitations (server/features/wedding) by wedding-rules.ts. Joining copies the
 * inviting wedding's subscription onto the joiner (the mock keeps subscriptions per account).
 */

/** Whether the joiner's own wedding holds a plan it would lose (guests, a budget). */
const holdsAPlan = (user: SessionUser) =>
  (mockDb.guests[user.id]?.length ?? 0) > 0 || (mockDb.budgets[user.id]?.items.length ?? 0) > 0;

export const weddingHandlers = [
  mockRoute(weddingRoutes.members, ({ user }) => {
    const { members, invitations } = mockWedding(memberOf(user).wedding.id);
    const live = invitations.filter((one) => rules.invitationLive(one, new Date()));
    return rules.memberList(members, live);
  }),
  // The mock keeps the bytes of contractors' files only (board pictures are flags): they are what counts.
  mockRoute(weddingRoutes.storage, ({ user }) => {
    const files = mockDb.contractors?.[planKeyOf(memberOf(user))]?.files ?? [];
    const used = files.reduce((sum, file) => sum + file.size, 0);
    return { used, quota: WEDDING_STORAGE_QUOTA_DEFAULT_MB * 1024 * 1024 };
  }),
  mockRoute(weddingRoutes.invite, ({ user, body }) => {
    const wedding = mockWedding(memberOf(user).wedding.id);
    const email = body.email.trim().toLowerCase();
    const already = wedding.members.some((one) => one.email === email);
    refuseWith(rules.inviteRefusal(memberOf(user).wedding.role, already));
    const invitation = mockInvitation(email, body.role);
    wedding.invitations = [...wedding.invitations.filter((entry) => entry.email !== email), invitation];
    return HttpResponse.json(rules.memberList([], [invitation])[0], { status: 201 });
  }),
  mockRoute(weddingRoutes.removeMember, ({ user, params }) => {
    const { id: weddingId, role } = memberOf(user).wedding;
    const wedding = mockWedding(weddingId);
    const target = wedding.members.find((member) => member.id === params.id);
    const invited = wedding.invitations.some((invitation) => invitation.id === params.id);
    refuseWith(rules.removalRefusal({ id: user.id, role }, target, invited, wedding.members.length));
    wedding.invitations = wedding.invitations.filter((invitation) => invitation.id !== params.id);
    wedding.members = wedding.members.filter((member) => member.id !== params.id);
    // Whoever is removed gets a fresh empty wedding (an account of the mock, if it is one).
    const fresh = { wedding: { id: `w_${crypto.randomUUID()}`, role: 'owner' }, subscriptions: null };
    if (target) Object.assign(findAccountById(target.id)?.user ?? {}, fresh);
    return {};
  }),
  mockRoute(weddingRoutes.join, ({ user, body }) => {
    const found = findMockInvitation(body.token.trim());
    refuseWith(rules.joinLinkRefusal(found?.invitation, user.email, new Date()));
    const { weddingId, invitation } = found!;
    const target = mockWedding(weddingId);
    if (user.wedding && user.wedding.id !== weddingId) {
      const own = mockWedding(user.wedding.id);
      const others = own.members.filter((member) => member.id !== user.id).length;
      const holdings = { subscriptionExpiresAt: user.subscriptions?.expiresDate ?? null, hasPlan: holdsAPlan(user) };
      const [role, confirmed] = [user.wedding.role, body.confirm === true];
      refuseWith(rules.leavingRefusal(role, others, others === 0 ? holdings : null, confirmed, new Date()));
      own.members = own.members.filter((member) => member.id !== user.id);
    }
    target.invitations = target.invitations.filter((entry) => entry.id !== invitation.id);
    // Already a member (the link opened twice): the link is spent, nothing else changes.
    if (user.wedding?.id === weddingId) return user;
    target.members.push({ id: user.id, email: user.email, role: invitation.role, joinedAt: new Date().toISOString() });
    const owner = ownerOf(weddingId);
    Object.assign(user, { wedding: { id: weddingId, role: invitation.role }, isShowInitWizard: false });
    user.subscriptions = structuredClone(owner?.subscriptions ?? null);
    // The wedding's answers are the wedding's (the server keeps them on the wedding): the joiner sees the owner's.
    if (owner) for (const field of WEDDING_ANSWER_FIELDS) Object.assign(user, { [field]: owner[field] });
    return user;
  }),
  mockRoute(weddingRoutes.invitation, ({ params }) => {
    const found = findMockInvitation(params.token);
    if (!found || !rules.invitationLive(found.invitation, new Date())) refuse(404, 'wedding:server.invitationGone');
    return rules.invitationPreviewOf(found.invitation, ownerOf(found.weddingId));
  }),
];
