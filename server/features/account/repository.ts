import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type {
  Database,
  NewUserRow,
  SessionsTable,
  UserRow,
  UserUpdate,
  WeddingAnswersColumns,
} from '../../db/database.ts';
import type { WeddingRole } from '../../../src/contract/session.ts';

/*
 * Every SQL statement of accounts. Each function takes the database or a transaction, so a service
 * decides what runs together.
 */
type Db = Kysely<Database>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Every column of `users`, named: the hot reads below list them instead of `users.*`, so their
 * rows come back as arrays made into objects of one shape (db/sqlite-statements.ts). A column
 * missing here fails the type check of the functions that answer a UserRow.
 */
const USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.password_hash',
  'users.activated_at',
  'users.userpic',
  'users.is_show_advice',
  'users.is_show_init_wizard',
  'users.created_at',
  'users.updated_at',
] as const;

/** The user row by id, as every session user (whoami) reads it. */
const userById = compiledOnce((db: Db) => db.selectFrom('users').select(USER_COLUMNS).where('id', '=', ''));

/**
 * The support desk's view of a user, found by address whatever its letter case. An explicit column
 * list: the password hash never leaves the database through the support tool.
 */
export async function findUserForSupport(db: Db, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('wedding_members', 'wedding_members.user_id', 'users.id')
    .leftJoin('weddings', 'weddings.id', 'wedding_members.wedding_id')
    .select([
      'users.id',
      'users.email',
      'weddings.bride_name',
      'weddings.groom_name',
      'users.activated_at',
      'users.created_at',
    ])
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: string, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  // Row lock on PostgreSQL; SQLite transactions already run one at a time.
  if (options.lock) return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  const [user] = await userById(db, id);
  return user;
}

/** The wizard's answers, read from the user's wedding with the session (null without a wedding). */
const WEDDING_ANSWERS = [
  'weddings.bride_name',
  'weddings.groom_name',
  'weddings.registration_date',
  'weddings.registration_location',
  'weddings.banquet_date',
  'weddings.banquet_location',
  'weddings.amount_of_guests',
] as const;

/**
 * The session user's row in one statement (whoami runs it on every app start and tab switch): the
 * user with their subscription's end and tariff title, a read of the subscription tables that
 * the subscriptions feature turns into its summary (toSubscriptionSummary).
 */
