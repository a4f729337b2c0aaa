import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { flushDeletedRows } from '../../db/erasure.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { coupleAddressesOf, lockWedding, replaceWithEmptyWedding, weddingAnswersOf } from '../wedding/public.ts';
import { retentionNoticeMail } from './mail.ts';
import * as repository from './repository.ts';
import { candidateEndsBefore, daysUntil, retentionStep, type RetentionState } from './rules.ts';
import type { RetentionNotice } from './tables.ts';

export interface RetentionDeps {
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  mail: Mailer;
  /** PUBLIC_URL for the mail's links (no request to take it from: the sweep runs alone). */
  publicUrl: string;
  /** WEDDING_RETENTION_DAYS; 0 keeps every plan. */
  retentionDays: number;
  log: FastifyBaseLogger;
}

/** The rules' view of one wedding: its subscription's end and the warnings sent about that end. */
async function stateOf(
  deps: RetentionDeps,
  db: Kysely<Database>,
  weddingId: string,
  expiresAt: string,
): Promise<RetentionState> {
  const notices = await repository.listNotices(db, weddingId, expiresAt);
  const sent = (notice: RetentionNotice) => {
    const row = notices.find((one) => one.notice === notice);
    return row && { deletionAt: new Date(row.deletion_at), sentAt: new Date(row.sent_at) };
  };
  return {
    expiresAt: new Date(expiresAt),
    retentionDays: deps.retentionDays,
    now: deps.clock.now(),
    month: sent('month'),
    week: sent('week'),
  };
}

/**
 * Takes the warning's row, then mails it to the couple (the owner and partners); a mail that fails
 * gives the row back, so the next sweep sends the warning again (to all of them: it went to none
 * or some, and a second copy is better than a deletion nobody was told of).
 */
async function sendNotice(
  deps: RetentionDeps,
  wedding: { weddingId: string; expiresAt: string },
  notice: RetentionNotice,
  deletionAt: Date,
): Promise<boolean> {
  const now = deps.clock.now();
  const key = { weddingId: wedding.weddingId, expiresAt: wedding.expiresAt, notice };
  const taken = await repository.takeNotice(deps.db, {
    wedding_id: wedding.weddingId,
    expires_at: wedding.expiresAt,
    notice,
    deletion_at: deletionAt.toISOString(),
    sent_at: now.toISOString(),
  });
  if (!taken) return false;
  try {
    const answers = await weddingAnswersOf(deps.db, wedding.weddingId);
    for (const address of await coupleAddressesOf(deps.db, wedding.weddingId)) {
      await deps.mail.send(
        retentionNoticeMail(address, {
          bride: answers?.bride_name ?? null,
          groom: answers?.groom_name ?? null,
          expiresAt: wedding.expiresAt,
          deletionAt: deletionAt.toISOString(),
          days: daysUntil(deletionAt, now),
          publicUrl: deps.publicUrl,
        }),
      );
    }
    return true;
  } catch (error) {
    await repository.releaseNotice(deps.db, key);
    throw error;
  }
}

/**
 * Deletes the wedding's plan if it is still due, decided again in the transaction that deletes it:
 * the subscription's row is locked first, so a renewal paid meanwhile either came before (and the
 * plan stays) or waits for the deletion.
 */
async function deletePlan(deps: RetentionDeps, wedding: { weddingId: string; expiresAt: string }): Promise<boolean> {
  const nowIso = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    if (deps.engine === 'postgres') await lockWedding(trx, wedding.weddingId);
    const expiresAt = await repository.lockSubscriptionEnd(trx, deps.engine, wedding.weddingId);
    if (expiresAt !== wedding.expiresAt) return false;
    const state = await stateOf(deps, trx, wedding.weddingId, expiresAt);
    if (retentionStep(state).step !== 'delete') return false;
    await replaceWithEmptyWedding(trx, wedding.weddingId, nowIso);
    return true;
  });
}

/**
 * One pass over the weddings whose subscription ended: the warnings due a month and a week before
 * the plan's deletion, and the deletions due (server/features/retention/rules.ts). Safe to run
 * from every process at once: each warning is taken by a row before it goes, and a deletion is
 * decided in its own transaction. WEDDING_RETENTION_DAYS=0 does nothing.
 */
export async function sweepRetention(deps: RetentionDeps): Promise<{ notices: number; deleted: number }> {
  const totals = { notices: 0, deleted: 0 };
  if (deps.retentionDays === 0) return totals;
  await repository.deleteRenewedNotices(deps.db);
  const endedBy = candidateEndsBefore(deps.clock.now(), deps.retentionDays).toISOString();
  for (const wedding of await repository.listEndedSubscriptions(deps.db, endedBy)) {
    try {
      const next = retentionStep(await stateOf(deps, deps.db, wedding.weddingId, wedding.expiresAt));
      if (next.step === 'notice' && (await sendNotice(deps, wedding, next.notice, next.deletionAt))) {
        totals.notices += 1;
      }
      if (next.step === 'delete' && (await deletePlan(deps, wedding))) {
        totals.deleted += 1;
        deps.log.info({ weddingId: wedding.weddingId }, 'retention: a plan kept past its subscription was deleted');
      }
    } catch (error) {
      deps.log.warn({ err: error, weddingId: wedding.weddingId }, 'retention: a warning or deletion failed');
    }
  }
  // What was deleted leaves the disk too (server/db/erasure.ts): the plan held the guests' data.
  if (totals.deleted > 0) await flushDeletedRows(deps.db, deps.engine);
  return totals;
}
