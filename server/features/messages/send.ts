import type { Household } from '../invitations/public.ts';
import { listHouseholds } from '../invitations/public.ts';
import { t } from '../../lib/i18n.ts';
import { telegramChatOf, TelegramDeliveryRefused } from '../telegram/public.ts';
import { weddingAnswersOf } from '../wedding/public.ts';
import type { MessageDeps } from './deps.ts';
import { emailsOf } from './households.ts';
import { householdMail, unsubscribeUrl } from './mail.ts';
import {
  claimMessage,
  findMessageById,
  queuedDeliveries,
  setDeliveryStatus,
  stoppedInvitations,
  type DeliveryRow,
} from './repository.ts';

/*
 * Sending a message: claimed once (messages.started_at), then each queued delivery is sent and
 * marked. An address the mail server refuses (an SMTP 5xx, every recipient rejected) is `failed`
 * for good; an outage (no connection, a 4xx "try later") stops the send with the error, so the
 * caller's retry (a job's next attempt) sends what is still queued, and nothing twice.
 */

/** Deliveries sent at once: a few SMTP conversations side by side, not hundreds. */
const SEND_CONCURRENCY = 4;

/** Whether a send error means this address will never take the mail (not worth a retry). */
export function isAddressRefused(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE';
}

/** Runs `work` on each item, at most `limit` at a time, stopping new ones after the first throw. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}

export interface SendOptions {
  /** A retry of a send that started (a job's later attempt): go on with what is still queued. */
  resume?: boolean;
}

/**
 * Sends a message's queued deliveries, if this caller claims it (or resumes it). Answers whether it
 * did; throws on an outage after marking what went.
 */
export async function sendMessageNow(
  deps: MessageDeps,
  messageId: string,
  options: SendOptions = {},
): Promise<boolean> {
  const { db } = deps;
  const message = await findMessageById(db, messageId);
  if (!message) return false; // cancelled
  const claimed = await claimMessage(db, messageId, deps.now().toISOString());
  if (!claimed && !options.resume) return false;
  const deliveries = await queuedDeliveries(db, messageId);
  if (deliveries.length === 0) return true;
  const weddingId = message.wedding_id;
  const [households, stopped, answers] = await Promise.all([
    listHouseholds({ db, now: deps.now, publicUrl: message.link_base }, weddingId),
    stoppedInvitations(db, weddingId),
    weddingAnswersOf(db, weddingId),
  ]);
  const byId = new Map(households.map((household) => [household.invitation.id, household]));
  const couple = { brideName: answers?.bride_name ?? null, groomName: answers?.groom_name ?? null };
  const mark = (delivery: DeliveryRow, status: 'sent' | 'failed' | 'no-contact', error: string | null = null) =>
    setDeliveryStatus(db, delivery.id, status, error, deps.now().toISOString());

  const sendOne = async (delivery: DeliveryRow) => {
    const household = byId.get(delivery.invitation_id);
    // Revoked since: its page is gone, and so is the way to write to it.
    if (!household) return mark(delivery, 'failed', 'invitation revoked');
    if (delivery.channel === 'telegram') return sendToTelegram(delivery, household);
    if (delivery.channel !== 'email') return mark(delivery, 'failed', `no sender for ${delivery.channel}`);
    const to = emailsOf(household);
    // Asked to stop since the message was made, or the addresses were removed: nothing goes.
    if (stopped.has(household.invitation.id) || to.length === 0) return mark(delivery, 'no-contact');
    try {
      await deps.mail.send(mailOf(deps, household, to, message.text, message.link_base, couple));
    } catch (error) {
      if (!isAddressRefused(error)) throw error;
      deps.log.warn({ err: error, messageId, invitationId: household.invitation.id }, 'message: address refused');
      return mark(delivery, 'failed', error instanceof Error ? error.message.slice(0, 500) : 'refused');
    }
    return mark(delivery, 'sent');
  };
  /** The chat the household has now (/stop since: no-contact); Telegram's refusal is final, an outage is thrown. */
  const sendToTelegram = async (delivery: DeliveryRow, household: Household) => {
    const chatId = await telegramChatOf(db, household.invitation.id);
    if (!chatId) return mark(delivery, 'no-contact');
    const text = `${message.text}\n\n${t('messages:telegram.rsvp', { link: household.invitation.url })}`;
    try {
      await deps.telegram({ chatId, text, invitationId: household.invitation.id });
    } catch (error) {
      if (!(error instanceof TelegramDeliveryRefused)) throw error;
      return mark(delivery, 'failed', error.message.slice(0, 500));
    }
    return mark(delivery, 'sent');
  };
  await eachLimited(deliveries, SEND_CONCURRENCY, sendOne);
  return true;
}

function mailOf(
  deps: MessageDeps,
  household: Household,
  to: string[],
  text: string,
  linkBase: string,
  couple: { brideName: string | null; groomName: string | null },
) {
  return householdMail({
    to,
    names: household.guests.map((guest) => guest.name).join(', '),
    text,
    couple,
    rsvpUrl: household.invitation.url,
    unsubscribeUrl: unsubscribeUrl(linkBase, household.token),
    unsubscribeMailbox: deps.unsubscribeMailbox,
  });
}
