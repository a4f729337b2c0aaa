import { sql, type Kysely } from 'kysely';
import type { Database, WeddingInvitationsTable } from '../../db/database.ts';
import type { WeddingRole } from '../../../src/contract/session.ts';

/*
 * Every SQL statement of the wedding's members and invitations. Each function takes the database
 * or a transaction and, where it reads a wedding's rows, that wedding's id.
 */
type Db = Kysely<Database>;

export interface MemberRow {
  user_id: string;
  email: string;
  role: WeddingRole;
  joined_at: string;
}

/** The members of a wedding with their addresses: the owner first, then by the time they joined. */
export async function listMembers(db: Db, weddingId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('wedding_members')
    .innerJoin('users', 'users.id', 'wedding_members.user_id')
    .select(['wedding_members.user_id', 'users.email', 'wedding_members.role', 'wedding_members.joined_at'])
    .where('wedding_members.wedding_id', '=', weddingId)
    .orderBy(sql`case when wedding_members.role = 'owner' then 0 else 1 end`)
    .orderBy('wedding_members.joined_at')
    .orderBy('wedding_members.user_id')
    .execute();
}

/** A user's membership (any wedding), or undefined. */
export async function findMembership(
  db: Db,
  userId: string,
): Promise<{ wedding_id: string; role: WeddingRole; joined_at: string } | undefined> {
  return db
    .selectFrom('wedding_members')
    .select(['wedding_id', 'role', 'joined_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function countMembers(db: Db, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('wedding_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('wedding_id', '=', weddingId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertMember(
  db: Db,
  member: { weddingId: string; userId: string; role: WeddingRole; now: string },
): Promise<void> {
  await db
    .insertInto('wedding_members')
    .values({ wedding_id: member.weddingId, user_id: member.userId, role: member.role, joined_at: member.now })
    .execute();
}

export async function deleteMember(db: Db, weddingId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wedding_members')
    .where('wedding_id', '=', weddingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A new wedding, the user its owner: for a member who leaves or is removed. */
export async function insertWeddingWithOwner(db: Db, wedding: { id: string; ownerId: string; now: string }) {
  await db.insertInto('weddings').values({ id: wedding.id, created_at: wedding.now }).execute();
  await insertMember(db, { weddingId: wedding.id, userId: wedding.ownerId, role: 'owner', now: wedding.now });
}

/** A new wedding holding these members with their roles and the times they joined. */
export async function insertWeddingWithMembers(
  db: Db,
  wedding: { id: string; now: string; members: Array<{ userId: string; role: WeddingRole; joinedAt: string }> },
) {
  await db.insertInto('weddings').values({ id: wedding.id, created_at: wedding.now }).execute();
  await db
    .insertInto('wedding_members')
    .values(
      wedding.members.map((member) => ({
        wedding_id: wedding.id,
        user_id: member.userId,
        role: member.role,
        joined_at: member.joinedAt,
      })),
    )
    .execute();
}

/** Removes a wedding and with it (ON DELETE CASCADE) its plan, subscription and invitations. */
export async function deleteWedding(db: Db, weddingId: string): Promise<void> {
  await db.deleteFrom('weddings').where('id', '=', weddingId).execute();
}

/** Takes the wedding row's lock (PostgreSQL) until the transaction ends; SQLite runs one writer anyway. */
export async function lockWedding(db: Db, weddingId: string): Promise<void> {
  await db.selectFrom('weddings').select('id').where('id', '=', weddingId).forUpdate().execute();
}

/**
 * What a wedding holds that its last member would lose with it: its subscription's end (null for
 * none) and whether the plan holds anything beyond what a new wedding is seeded with (a guest, a
 * budget item or total, a to-do added, edited or checked). Reads the planning tables directly: the
 * one place outside those features that must know whether a plan is empty.
 */
export async function weddingHoldings(
  db: Db,
  weddingId: string,
): Promise<{ subscriptionExpiresAt: string | null; hasPlan: boolean }> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select('expires_at')
    .where('wedding_id', '=', weddingId)
    .executeTakeFirst();
  const guest = await db.selectFrom('guests').select('id').where('wedding_id', '=', weddingId).limit(1).execute();
  const item = await db.selectFrom('budget_items').select('id').where('wedding_id', '=', weddingId).limit(1).execute();
  const total = await db
    .selectFrom('budget_settings')
    .select('total_kopecks')
    .where('wedding_id', '=', weddingId)
    .executeTakeFirst();
  const todo = await db
    .selectFrom('todos')
    .select('id')
    .where('wedding_id', '=', weddingId)
    .where((eb) =>
      eb.or([
        eb('checked', '=', 1),
        eb('updated_at', '!=', eb.ref('created_at')),
        eb(
          'created_at',
          '>',
          eb.selectFrom('todo_plans').select('seeded_at').where('todo_plans.wedding_id', '=', weddingId),
        ),
      ]),
    )
    .limit(1)
    .execute();
  return {
    subscriptionExpiresAt: subscription?.expires_at ?? null,
    hasPlan: guest.length > 0 || item.length > 0 || Number(total?.total_kopecks ?? 0) > 0 || todo.length > 0,
  };
}

export async function findUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'is_show_init_wizard'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setInitWizard(db: Db, userId: string, show: boolean, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_show_init_wizard: show ? 1 : 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** The couple's names, as the wedding's answers hold them. */
export async function findCouple(
  db: Db,
  weddingId: string,
): Promise<{ bride_name: string | null; groom_name: string | null } | undefined> {
  return db.selectFrom('weddings').select(['bride_name', 'groom_name']).where('id', '=', weddingId).executeTakeFirst();
}

export type InvitationRow = WeddingInvitationsTable;

/** Pending invitations not yet expired, oldest first. */
export async function listInvitations(db: Db, weddingId: string, nowIso: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('wedding_invitations')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('expires_at', '>', nowIso)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Stores an invitation; one to the same address of the same wedding is replaced (new id, token,
 * role and expiry), so only the newest link works. Answers the stored row.
 */
export async function upsertInvitation(db: Db, invitation: InvitationRow): Promise<InvitationRow> {
  const { wedding_id: _wedding, email: _email, ...changes } = invitation;
  return db
    .insertInto('wedding_invitations')
    .values(invitation)
    .onConflict((conflict) => conflict.columns(['wedding_id', 'email']).doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('wedding_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Spends or withdraws an invitation: true only for the one statement that deleted it. */
export async function deleteInvitation(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wedding_invitations')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteExpiredInvitations(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('wedding_invitations').where('expires_at', '<=', nowIso).execute();
}

/** The columns of the wizard's answers on the wedding's row. */
export const WEDDING_ANSWER_COLUMNS = [
  'bride_name',
  'groom_name',
  'registration_date',
  'registration_location',
  'banquet_date',
  'banquet_location',
  'amount_of_guests',
] as const;

/** The wizard's answers of a wedding (server/features/wedding/public.ts). */
export async function findWeddingAnswers(db: Db, weddingId: string) {
  return db.selectFrom('weddings').select(WEDDING_ANSWER_COLUMNS).where('id', '=', weddingId).executeTakeFirst();
}
