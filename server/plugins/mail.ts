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
  /** One address, or a household's several joined by commas. */
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
  /** Headers of its own (a message to guests: List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Removes what is kept of the mail sent to this address (a deleted account's codes, links and
   * invitations): the outbox's files; nothing with SMTP, where the server keeps no copy.
   */
  forget(address: string): Promise<void>;
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

/** How often the outbox is swept of mail older than OUTBOX_KEEP_DAYS. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The address a written message went to: its To header (one recipient, as every mail here has). */
export function recipientOf(message: Buffer): string | null {
  const end = message.indexOf('\r\n\r\n');
  const head = message.toString('latin1', 0, end === -1 ? message.length : end).replace(/\r\n[ \t]+/g, ' ');
  const to = /^to:[ \t]*(.*)$/im.exec(head)?.[1];
  if (!to) return null;
  return (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
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
      async forget() {},
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          headers: message.headers,
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
          headers: message.headers,
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
      async forget(address) {
        const wanted = address.trim().toLowerCase();
        let removed = 0;
        for (const name of await fs.readdir(dir)) {
          if (!name.endsWith('.eml')) continue;
          const file = path.join(dir, name);
          const message = await fs.readFile(file).catch(() => null);
          if (message && recipientOf(message) === wanted) {
            await fs.rm(file, { force: true });
            removed += 1;
          }
        }
        if (removed > 0)
          app.log.info({ to: maskAddress(address), removed }, 'outbox: mail of a deleted account removed');
      },
    };
    // The outbox is a development aid, not an archive: codes, links and names in it go after
    // OUTBOX_KEEP_DAYS, swept at start and every hour.
    const keepMs = config.outboxKeepDays * 24 * 60 * 60 * 1000;
    const sweep = async () => {
      const before = app.clock.now().getTime() - keepMs;
      let removed = 0;
      for (const name of await fs.readdir(dir)) {
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile() && stat.mtimeMs < before) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      if (removed > 0) app.log.info({ removed, keepDays: config.outboxKeepDays }, 'outbox: old mail removed');
    };
    const sweepLogged = () =>
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'outbox: sweeping old mail failed'));
    await sweepLogged();
    const timer = setInterval(() => void sweepLogged(), SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.decorate('mail', mailer);
}

export default fp(mail, { name: 'mail' });
