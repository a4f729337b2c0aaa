import { composeDigest, digestHouseholdOf, digestReplies, localTimeOf } from '../../src/contract/digest-rules.ts';
import { notificationRoutes } from '../../src/contract/notification-routes.ts';
import { DEFAULT_TIME_ZONE, type NotificationSettings } from '../../src/contract/notifications.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { MOCK_PUBLIC_URL } from '../invitations-store.ts';
import { memberOf, mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { catalogueKeyText } from '../validation.ts';

/* A member's mail from the product as the server keeps it (server/features/digest), composed by digest-rules.ts. */

const DEFAULTS: NotificationSettings = { digest: 'weekly', paymentReminders: true, timeZone: DEFAULT_TIME_ZONE };
const settingsOf = (user: SessionUser) => (mockDb.notifications ??= {})[memberOf(user).id] ?? DEFAULTS;

/** The digest from what the mock keeps: the budget's dated payments and the invitations. */
function previewOf(user: SessionUser) {
  const key = planKeyOf(user);
  const settings = settingsOf(user);
  const { events = [], invitations = [] } = mockDb.invitations?.[key] ?? {};
  const nameOf = new Map((mockDb.guests[key] ?? []).map((guest) => [guest.id, guest.name]));
  const frequency = settings.digest === 'off' ? 'weekly' : settings.digest;
  const today = localTimeOf(new Date(), settings.timeZone).day;
  const households = invitations.map((invitation) => digestHouseholdOf(invitation, events, nameOf));
  const payments = (mockDb.budgets[key]?.items ?? []).flatMap(({ id, name, dueDate, contractorName, ...item }) =>
    dueDate
      ? [
          {
            id,
            name,
            dueDate,
            contractorName: contractorName ?? null,
            restKopecks: item.priceKopecks - (item.paidKopecks ?? 0),
          },
        ]
      : [],
  );
  // The server declines the names (lvovich); the mock names them as written.
  const coupleGenitive = catalogueKeyText('common:coupleJoined', {
    bride: user.brideName ?? '',
    groom: user.groomName ?? '',
  });
  const settingsUrl = `${MOCK_PUBLIC_URL}/profile/settings`;
  const replies = digestReplies(households, null, today, frequency);
  return composeDigest(
    { frequency, coupleGenitive, today, payments, todos: [], ...replies, settingsUrl },
    catalogueKeyText,
  );
}

export const notificationHandlers = [
  mockRoute(notificationRoutes.settings, ({ user }) => settingsOf(user)),
  mockRoute(
    notificationRoutes.setSettings,
    ({ user, body }) => ((mockDb.notifications ??= {})[user.id] = { ...settingsOf(user), ...body }),
  ),
  mockRoute(notificationRoutes.preview, ({ user }) => previewOf(user)),
];
