import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Every SQL statement of advice: the catalogue of tips (their texts are locale keys). */
export async function findRandomAdviceKey(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('advices')
    .select('text_key')
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
  return row?.text_key;
}
