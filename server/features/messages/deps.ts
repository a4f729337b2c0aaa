import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES_EMAILS_PER_DAY_DEFAULT } from '../../../src/contract/messages.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Jobs } from '../jobs/public.ts';
import { deliverToTelegram } from '../telegram/public.ts';
import type { PlanningOptions } from '../../plugins/planning.ts';

/** What the messages' service and send need, built once from the server (tests may pass their own). */
export interface MessageDeps {
  db: Kysely<Database>;
  now: () => Date;
  mail: Mailer;
  log: FastifyBaseLogger;
  /** MESSAGES_EMAILS_PER_DAY. */
  emailsPerDay: number;
  /** Where a mail client's "unsubscribe" by mail goes (SUPPORT_EMAIL, else MAIL_FROM). */
  unsubscribeMailbox: string;
  /** Sends a text to a household's Telegram chat (server/features/telegram/public.ts). */
  telegram: (delivery: { chatId: string; text: string; invitationId: string }) => Promise<void>;
  /** The scheduler: a message is a job at its time (server/features/jobs). */
  jobs: Pick<Jobs, 'enqueue' | 'cancel'>;
}

export function messageDepsOf(
  app: FastifyInstance,
  options: Pick<PlanningOptions, 'messagesEmailsPerDay' | 'supportEmail'>,
): MessageDeps {
  return {
    db: app.db,
    now: () => app.clock.now(),
    mail: app.mail,
    log: app.log,
    emailsPerDay: options.messagesEmailsPerDay ?? MESSAGES_EMAILS_PER_DAY_DEFAULT,
    unsubscribeMailbox: options.supportEmail ?? '',
    jobs: app.jobs,
    telegram: (delivery) => deliverToTelegram(app, delivery),
  };
}
