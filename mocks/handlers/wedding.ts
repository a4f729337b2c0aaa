import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import wedding from '../../locales/ru/wedding.json';
import type { SessionUser } from '../../src/contract/session.ts';
import { WEDDING_ANSWER_FIELDS } from '../../src/contract/account.ts';
import { weddingRoutes } from '../../src/contract/wedding-routes.ts';
import {
  JOIN_CONFIRM_FIELD,
  WEDDING_STORAGE_QUOTA_DEFAULT_MB,
  type InvitationPreview,
  type WeddingMember,
} from '../../src/contract/wedding.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { findAccountById, mockDb, planKeyOf, signedInAccount, type MockAccount } from '../store.ts';
import { validationFailed } from '../validation.ts';
import { findMockInvitation, mockInvitation, mockWedding, type MockWedding } from '../wedding-store.ts';

/*
 * The wedding's members and invitations as the server answers them (server/features/wedding): the
 * body's 422 first and then 401 (mockRoute, in the server's order), then the member's role, then
 * the rules. Joining copies the inviting wedding's subscription onto the joiner (the mock keeps
 * subscriptions per account).
 */

const texts = wedding.server;
const noWedding = () => errorResponse(403, errors.server.noWedding);

function listOf(members: MockWedding): WeddingMember[] {
  const now = Date.now();
  return [
    ...members.members.map(({ id, email, role, joinedAt }) => ({ id, email, role, joinedAt })),
    ...members.invitations
      .filter((invitation) => Date.parse(invitation.expiresAt) > now)
      .map(({ id, email, role }) => ({ id, email, role, joinedAt: null })),
  ];
}

/** A fresh empty wedding for whoever leaves or is removed (an account of the mock, if it is one). */
function giveOwnWedding(account: MockAccount | undefined): void {
  if (!account) return;
  account.user.wedding = { id: `w_${crypto.randomUUID()}`, role: 'owner' };
  account.user.subscriptions = null;
}

/** Whether the joiner's own wedding holds something it would lose (a subscription, guests, a budget). */
function holdsAPlan(account: MockAccount): boolean {
  const id = account.user.id;
  return (
    account.user.subscriptions !== null ||
    (mockDb.guests[id]?.length ?? 0) > 0 ||
    (mockDb.budgets[id]?.items.length ?? 0) > 0
  );
}

function ownerOf(weddingId: string): SessionUser | undefined {
  return mockDb.accounts.find(
    (account) => account.user.wedding?.id === weddingId && account.user.wedding.role === 'owner',
  )?.user;
}

export const weddingHandlers = [
  mockRoute(weddingRoutes.members, () => {
    const account = signedInAccount();
    if (!account.user.wedding) return noWedding();
    return HttpResponse.json(listOf(mockWedding(account.user.wedding.id)));
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
    if (account.user.wedding.role === 'helper') return errorResponse(403, texts.helperCannotInvite);
    const members = mockWedding(account.user.wedding.id);
    const email = value.email.trim().toLowerCase();
    if (members.members.some((member) => member.email === email)) {
      return validationFailed([{ field: 'email', text: texts.alreadyMember }]);
    }
    const invitation = mockInvitation(email, value.role);
    members.invitations = [...members.invitations.filter((entry) => entry.email !== email), invitation];
    const answer: WeddingMember = { id: invitation.id, email, role: value.role, joinedAt: null };
    return HttpResponse.json(answer, { status: 201 });
  }),

  mockRoute(weddingRoutes.removeMember, ({ params }) => {
    const account = signedInAccount();
    if (!account.user.wedding) return noWedding();
    const members = mockWedding(account.user.wedding.id);
    const me = account.user.wedding.role;
    const id = params.id;
    const target = members.members.find((member) => member.id === id);
    if (!target) {
      if (!members.invitations.some((invitation) => invitation.id === id)) {
        return errorResponse(404, texts.noSuchMember);
      }
      if (me === 'helper') return errorResponse(403, texts.helperCannotManage);
      members.invitations = members.invitations.filter((invitation) => invitation.id !== id);
      return HttpResponse.json({});
    }
    if (target.id === account.user.id) {
      if (me === 'owner') return errorResponse(409, texts.ownerCannotLeave);
      if (members.members.length === 1) return errorResponse(409, texts.lastMemberCannotLeave);
    } else if (me === 'helper') {
      return errorResponse(403, texts.helperCannotManage);
    } else if (target.role === 'owner') {
      return errorResponse(403, texts.partnerCannotRemoveOwner);
    }
    members.members = members.members.filter((member) => member.id !== target.id);
    giveOwnWedding(findAccountById(target.id));
    return HttpResponse.json({});
  }),

  mockRoute(weddingRoutes.join, ({ body: value }) => {
    const account = signedInAccount();
    const found = findMockInvitation(value.token.trim());
    if (!found) return errorResponse(410, texts.invitationGone);
    const { weddingId, invitation } = found;
    if (Date.parse(invitation.expiresAt) <= Date.now()) return errorResponse(410, texts.invitationExpired);
    const user = account.user;
    if (user.email !== invitation.email) {
      return errorResponse(
        403,
        texts.otherAddress.replace('{{invited}}', invitation.email).replace('{{current}}', user.email),
      );
    }
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
      if (user.wedding.role === 'owner' && others > 0) return errorResponse(409, texts.ownerWithMembers);
      if (others === 0 && holdsAPlan(account) && value.confirm !== true) {
        const paid = user.subscriptions !== null && user.subscriptions.expires > 0;
        const text = paid ? texts.ownPlanPaid : texts.ownPlan;
        return errorResponse(409, text, [{ text, field: JOIN_CONFIRM_FIELD }]);
      }
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