const sessionUserRow = compiledOnce((db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('wedding_members', 'wedding_members.user_id', 'users.id')
    .leftJoin('weddings', 'weddings.id', 'wedding_members.wedding_id')
    .leftJoin('subscriptions', 'subscriptions.wedding_id', 'wedding_members.wedding_id')
    .leftJoin('tariffs', 'tariffs.id', 'subscriptions.tariff_id')
    .select(USER_COLUMNS)
    .select(WEDDING_ANSWERS)
    .select([
      'wedding_members.wedding_id as wedding_id',
      'wedding_members.role as wedding_role',
      'subscriptions.expires_at as subscription_expires_at',
      'tariffs.title_key as tariff_title_key',
    ])
    .where('users.id', '=', ''),
);

/** The user with their wedding (null for none), its answers and its subscription. */
export type SessionUserRow = UserRow &
  WeddingAnswersColumns & {
    wedding_id: string | null;
    wedding_role: WeddingRole | null;
    subscription_expires_at: string | null;
    tariff_title_key: string | null;
  };

export async function findSessionUserRow(db: Db, userId: string): Promise<SessionUserRow | undefined> {
  const [row] = await sessionUserRow(db, userId);
  return row;
}

export async function insertUser(db: Db, user: NewUserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Deletes the user; sessions, codes, tokens and every user-owned row go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Gives the user a new code in place of any old one (with its tries), in one statement. */
export async function replaceConfirmationCode(
  db: Db,
  code: { userId: string; codeHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  const values = { code_hash: code.codeHash, attempts: 0, created_at: code.createdAt, expires_at: code.expiresAt };
  await db
    .insertInto('confirmation_codes')
    .values({ user_id: code.userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/**
 * Uses up one try of the user's code, right or wrong, and answers the code's hash and expiry; or
 * nothing if there is no code or its tries are used up. Counting before comparing, in one
 * statement, keeps parallel guesses from getting more tries than allowed.
 */
export async function takeConfirmationAttempt(
  db: Db,
  userId: string,
  maxAttempts: number,
): Promise<{ code_hash: string; expires_at: string } | undefined> {
  return db
    .updateTable('confirmation_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('attempts', '<', maxAttempts)
    .returning(['code_hash', 'expires_at'])
    .executeTakeFirst();
}

export async function deleteConfirmationCode(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('confirmation_codes').where('user_id', '=', userId).execute();
}

/** A new restore token replaces the user's older one, in one statement: only the newest link works. */
export async function replaceResetToken(
  db: Db,
  token: { userId: string; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  const values = { token_hash: token.tokenHash, created_at: token.createdAt, expires_at: token.expiresAt };
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: token.userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findResetToken(
  db: Db,
  tokenHash: string,
): Promise<{ user_id: string; email: string; expires_at: string } | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['password_reset_tokens.user_id', 'users.email', 'password_reset_tokens.expires_at'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends a token: true only for the one request that deleted it. */
export async function spendResetToken(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('password_reset_tokens').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteResetTokensOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/**
 * What every signed-in request learns from its cookie, in one statement: the session, its user,
 * the user's wedding and role, and the wedding's subscription (its end and tariff title). The
 * planning guard and whoami read it from there instead of asking again; the subscription columns are a read of the subscriptions
 * feature's tables, which it turns into its summary (toSubscriptionSummary).
 */
export type SessionLookup = SessionUserRow & { session_created_at: string; session_expires_at: string };

const sessionLookup = compiledOnce((db: Db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('wedding_members', 'wedding_members.user_id', 'users.id')
    .leftJoin('weddings', 'weddings.id', 'wedding_members.wedding_id')
    .leftJoin('subscriptions', 'subscriptions.wedding_id', 'wedding_members.wedding_id')
    .leftJoin('tariffs', 'tariffs.id', 'subscriptions.tariff_id')
    .select(USER_COLUMNS)
    .select(WEDDING_ANSWERS)
    .select([
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'wedding_members.wedding_id as wedding_id',
      'wedding_members.role as wedding_role',
      'subscriptions.expires_at as subscription_expires_at',
      'tariffs.title_key as tariff_title_key',
    ])
    .where('sessions.token_hash', '=', ''),
);

export async function findSession(db: Db, tokenHash: string): Promise<SessionLookup | undefined> {
  const [session] = await sessionLookup(db, tokenHash);
  return session;
}

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function setSessionExpiry(db: Db, tokenHash: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

/**
 * The one place sessions end (log-out, sign-in over an old session, an expired token, a password
 * changed or restored): one session by its token, or every session of a user but the one kept.
 */
export async function endSessions(
  db: Db,
  which: { tokenHash: string } | { userId: string; exceptTokenHash?: string | null },
): Promise<void> {
  if ('tokenHash' in which) {
    await db.deleteFrom('sessions').where('token_hash', '=', which.tokenHash).execute();
    return;
  }
  let query = db.deleteFrom('sessions').where('user_id', '=', which.userId);
  if (which.exceptTokenHash) query = query.where('token_hash', '!=', which.exceptTokenHash);
  await query.execute();
}

/** The address a payment's receipt goes to; nothing once the account is gone. */
export async function findUserEmail(db: Db, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email;
}

/** Codes, restore tokens and sessions past their expiry. */
export async function deleteExpired(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('confirmation_codes').where('expires_at', '<=', nowIso).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', nowIso).execute();
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
}

/** Every userpic name a profile points to, with its user (to move an older version's files into the store). */
export async function listUserpicOwners(db: Db): Promise<Array<{ id: string; userpic: string }>> {
  const rows = await db.selectFrom('users').select(['id', 'userpic']).where('userpic', 'is not', null).execute();
  return rows.flatMap((row) => (row.userpic === null ? [] : [{ id: row.id, userpic: row.userpic }]));
}

/**
 * The couple's registration date (the wedding day the planning tools count from), as the ISO
 * instant stored; null while not set or for an unknown wedding.
 */
export async function findWeddingDate(db: Db, weddingId: string): Promise<string | null> {
  const row = await db
    .selectFrom('weddings')
    .select('registration_date')
    .where('id', '=', weddingId)
    .executeTakeFirst();
  return row?.registration_date ?? null;
}

/** The wedding's wizard answers, or undefined for an unknown wedding; `lock` takes its row (PostgreSQL). */
export async function findWeddingAnswers(
  db: Db,
  weddingId: string,
  options: { lock?: boolean } = {},
): Promise<WeddingAnswersColumns | undefined> {
  const query = db.selectFrom('weddings').select(ANSWER_COLUMNS).where('id', '=', weddingId);
  return options.lock ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

const ANSWER_COLUMNS = WEDDING_ANSWERS.map((column) => column.slice('weddings.'.length) as keyof WeddingAnswersColumns);

export async function updateWeddingAnswers(
  db: Db,
  weddingId: string,
  changes: Partial<WeddingAnswersColumns>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('weddings').set(changes).where('id', '=', weddingId).execute();
}

/** A new wedding with the user as its owner (at sign-up, in the transaction inserting the user). */
export async function insertWedding(db: Db, wedding: { id: string; ownerId: string; now: string }): Promise<void> {
  await db.insertInto('weddings').values({ id: wedding.id, created_at: wedding.now }).execute();
  await db
    .insertInto('wedding_members')
    .values({ wedding_id: wedding.id, user_id: wedding.ownerId, role: 'owner', joined_at: wedding.now })
    .execute();
}

/** The wedding the user is a member of, or undefined. */
export async function findWeddingOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('wedding_members')
    .select('wedding_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.wedding_id;
}

/** The user's wedding and role in it, or undefined without one. */
export async function findMembership(
  db: Db,
  userId: string,
): Promise<{ weddingId: string; role: WeddingRole } | undefined> {
  const row = await db
    .selectFrom('wedding_members')
    .select(['wedding_id', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { weddingId: row.wedding_id, role: row.role };
}

/** Takes the wedding row's lock (PostgreSQL) until the transaction ends. */
export async function lockWedding(db: Db, weddingId: string): Promise<void> {
  await db.selectFrom('weddings').select('id').where('id', '=', weddingId).forUpdate().execute();
}

/**
 * A wedding whose owner's account went keeps an owner, so someone can still invite and remove: the
 * partner who joined first, or, with only helpers left, the member who joined first.
 */
export async function handOverOwnership(db: Db, weddingId: string): Promise<void> {
  const members = db.selectFrom('wedding_members').where('wedding_id', '=', weddingId);
  if (await members.select('user_id').where('role', '=', 'owner').executeTakeFirst()) return;
  const next = await members
    .select('user_id')
    .orderBy(sql`case when role = 'partner' then 0 else 1 end`)
    .orderBy('joined_at')
    .orderBy('user_id')
    .executeTakeFirst();
  if (next)
    await db.updateTable('wedding_members').set({ role: 'owner' }).where('user_id', '=', next.user_id).execute();
}

/** Removes the wedding, and with it its plan (ON DELETE CASCADE), when no member is left. */
export async function deleteWeddingIfEmpty(db: Db, weddingId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('weddings')
    .where('id', '=', weddingId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('wedding_members').select('user_id').where('wedding_id', '=', weddingId))),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
