import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import wedding from '../../locales/ru/wedding.json';
import type { SessionUser } from '../../src/contract/session.ts';
import { WEDDING_ANSWER_FIELDS } from '../../src/contract/account.ts';
import { weddingRoutes } from '../../src/contract/wedding-routes.ts';
import { WEDDING_STORAGE_QUOTA_DEFAULT_MB, type InvitationPreview } from '../../src/contract/wedding.ts';
import {
  inviteRefusal,
  joinLinkRefusal,
  leavingRefusal,
  memberList,
  removalRefusal,
} from '../../src/contract/wedding-rules.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { findAccountById, mockDb, planKeyOf, signedInAccount, type MockAccount } from '../store.ts';
import { refusalAnswer } from '../validation.ts';
import { findMockInvitation, mockInvitation, mockWedding } from '../wedding-store.ts';

/*
 * The wedding's members and invitations as the server answers them (server/features/wedding): the
 * body's 422 first and then 401 (mockRoute, in the server's order), then the member's role, then
 * the rules. Joining copies the inviting wedding's subscription onto the joiner (the mock keeps
 * subscriptions per account).
 */

const texts = wedding.server;
const noWedding = () => errorResponse(403, errors.server.noWedding);

/** A fresh empty wedding for whoever leaves or is removed (an account of the mock, if it is one). */
function giveOwnWedding(account: MockAccount | undefined): void {
  if (!account) return;
  account.user.wedding = { id: `w_${crypto.randomUUID()}`, role: 'owner' };
  account.user.subscriptions = null;
}

/** Whether the joiner's own wedding holds a plan it would lose (guests, a budget). */
const holdsAPlan = ({ user }: MockAccount) =>
  (mockDb.guests[user.id]?.length ?? 0) > 0 || (mockDb.budgets[user.id]?.items.length ?? 0) > 0;

function ownerOf(weddingId: string): SessionUser | undefined {
  return mockDb.accounts.find(
    (account) => account.user.wedding?.id === weddingId && account.user.wedding.role === 'owner',
  )?.user;
}

export const weddingHandlers = [
  mockRoute(weddingRoutes.members, () => {
    const account = signedInAccount();
    if (!account.user.wedding) return noWedding();
    const { members, invitations } = mockWedding(account.user.wedding.id);
    return HttpResponse.json(
      memberList(
        members,
        invitations.filter((one) => Date.parse(one.expiresAt) > Date.now()),
      ),
    );
  }),

  // The mock keeps the bytes of contractors' files only (board pictures are flags): they are what counts.
  mockRoute(weddingRoutes.storage, () => {
    const account = signedInAccount();
    if (!account.user.wedding) return noWedding();
    const files = mockDb.contractors?.[planKeyOf(account.user)]?.files ?? [];
    return HttpResponse.json({
      used: files.reduce((sum, file) => sum + file.size, 0),
      quota: WEDDING_STORAGE_QUOTA_DEFAULT_MB * 1024 * 1024,
    });
  }),

  mockRoute(weddingRoutes.invite, ({ body: value }) => {
    const account = signedInAccount();
    if (!account.user.wedding) return noWedding();
    const members = mockWedding(account.user.wedding.id);
    const email = value.email.trim().toLowerCase();
    const refused = inviteRefusal(
      account.user.wedding.role,
      members.members.some((one) => one.email === email),
    );
    if (refused) return refusalAnswer(refused);
    const invitation = mockInvitation(email, value.role);
    members.invitations = [...members.invitations.filter((entry) => entry.email !== email), invitation];
    return HttpResponse.json(memberList([], [invitation])[0], { status: 201 });
  }),

  mockRoute(weddingRoutes.removeMember, ({ params }) => {
    const account = signedInAccount();
    if (!account.user.wedding) return noWedding();
    const members = mockWedding(account.user.wedding.id);
    const target = members.members.find((member) => member.id === params.id);
    const invited = members.invitations.some((invitation) => invitation.id === params.id);
    const me = { id: account.user.id, role: account.user.wedding.role };
    const refused = removalRefusal(me, target, invited, members.members.length);
    if (refused) return refusalAnswer(refused);
    members.invitations = members.invitations.filter((invitation) => invitation.id !== params.id);
    members.members = members.members.filter((member) => member.id !== params.id);
    if (target) giveOwnWedding(findAccountById(target.id));
    return HttpResponse.json({});
  }),

  mockRoute(weddingRoutes.join, ({ body: value }) => {
    const account = signedInAccount();
    const user = account.user;
    const found = findMockInvitation(value.token.trim());
    const refused = joinLinkRefusal(found?.invitation, user.email, new Date());
    if (refused || !found) return refusalAnswer(refused!);
    const { weddingId, invitation } = found;
    const target = mockWedding(weddingId);
    const spend = () => {
      target.invitations = target.invitations.filter((entry) => entry.id !== invitation.id);
    };
    if (user.wedding?.id === weddingId) {
      spend();
      return HttpResponse.json(user);
    }
    if (user.wedding) {
      const own = mockWedding(user.wedding.id);
      const others = own.members.filter((member) => member.id !== user.id).length;
      const holdings = { subscriptionExpiresAt: user.subscriptions?.expiresDate ?? null, hasPlan: holdsAPlan(account) };
      const leaving = leavingRefusal(
        user.wedding.role,
        others,
        others === 0 ? holdings : null,
        value.confirm === true,
        new Date(),
      );
      if (leaving) return refusalAnswer(leaving);
      own.members = own.members.filter((member) => member.id !== user.id);
    }
    spend();
    target.members.push({ id: user.id, email: user.email, role: invitation.role, joinedAt: new Date().toISOString() });
    user.wedding = { id: weddingId, role: invitation.role };
    user.isShowInitWizard = false;
    const owner = ownerOf(weddingId);
    user.subscriptions = structuredClone(owner?.subscriptions ?? null);
    // The wedding's answers are the wedding's (the server keeps them on the wedding): the joiner sees the owner's.
    if (owner) for (const field of WEDDING_ANSWER_FIELDS) Object.assign(user, { [field]: owner[field] });
    return HttpResponse.json(user);
  }),

  mockRoute(weddingRoutes.invitation, ({ params }) => {
    const found = findMockInvitation(params.token);
    if (!found || Date.parse(found.invitation.expiresAt) <= Date.now()) {
      return errorResponse(404, texts.invitationGone);
    }
    const owner = ownerOf(found.weddingId);
    const answer: InvitationPreview = {
      email: found.invitation.email,
      role: found.invitation.role,
      couple: { brideName: owner?.brideName ?? null, groomName: owner?.groomName ?? null },
      expiresAt: found.invitation.expiresAt,
    };
    return HttpResponse.json(answer);
  }),
];
