import * as rules from '../../src/contract/digest-rules.ts';
import { notificationRoutes } from '../../src/contract/notification-routes.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/contract/notifications.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { MOCK_PUBLIC_URL } from '../invitations-store.ts';
import { catalogueKeyText, memberOf, mockDb, mockRoute, planKeyOf } from '../kit.ts';
import { mockItemAnswer } from './budget.ts';

/* A member's mail from the product as the server keeps it (server/features/digest), composed by digest-rules.ts. */

const settingsOf = (user: SessionUser) =>
  (mockDb.notifications ??= {})[memberOf(user).id] ?? DEFAULT_NOTIFICATION_SETTINGS;

/** The digest from what the mock keeps: the budget's dated payments and the invitations. */
function previewOf(user: SessionUser) {
  const key = planKeyOf(user);
  const { frequency, today } = rules.previewedDigest(settingsOf(user), new Date());
  const { events = [], invitations = [] } = mockDb.invitations?.[key] ?? {};
  const nameOf = new Map((mockDb.guests[key] ?? []).map((guest) => [guest.id, guest.name]));
  const households = invitations.map((invitation) => rules.digestHouseholdOf(invitation, events, nameOf));
  const payments = rules.digestPaymentsOf((mockDb.budgets[key]?.items ?? []).map((item) => mockItemAnswer(item, user)));
  // The server declines the names (lvovich); the mock names them as written.
  const couple = { bride: user.brideName ?? '', groom: user.groomName ?? '' };
  const coupleGenitive = catalogueKeyText('common:coupleJoined', couple);
  const settingsUrl = `${MOCK_PUBLIC_URL}/profile/settings`;
  const replies = rules.digestReplies(households, null, today, frequency);
  const input = { frequency, coupleGenitive, today, payments, todos: [], ...replies, settingsUrl };
  return rules.composeDigest(input, catalogueKeyText);
}

export const notificationHandlers = [
  mockRoute(notificationRoutes.settings, ({ user }) => settingsOf(user)),
  mockRoute(
    notificationRoutes.setSettings,
    ({ user, body }) => ((mockDb.notifications ??= {})[user.id] = { ...settingsOf(user), ...body }),
  ),
  mockRoute(notificationRoutes.preview, ({ user }) => previewOf(user)),
];
