import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Invitations and answers (issue 25). `wedding_events` are the parts of the day; `rsvp_settings`
 * marks a wedding whose default parts were given (and holds the answers' deadline);
 * `rsvp_invitations` is one household's invitation: its token's SHA-256 (the public page looks it
 * up by that) and the token itself for the couple's own link and QR code, the guests and parts as
 * JSON arrays of ids, and the household's answers. Revoking deletes the row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wedding_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wedding_events_wedding')
    .on('wedding_events')
    .columns(['wedding_id', 'position'])
    .execute();
  await db.schema
    .createTable('rsvp_settings')
    .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
    .addColumn('deadline', 'text')
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rsvp_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('guest_ids', 'text', (c) => c.notNull())
    .addColumn('event_ids', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('half_name', 'text')
    .addColumn('children_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('diet', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transfer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overnight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rsvp_invitations_wedding')
    .on('rsvp_invitations')
    .columns(['wedding_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rsvp_invitations').execute();
  await db.schema.dropTable('rsvp_settings').execute();
  await db.schema.dropTable('wedding_events').execute();
}
