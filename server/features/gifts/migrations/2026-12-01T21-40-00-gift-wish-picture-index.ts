import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * A wish's picture is served to anyone by its name (GET /api/v1/gift-pictures/{name}): the one
 * lookup from the name to its wish goes by this index.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('gift_wishes_picture').on('gift_wishes').column('picture').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('gift_wishes_picture').execute();
}
