import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Invitations to a wedding (issue 24): an address, the role it is offered (partner or helper), and
 * the SHA-256 of a random token mailed as a link; the token itself is never stored. One pending
 * invitation per address and wedding (inviting again replaces the token); joining or withdrawing
 * deletes the row, so a link works once. They go with the wedding; the inviter is kept as a name
 * only (no foreign key), so deleting the inviter's account leaves the invitation valid.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wedding_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wedding_invitations_wedding_email', ['wedding_id', 'email'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wedding_invitations').execute();
}
