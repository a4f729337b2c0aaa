import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * A household's erasure of its own data (issue 42, item 3): when it asked, so the couple sees it. The
 * contacts, diets, message and answers themselves are cleared in their own columns.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rsvp_invitations').addColumn('erased_at', 'text').execute();
}
