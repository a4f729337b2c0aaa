import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The first-run wizard's answers belong to the wedding (issue 24): the couple's names, the dates
 * and places of the registration and the banquet, and the guest estimate move from `users` to
 * `weddings`, so a partner who joins sees and edits the same answers. Each wedding takes its
 * owner's (or, without an owner, its first member's) answers; the columns then leave `users`, so
 * nothing can read or write a stale copy. `is_show_advice` and `is_show_init_wizard` stay per user.
 *
 * Dropping a plain column (no index, key or constraint on it) is `ALTER TABLE … DROP COLUMN` on
 * both engines (SQLite 3.35 and later rewrites the table in place): the same statements on both.
 */

const ANSWERS = [
  ['bride_name', 'text'],
  ['groom_name', 'text'],
  ['registration_date', 'text'],
  ['registration_location', 'text'],
  ['banquet_date', 'text'],
  ['banquet_location', 'text'],
  ['amount_of_guests', 'integer'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** All or nothing, as the weddings migration: PostgreSQL's migrator runs it in a transaction; SQLite opens its own. */
export async function up(db: Db): Promise<void> {
  if (db.isTransaction) await moveTheAnswers(db);
  else await db.transaction().execute(moveTheAnswers);
}

async function moveTheAnswers(db: Db): Promise<void> {
  for (const [column, type] of ANSWERS) {
    await db.schema.alterTable('weddings').addColumn(column, type).execute();
  }
  // The member whose answers become the wedding's: the owner first, then who joined first.
  const answersOf = (column: string) => sql`(select ${sql.ref(`users.${column}`)} from wedding_members
    inner join users on users.id = wedding_members.user_id
    where wedding_members.wedding_id = weddings.id
    order by case when wedding_members.role = 'owner' then 0 else 1 end, wedding_members.joined_at, wedding_members.user_id
    limit 1)`;
  await sql`update weddings set ${sql.join(
    ANSWERS.map(([column]) => sql`${sql.ref(column)} = ${answersOf(column)}`),
  )}`.execute(db);
  for (const [column] of ANSWERS) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('The wedding answers migration is not reversible: partners share the answers.');
}
