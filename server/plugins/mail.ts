import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { t } from '../lib/i18n.ts';
import { maskAddress } from '../lib/redact.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What the recipient needs from the message (a confirmation code). Logged in outbox mode, so that
   * whoever runs the product on one machine can read it from the log; never logged with SMTP. Never
   * an address or a link that holds one (see lib/redact.ts).
   */
  logged?: Record<string, string>;
  /** Files the message carries (a calendar invitation). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Where messages go when no SMTP server is configured: one RFC 822 `.eml` file each. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

let sequence = 0;

/** File names sort by the time written, so the newest message is the last name. */
function outboxFileName(): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * Outgoing mail through nodemailer: the SMTP server of SMTP_URL, or, without one, `.eml` files in
 * $DATA_DIR/outbox/ (nodemailer's stream transport writes the very bytes SMTP would send).
 */
async function mail(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const from = { name: t('mail:fromName'), address: config.mailFrom };
  let mailer: Mailer;

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    app.addHook('onClose', async () => transport.close());
    mailer = {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        app.log.info({ to: maskAddress(message.to), subject: message.subject }, 'mail sent');
      },
    };
  } else {
    const dir = outboxDir(config.dataDir);
    await fs.mkdir(dir, { recursive: true });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    mailer = {
      mode: 'outbox',
      async send(message) {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        const name = outboxFileName();
        // Written aside and renamed, so a reader never sees half a message.
        const temporary = path.join(dir, `.${name}.tmp`);
        await fs.writeFile(temporary, info.message as Buffer);
        await fs.rename(temporary, path.join(dir, name));
        app.log.info(
          { to: maskAddress(message.to), subject: message.subject, file: name, ...message.logged },
          'mail written to outbox',
        );
      },
    };
  }
  app.decorate('mail', mailer);
}

export default fp(mail, { name: 'mail' });
