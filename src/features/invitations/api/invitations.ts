import { useTranslation } from 'react-i18next';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import { invitationRoutes } from '../../../contract/invitation-routes.ts';
import type {
  InvitationBulkCreate,
  InvitationCreate,
  WeddingEventCreate,
  WeddingEventPatch,
} from '../../../contract/invitations.ts';
import { pathOf } from '../../../contract/route-table.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /events: the parts of the day (the server gives the registration and the banquet first). */
export function useWeddingEvents() {
  return useRouteQuery(invitationRoutes.events);
}

export function useInvitations() {
  return useRouteQuery(invitationRoutes.list);
}

export function useDeadline() {
  return useRouteQuery(invitationRoutes.deadline);
}

/** The guest list, to pick households from. */
export function useGuestsToInvite() {
  return useRouteQuery(guestRoutes.list);
}

export function useAddEvent() {
  const { t } = useTranslation('invitations');
  return useRouteMutation(invitationRoutes.addEvent, (body: WeddingEventCreate) => ({
    body,
    successMessage: t('notices.eventAdded'),
  }));
}

export function useChangeEvent() {
  return useRouteMutation(
    invitationRoutes.changeEvent,
    ({ id, changes }: { id: string; changes: WeddingEventPatch }) => ({
      params: { id },
      body: changes,
    }),
  );
}

export function useRemoveEvent() {
  const { t } = useTranslation('invitations');
  return useRouteMutation(invitationRoutes.removeEvent, (id: string) => ({
    params: { id },
    successMessage: t('notices.eventRemoved'),
  }));
}

export function useAddInvitation() {
  const { t } = useTranslation('invitations');
  return useRouteMutation(invitationRoutes.add, (body: InvitationCreate) => ({
    body,
    successMessage: t('notices.invitationAdded'),
  }));
}

export function useAddInvitationsInBulk() {
  const { t } = useTranslation('invitations');
  return useRouteMutation(invitationRoutes.addBulk, (body: InvitationBulkCreate) => ({
    body,
    successMessage: t('notices.invitationsAdded'),
  }));
}

export function useRevokeInvitation() {
  const { t } = useTranslation('invitations');
  return useRouteMutation(invitationRoutes.revoke, (id: string) => ({
    params: { id },
    successMessage: t('notices.revoked'),
  }));
}

export function useSetDeadline() {
  const { t } = useTranslation('invitations');
  return useRouteMutation(invitationRoutes.setDeadline, (deadline: string | null) => ({
    body: { deadline },
    successMessage: t('notices.deadlineSet'),
  }));
}

/** Where the browser fetches an invitation's QR code and the caterer's file (plain links). */
export const qrCodeUrl = (id: string) => `${API_BASE}${pathOf(invitationRoutes.qr, { id })}`;
export const answersFileUrl = `${API_BASE}${invitationRoutes.answersFile.path}`;
