import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/*
 * The caps of a wedding (5,000 guests, 500 cards, 200 day steps, the seating rules, the files and
 * their quota) are a count checked before an insert. Two requests that check at once both see room
 * and both insert: concurrent adds of guests reached 5,027. So a capped add runs in a transaction
 * that first takes the wedding row's write lock; the count and the insert are then one step, and
 * a second add of the same wedding waits for the first to commit (other weddings do not wait).
 */

type Db = Kysely<Database>;

/**
 * Runs `work` in a transaction (the caller's, when `db` is one) holding the wedding's lock until
 * it ends. `work` must use the transaction it is given for every statement: on SQLite the one
 * connection is the transaction's until it ends.
 *
 * The lock is a write of the row that changes nothing: on PostgreSQL it takes the row lock (FOR NO
 * KEY UPDATE, as the key stays the same, so inserts naming the wedding elsewhere do not wait), which
 * READ COMMITTED's next statement then sees past; on SQLite it makes the transaction the writer at
 * once, so another process's count waits too.
 */
export async function underWeddingLock<T>(db: Db, weddingId: string, work: (trx: Db) => Promise<T>): Promise<T> {
  const locked = async (trx: Db) => {
    await trx
      .updateTable('weddings')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', weddingId)
      .execute();
    return work(trx);
  };
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}
