import { signUpOverHttp, type SignedUpUser } from '../../tests/support/accounts.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { findWeddingOf } from '../../server/features/account/public.ts';
import { extendSubscription } from '../../server/features/subscriptions/public.ts';

/**
 * Signs couples up on a running product the way people do (register, the code from the outbox,
 * confirm), a few at a time, then gives each a 30-day subscription straight in its database, as
 * the support desk's `grant` does, so the planning routes answer them.
 */
export async function signUpCouples(
  product: { url: string; dataDir: string },
  database: { databaseUrl?: string },
  count: number,
  parallel = 4,
): Promise<SignedUpUser[]> {
  const couples: SignedUpUser[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      couples.push(await signUpOverHttp(product.url, product.dataDir));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));

  const { db } = connectDatabase({ databaseUrl: database.databaseUrl, dataDir: product.dataDir });
  try {
    for (const couple of couples) {
      const weddingId = await findWeddingOf(db, couple.userId);
      if (!weddingId) throw new Error(`${couple.userId} has no wedding`);
      await extendSubscription(db, { weddingId, days: 30, tariffId: null, now: new Date() });
    }
  } finally {
    await db.destroy();
  }
  return couples;
}
