import { HttpResponse } from 'msw';
import { composeDigest, localTimeOf } from '../../src/contract/digest-rules.ts';
import { notificationRoutes } from '../../src/contract/notification-routes.ts';
import { DEFAULT_TIME_ZONE, type NotificationSettings } from '../../src/contract/notifications.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { MOCK_PUBLIC_URL } from '../invitations-store.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { catalogueKeyText } from '../validation.ts';
import { errorResponse } from '../http.ts';

/* A member's mail from the product as the server keeps it (server/features/digest), composed by digest-rules.ts. */

const DEFAULTS: NotificationSettings = { digest: 'weekly', paymentReminders: true, timeZone: DEFAULT_TIME_ZONE };

const noWedding = () => errorResponse(403, catalogueKeyText('errors:server.noWedding'));
const settingsOf = (user: SessionUser) => (mockDb.notifications ??= {})[user.id] ?? DEFAULTS;

/** The digest from what the mock keeps: the budget's dated payments and the invitations. */
function previewOf(user: SessionUser) {
  const key = planKeyOf(user);
  const settings = settingsOf(user);
  const households = mockDb.invitations?.[key]?.invitations ?? [];
  const events = mockDb.invitations?.[key]?.events ?? [];
  const guests = new Map((mockDb.guests[key] ?? []).map((guest) => [guest.id, guest.name]));
  return composeDigest(
    {
      frequency: settings.digest === 'off' ? 'weekly' : settings.digest,
      // The server declines the names (lvovich); the mock names them as written.
      coupleGenitive: catalogueKeyText('common:coupleJoined', {
        bride: user.brideName ?? '',
        groom: user.groomName ?? '',
      }),
      today: localTimeOf(new Date(), settings.timeZone).day,
      payments: (mockDb.budgets[key]?.items ?? []).flatMap((item) =>
        item.dueDate
          ? [
              {
                id: item.id,
                name: item.name,
                restKopecks: item.priceKopecks - (item.paidKopecks ?? 0),
                dueDate: item.dueDate,
                contractorName: item.contractorName ?? null,
              },
            ]
          : [],
      ),
      todos: [],
      notAnswered: households.filter((household) => household.answeredAt === null).length,
      answers: households
        .filter((household) => household.answeredAt !== null)
        .map((household) => ({
          names: household.guestIds.map((id) => guests.get(id) ?? '').join(', '),
          coming: events
            .filter((event) => household.answers.some((answer) => answer.eventId === event.id && answer.coming))
            .map((event) => event.name),
        })),
      settingsUrl: `${MOCK_PUBLIC_URL}/profile/settings`,
    },
    catalogueKeyText,
  );
}

export const notificationHandlers = [
  mockRoute(notificationRoutes.settings, ({ user }) =>
    user.wedding ? HttpResponse.json(settingsOf(user)) : noWedding(),
  ),
  mockRoute(notificationRoutes.setSettings, ({ user, body }) => {
    if (!user.wedding) return noWedding();
    const next = { ...settingsOf(user), ...body };
    (mockDb.notifications ??= {})[user.id] = next;
    return HttpResponse.json(next);
  }),
  mockRoute(notificationRoutes.preview, ({ user }) =>
    user.wedding ? HttpResponse.json(previewOf(user)) : noWedding(),
  ),
];
