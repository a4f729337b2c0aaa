import type { Kysely } from 'kysely';
import type { AmountOfGuests, SessionUser } from '../../../src/contract/session.ts';
import type { Database, UserRow, WeddingAnswersColumns } from '../../db/database.ts';
import { toSubscriptionSummary } from '../subscriptions/public.ts';
import { findSessionUserRow, type SessionUserRow } from './repository.ts';

/** Where stored userpics are served (see userpic-routes.ts). */
export const USERPIC_URL_PREFIX = '/api/v1/uploads/';

/**
 * The session user of api.md, built here and nowhere else: the person's own fields from `users`,
 * the wizard's answers from their wedding (shared by its members).
 */
function toSessionUser(
  user: UserRow & WeddingAnswersColumns,
  subscriptions: SessionUser['subscriptions'],
  wedding: SessionUser['wedding'],
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    brideName: user.bride_name,
    groomName: user.groom_name,
    userpic: user.userpic ? `${USERPIC_URL_PREFIX}${user.userpic}` : null,
    registrationDate: user.registration_date,
    registrationLocation: user.registration_location,
    banquetDate: user.banquet_date,
    banquetLocation: user.banquet_location,
    amountOfGuests: user.amount_of_guests as AmountOfGuests | null,
    isShowAdvice: user.is_show_advice === 1,
    isShowInitWizard: user.is_show_init_wizard === 1,
    subscriptions,
    wedding,
  };
}

/**
 * The session user of a row that holds the user, their wedding and its subscription
 * (findSessionUserRow, the session lookup).
 */
export function sessionUserOfRow(row: SessionUserRow, now: Date): SessionUser {
  const expiresAt = row.subscription_expires_at;
  const subscription = expiresAt === null ? undefined : { expires_at: expiresAt, title_key: row.tariff_title_key };
  const wedding =
    row.wedding_id === null || row.wedding_role === null ? null : { id: row.wedding_id, role: row.wedding_role };
  return toSessionUser(row, toSubscriptionSummary(subscription, now), wedding);
}

/** The session user by id, or null once the account is gone: one query for the user and the subscription. */
export async function loadSessionUser(db: Kysely<Database>, userId: string, now: Date): Promise<SessionUser | null> {
  const row = await findSessionUserRow(db, userId);
  return row ? sessionUserOfRow(row, now) : null;
}
