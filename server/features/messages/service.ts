import { randomBytes } from 'node:crypto';
import {
  audienceOfQuery,
  audienceStored,
  deliveryStatusAtStart,
  emailLimitRefusal,
  emailLimitWindow,
  householdNamesOf,
  messageProblem,
  messageStatusOf,
  reachOf,
  reminderSettingsOf,
  sendTimeOf,
} from '../../../src/contract/message-rules.ts';
import type {
  DeliveryChannel,
  DeliveryStatus,
  Message,
  MessageAudience,
  MessageCreate,
  MessageReach,
  MessageReachQuery,
  ReminderSettings,
} from '../../../src/contract/messages.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import { HttpError, notFoundError, refuseOn, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { MessageDeps } from './deps.ts';
import { MESSAGE_SEND_JOB, messageJobKey, type MessageSendPayload } from './jobs.ts';
import { recipientsOf } from './households.ts';
import * as repository from './repository.ts';

/*
 * The messages' rules beyond SQL: a message is made with one delivery per household and channel
 * (message-rules.ts), within the wedding's e-mail limit, with a job at its time (now, or its
 * `sendAt`) that sends it once (send.ts); it may be cancelled until that job starts.
 */

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/** A message as answered: due or claimed is sending (as the mocks say it), until every delivery is done. */
function messageOf(row: repository.MessageRow, deliveries: repository.DeliveryRow[], now: Date): Message {
  const answered = deliveries.map((delivery) => ({
    invitationId: delivery.invitation_id,
    names: delivery.names,
    channel: delivery.channel as DeliveryChannel,
    status: delivery.status as DeliveryStatus,
  }));
  return {
    id: row.id,
    text: row.text,
    audience: JSON.parse(row.audience) as MessageAudience,
    sendAt: row.send_at,
    createdAt: row.created_at,
    status: messageStatusOf(row.started_at !== null || Date.parse(row.send_at) <= now.getTime(), answered),
    deliveries: answered,
  };
}

export async function listMessages(deps: MessageDeps, weddingId: string): Promise<Message[]> {
  const rows = await repository.listMessages(deps.db, weddingId);
  const deliveries = await repository.listDeliveries(
    deps.db,
    weddingId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    messageOf(
      row,
      deliveries.filter((delivery) => delivery.message_id === row.id),
      deps.now(),
    ),
  );
}

export async function findMessage(deps: MessageDeps, weddingId: string, id: string): Promise<Message> {
  const row = await repository.findMessage(deps.db, weddingId, id);
  if (!row) throw notFoundError();
  return messageOf(row, await repository.listDeliveries(deps.db, weddingId, [id]), deps.now());
}

export async function reachOfQuery(
  deps: MessageDeps,
  weddingId: string,
  query: MessageReachQuery,
  linkBase: string,
): Promise<MessageReach> {
  return reachOf(await recipientsOf(deps, weddingId, audienceOfQuery(query), linkBase));
}

/**
 * Makes a message and its deliveries; the caller sends it when it is due (at once, or at its
 * time). The e-mail limit is counted under the wedding's lock, so two messages at once cannot
 * both take the last of the day's allowance.
 */
export async function createMessage(
  deps: MessageDeps,
  weddingId: string,
  body: MessageCreate,
  linkBase: string,
): Promise<Message> {
  const now = deps.now();
  refuseOn(messageProblem(body, now));
  const audience = audienceStored(body.audience);
  const sendAt = sendTimeOf(body.sendAt, now).toISOString();
  const recipients = await recipientsOf(deps, weddingId, audience, linkBase);
  const id = newId('msg');
  const stamp = now.toISOString();
  const deliveries = recipients.flatMap((recipient, position) =>
    recipient.channels.map((channel) => ({
      id: newId('dlv'),
      message_id: id,
      wedding_id: weddingId,
      invitation_id: recipient.household.invitation.id,
      names: householdNamesOf(recipient.household.guests),
      channel,
      status: deliveryStatusAtStart(channel),
      address:
        channel === 'email' ? JSON.stringify(recipient.emails) : channel === 'telegram' ? recipient.telegramChat : null,
      error: null,
      position,
      updated_at: stamp,
    })),
  );
  const emails = deliveries.filter((delivery) => delivery.channel === 'email').length;
  await underWeddingLock(deps.db, weddingId, async (trx) => {
    const window = emailLimitWindow(sendAt);
    const around = await repository.countEmailsAround(trx, weddingId, window.after, window.before);
    refuseWith(emailLimitRefusal(around, emails, deps.emailsPerDay));
    // The job is made in the message's transaction: there is one exactly when the message is.
    await deps.jobs.enqueue(trx, {
      kind: MESSAGE_SEND_JOB,
      payload: { messageId: id } satisfies MessageSendPayload,
      runAt: new Date(sendAt),
      key: messageJobKey(id),
    });
    await repository.insertMessage(
      trx,
      {
        id,
        wedding_id: weddingId,
        text: body.text.trim(),
        audience: JSON.stringify(audience),
        link_base: linkBase,
        send_at: sendAt,
        started_at: null,
        created_at: stamp,
      },
      deliveries,
    );
  });
  return findMessage(deps, weddingId, id);
}

/**
 * Cancels a message whose time has not come: 404 for none such, 409 once it is due or started (its
 * job was taken by a process, or the message claimed).
 */
export async function cancelMessage(deps: MessageDeps, weddingId: string, id: string): Promise<void> {
  const message = await repository.findMessage(deps.db, weddingId, id);
  if (!message) throw notFoundError();
  const started = () => new HttpError(409, t('messages:errors.started'));
  // A message whose time has come answers `sending` (messageOf): its job may be running any moment.
  const due = Date.parse(message.send_at) <= deps.now().getTime();
  if (message.started_at !== null || due || !(await deps.jobs.cancel(deps.db, messageJobKey(id)))) throw started();
  if (!(await repository.deleteUnstartedMessage(deps.db, weddingId, id))) throw started();
}

export async function remindersOf(deps: MessageDeps, weddingId: string): Promise<ReminderSettings> {
  const row = await repository.findReminderSettings(deps.db, weddingId);
  return reminderSettingsOf(
    row ? { enabled: Number(row.enabled) === 1, daysBefore: JSON.parse(row.days_before) as number[] } : null,
  );
}

export async function setReminders(
  deps: MessageDeps,
  weddingId: string,
  body: ReminderSettings,
): Promise<ReminderSettings> {
  const settings = reminderSettingsOf(body);
  await repository.upsertReminderSettings(deps.db, weddingId, settings, deps.now().toISOString());
  return settings;
}
