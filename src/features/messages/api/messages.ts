import { useTranslation } from 'react-i18next';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import { invitationRoutes } from '../../../contract/invitation-routes.ts';
import { messageRoutes } from '../../../contract/message-routes.ts';
import type { MessageCreate, MessageReachQuery, ReminderSettings } from '../../../contract/messages.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /messages: the wedding's messages, newest first, with their deliveries. */
export function useMessages() {
  return useRouteQuery(messageRoutes.list);
}

/**
 * GET /messages/reach for the audience being picked. An audience without filters asks with no
 * query, so the sample wedding's answer (kept by path) serves it too.
 */
export function useMessageReach(query: MessageReachQuery & Record<string, string>) {
  return useRouteQuery(messageRoutes.reach, Object.keys(query).length > 0 ? { query } : {});
}

/** What the audience pickers offer: the parts of the day, the sides and the categories by name. */
export function useAudienceChoices() {
  return {
    events: useRouteQuery(invitationRoutes.events),
    sides: useRouteQuery(guestRoutes.fromDictionary),
    categories: useRouteQuery(guestRoutes.categoryDictionary),
  };
}

/** POST /messages: now (no sendAt) or at a time; the notice says which. */
export function useSendMessage() {
  const { t } = useTranslation('messages');
  return useRouteMutation(messageRoutes.send, (body: MessageCreate) => ({
    body,
    successMessage: body.sendAt ? t('notices.scheduled') : t('notices.sent'),
  }));
}

/** DELETE /messages/{id}: a scheduled message is not sent after all. */
export function useCancelMessage() {
  const { t } = useTranslation('messages');
  return useRouteMutation(messageRoutes.cancel, (id: string) => ({
    params: { id },
    successMessage: t('notices.cancelled'),
  }));
}

/** GET /invitations/reminders and the deadline they count back from. */
export function useReminders() {
  return { settings: useRouteQuery(messageRoutes.reminders), deadline: useRouteQuery(invitationRoutes.deadline) };
}

/** PUT /invitations/reminders: saved as the couple changes it. */
export function useSetReminders() {
  const { t } = useTranslation('messages');
  return useRouteMutation(messageRoutes.setReminders, (body: ReminderSettings) => ({
    body,
    successMessage: t('reminders.saved'),
  }));
}
