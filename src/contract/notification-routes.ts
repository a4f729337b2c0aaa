import { DigestPreview, NotificationSettings, NotificationSettingsUpdate } from './notifications.ts';
import { route } from './route-table.ts';

const DEFAULTS =
  'A member who never chose gets the weekly digest and payment reminders, in Moscow time. Every member ' +
  'chooses for themselves, helpers too; it changes nothing of the plan.';

/** A member's own mail from the product: the digest and payment reminders. */
export const notificationRoutes = {
  settings: route({
    method: 'GET',
    path: '/wedding/notifications',
    access: 'session',
    tag: 'wedding',
    summary: 'What the product mails the signed-in member of its own accord',
    description: DEFAULTS,
    answer: NotificationSettings,
    errors: [403],
  }),
  setSettings: route({
    method: 'PUT',
    path: '/wedding/notifications',
    access: 'session',
    tag: 'wedding',
    summary: 'Choose the digest, payment reminders and the time zone',
    description:
      'The digest goes at 9:00 in the member’s time zone (weekly: on Mondays) and no mail goes between ' +
      '22:00 and 9:00 there. ' +
      DEFAULTS,
    body: NotificationSettingsUpdate,
    answer: NotificationSettings,
    errors: [403],
    changes: ['/wedding/notifications', '/wedding/notifications/preview'],
  }),
  preview: route({
    method: 'GET',
    path: '/wedding/notifications/preview',
    access: 'session',
    tag: 'wedding',
    summary: 'The digest this member would get now',
    description:
      'Payments due within 7 days and overdue (contractors’ payments too), to-dos due within 7 days and ' +
      'overdue, households that have not answered, and the answers since the member’s last digest.',
    answer: DigestPreview,
    errors: [403],
  }),
};
