import { useTranslation } from 'react-i18next';
import { callListRoutes } from '../../../contract/call-list-routes.ts';
import { invitationRoutes } from '../../../contract/invitation-routes.ts';
import type { RsvpAnswerRequest } from '../../../contract/invitations.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /invitations/calls: the households to call, those with a phone first. */
export function useCallList() {
  return useRouteQuery(callListRoutes.households);
}

/** GET /events: the parts of the day by name, for the households' choices. */
export function useCallEvents() {
  return useRouteQuery(invitationRoutes.events);
}

/** PUT /invitations/{id}/answer: the answer the household gave on the phone. */
export function useRecordAnswer() {
  const { t } = useTranslation('call-list');
  return useRouteMutation(
    invitationRoutes.recordAnswer,
    ({ invitationId, body }: { invitationId: string; body: RsvpAnswerRequest }) => ({
      params: { id: invitationId },
      body,
      successMessage: t('recorded'),
    }),
  );
}
