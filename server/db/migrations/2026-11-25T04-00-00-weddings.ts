import { randomBytes } from 'node:crypto';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The wedding owns the plan (issue 24). A wedding has members (owner, partner, helper), a user is a
 * member of at most one wedding, and every plan row (budget, guests, imports, to-dos, the
 * subscription and its grants) moves from `user_id` to `wedding_id`, so the plan stays with the
 * others when one member deletes their account. Every existing user becomes the owner of a wedding
 * of their own. Payments keep their payer (`user_id`, the receipt's address) and gain the wedding
 * whose subscription they extend.
 *
 * SQLite cannot change a column's foreign key in place, so each plan table is made anew with
 * `wedding_id`, filled from the old one, and takes its name: the same statements on both engines.
 */

const CHUNK = 500;

function newWeddingId(): string {
  return `w_${randomBytes(16).toString('base64url')}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Copies `table` into `<table>_next` (made by `create`) with each row's wedding, then swaps them. */
async function rekey(db: Db, table: string, columns: string[], create: (name: string) => Promise<void>) {
  const next = `${table}_next`;
  await create(next);
  const list = sql.join(columns.map((column) => sql.ref(`${table}.${column}`)));
  const targets = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(next)} (wedding_id, ${targets})
    select wedding_members.wedding_id, ${list} from ${sql.table(table)}
    inner join wedding_members on wedding_members.user_id = ${sql.ref(`${table}.user_id`)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(next).renameTo(table).execute();
}

const weddingId = (c: ColumnDefinitionBuilder) => c.notNull().references('weddings.id').onDelete('cascade');

/**
 * All or nothing: PostgreSQL's migrator already runs it in a transaction; on SQLite (whose DDL is
 * transactional too, though Kysely's migrator does not use it) it opens its own, so a crash halfway
 * leaves the old tables to migrate again at the next start.
 */
export async function up(db: Db): Promise<void> {
  if (db.isTransaction) await moveThePlan(db);
  else await db.transaction().execute(moveThePlan);
}

async function moveThePlan(db: Db): Promise<void> {
  await db.schema
    .createTable('weddings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wedding_members')
    .addColumn('wedding_id', 'text', weddingId)
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wedding_members_wedding').on('wedding_members').column('wedding_id').execute();

  // One wedding per existing user, that user its owner, dated from the account's creation.
  const users: Array<{ id: string; created_at: string }> = await db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .orderBy('id')
    .execute();
  for (let start = 0; start < users.length; start += CHUNK) {
    const chunk = users.slice(start, start + CHUNK).map((user) => ({ ...user, wedding: newWeddingId() }));
    await db
      .insertInto('weddings')
      .values(chunk.map((user) => ({ id: user.wedding, created_at: user.created_at })))
      .execute();
    await db
      .insertInto('wedding_members')
      .values(
        chunk.map((user) => ({
          wedding_id: user.wedding,
          user_id: user.id,
          role: 'owner',
          joined_at: user.created_at,
        })),
      )
      .execute();
  }

  await rekey(db, 'budget_settings', ['total_kopecks', 'seeded_at', 'updated_at', 'count_children'], (name) =>
    db.schema
      .createTable(name)
      .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
      .addColumn('total_kopecks', 'bigint', (c) => c.notNull())
      .addColumn('seeded_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('count_children', 'integer', (c) => c.notNull().defaultTo(1))
      .execute(),
  );
  await rekey(db, 'budget_categories', ['id', 'code', 'name', 'sort_order', 'created_at'], (name) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('wedding_id', 'text', weddingId)
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('budget_categories_wedding_code', ['wedding_id', 'code'])
      .execute(),
  );
  await rekey(
    db,
    'budget_items',
    [
      'id',
      'category',
      'name',
      'price_kopecks',
      'unit_price_kopecks',
      'paid_kopecks',
      'due_date',
      'created_at',
      'updated_at',
    ],
    (name) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('wedding_id', 'text', weddingId)
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price_kopecks', 'bigint', (c) => c.notNull())
        .addColumn('unit_price_kopecks', 'bigint')
        .addColumn('paid_kopecks', 'bigint')
        .addColumn('due_date', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute(),
  );
  await db.schema
    .createIndex('budget_items_wedding_id')
    .on('budget_items')
    .columns(['wedding_id', 'category'])
    .execute();

  await rekey(
    db,
    'guests',
    [
      'id',
      'name',
      'with_half',
      'half_name',
      'from_code',
      'children_code',
      'comment',
      'categories',
      'checked',
      'position',
      'created_at',
      'updated_at',
    ],
    (name) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('wedding_id', 'text', weddingId)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('with_half', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('half_name', 'text')
        .addColumn('from_code', 'text', (c) => c.notNull())
        .addColumn('children_code', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull())
        .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute(),
  );
  await db.schema
    .createIndex('guests_wedding_order')
    .on('guests')
    .columns(['wedding_id', 'created_at', 'position'])
    .execute();

  await rekey(db, 'guest_import_commits', ['file_sha256', 'imported', 'updated', 'committed_at'], (name) =>
    db.schema
      .createTable(name)
      .addColumn('wedding_id', 'text', weddingId)
      .addColumn('file_sha256', 'text', (c) => c.notNull())
      .addColumn('imported', 'integer', (c) => c.notNull())
      .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('committed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('guest_import_commits_wedding_pk', ['wedding_id', 'file_sha256'])
      .execute(),
  );

  await rekey(
    db,
    'todos',
    ['id', 'period', 'task', 'comment', 'checked', 'sort_order', 'created_at', 'updated_at'],
    (name) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('wedding_id', 'text', weddingId)
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('task', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute(),
  );
  await db.schema.createIndex('todos_wedding_id').on('todos').columns(['wedding_id', 'sort_order']).execute();

  await rekey(db, 'todo_plans', ['seeded_at', 'wedding_day', 'started_on'], (name) =>
    db.schema
      .createTable(name)
      .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
      .addColumn('seeded_at', 'text', (c) => c.notNull())
      .addColumn('wedding_day', 'text')
      .addColumn('started_on', 'text')
      .execute(),
  );

  await rekey(db, 'subscriptions', ['tariff_id', 'expires_at', 'created_at', 'updated_at'], (name) =>
    db.schema
      .createTable(name)
      .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
      .addColumn('tariff_id', 'text', (c) => c.references('tariffs.id'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute(),
  );

  await rekey(
    db,
    'subscription_grants',
    ['id', 'days', 'reason', 'granted_by', 'previous_expires_at', 'new_expires_at', 'created_at'],
    (name) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('wedding_id', 'text', weddingId)
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('granted_by', 'text', (c) => c.notNull())
        .addColumn('previous_expires_at', 'text')
        .addColumn('new_expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute(),
  );
  await db.schema
    .createIndex('subscription_grants_wedding_id')
    .on('subscription_grants')
    .column('wedding_id')
    .execute();

  // Payments are rows of the embedded checkout's too, so they keep their table (and their payer)
  // and only learn the wedding they pay for; a payment started before this is its payer's wedding's.
  await db.schema
    .alterTable('payments')
    .addColumn('wedding_id', 'text', (c) => c.references('weddings.id').onDelete('cascade'))
    .execute();
  await sql`update payments set wedding_id =
    (select wedding_members.wedding_id from wedding_members where wedding_members.user_id = payments.user_id)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('The wedding migration is not reversible: members of one wedding share its plan.');
}
