import { useTranslation } from 'react-i18next';
import type { NotificationSettingsUpdate } from '../../../contract/notifications.ts';
import { notificationRoutes } from '../../../contract/notification-routes.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /wedding/notifications: what the product mails this member of its own accord. */
export function useNotificationSettings() {
  return useRouteQuery(notificationRoutes.settings);
}

/** PUT /wedding/notifications: one choice at a time, saved as it is made. */
export function useChangeNotificationSettings() {
  const { t } = useTranslation('settings');
  return useRouteMutation(notificationRoutes.setSettings, (body: NotificationSettingsUpdate) => ({
    body,
    successMessage: t('notifications.saved'),
  }));
}

/** GET /wedding/notifications/preview: the digest as it would go now, read when asked for. */
export function useDigestPreview(open: boolean) {
  return useRouteQuery(notificationRoutes.preview, { enabled: open });
}
