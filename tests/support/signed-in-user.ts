import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WeddingRole } from '../../src/contract/session.ts';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/sessions.ts';

export type SubscriptionSetup = 'never' | 'active' | 'ended';

export interface SignedInUser {
  id: string;
  /** The user's wedding (their own as its owner, or the one given to join). */
  weddingId: string;
  role: WeddingRole;
  email: string;
  /** The Cookie header value of the user's session. */
  cookie: string;
  headers: { cookie: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An activated user with a live session, written straight into the database the way the accounts
 * feature leaves them after registration and login, so billing tests do not depend on its routes.
 * `subscription`: never subscribed, active (10 days left) or ended (3 days ago), for the user's own
 * new wedding; with `joins`, the user is a member of that wedding instead (invitations are to come)
 * with the role given (partner unless told), and its subscription is left as it is.
 */
export async function signedInUser(
  app: Pick<FastifyInstance, 'db'>,
  options: {
    email?: string;
    subscription?: SubscriptionSetup;
    joins?: { weddingId: string; role?: WeddingRole };
  } = {},
): Promise<SignedInUser> {
  const id = `u_${randomBytes(8).toString('hex')}`;
  const email = options.email ?? `${id}@example.ru`;
  const now = new Date();
  await app.db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: 'not-a-real-hash',
      activated_at: now.toISOString(),
      is_show_advice: 0,
      is_show_init_wizard: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();

  const weddingId = options.joins?.weddingId ?? `w_${randomBytes(8).toString('hex')}`;
  const role = options.joins ? (options.joins.role ?? 'partner') : 'owner';
  if (!options.joins)
    await app.db
      .insertInto('weddings')
      .values({ id: weddingId, created_at: now.toISOString(), bride_name: 'Анна', groom_name: 'Пётр' })
      .execute();
  await app.db
    .insertInto('wedding_members')
    .values({ wedding_id: weddingId, user_id: id, role, joined_at: now.toISOString() })
    .execute();

  const subscription = options.subscription ?? 'never';
  if (subscription !== 'never' && !options.joins) {
    const end = subscription === 'active' ? now.getTime() + 10 * DAY_MS : now.getTime() - 3 * DAY_MS;
    await app.db
      .insertInto('subscriptions')
      .values({
        wedding_id: weddingId,
        tariff_id: 'month',
        expires_at: new Date(end).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  }

  const token = randomBytes(32).toString('base64url');
  await app.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    })
    .execute();
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { id, weddingId, role, email, cookie, headers: { cookie } };
}

/** Where and when the wedding takes place, as the wizard's answers store them. */
export interface WeddingPlaces {
  registrationDate: string;
  registrationLocation: string;
  banquetDate: string;
  banquetLocation: string;
}

/**
 * A subscribed couple who answered the wizard's dates and places: the invitations' default parts of
 * the day (and so the wedding site's programme) start from them.
 */
export async function coupleWithPlaces(app: Pick<FastifyInstance, 'db'>, places: WeddingPlaces): Promise<SignedInUser> {
  const user = await signedInUser(app, { subscription: 'active' });
  await app.db
    .updateTable('weddings')
    .set({
      registration_date: places.registrationDate,
      registration_location: places.registrationLocation,
      banquet_date: places.banquetDate,
      banquet_location: places.banquetLocation,
    })
    .where('id', '=', user.weddingId)
    .execute();
  return user;
}
