import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { outboxDir } from '../../server/plugins/mail.ts';
import { WAIT_MS } from './waits.ts';

/** One message of $DATA_DIR/outbox/, parsed as a mail client would. */
export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The 6-digit confirmation code, if the text holds one. */
  code?: string;
  /** The restore link and its token, if the text holds one. */
  link?: string;
  token?: string;
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string {
  const object = Array.isArray(field) ? field[0] : field;
  return object?.value[0]?.address ?? '';
}

/** A message file as a mail client reads it, or null when it went between listing and reading. */
async function parse(dir: string, file: string): Promise<OutboxMail | null> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path.join(dir, file));
  } catch (error) {
    // Deleting an account removes the mails to it from the outbox (issue 37), maybe while a test reads.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const mail = await simpleParser(bytes);
  const text = mail.text ?? '';
  const link = /https?:\/\/\S*\/profile\/new-password\?\S+/.exec(text)?.[0];
  return {
    file,
    from: mail.from?.text ?? '',
    to: firstAddress(mail.to),
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    code: /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1],
    link,
    token: link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined,
  };
}

/** Every message written so far, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((file) => parsedOnce(dir, file)));
  return mails.filter((mail): mail is OutboxMail => mail !== null);
}

/**
 * Messages already parsed, by path. The server writes each one aside and renames it to a name of
 * its own (a time, a sequence, random bytes; server/plugins/mail.ts), and never writes it again, so
 * a path's message never changes. Without this a file that signs up an account per test (the
 * contract suite: hundreds on one server) parsed the whole growing outbox at every poll.
 */
const parsedMails = new Map<string, OutboxMail>();

async function parsedOnce(dir: string, file: string): Promise<OutboxMail | null> {
  const key = path.join(dir, file);
  const known = parsedMails.get(key);
  if (known) return known;
  const mail = await parse(dir, file);
  if (mail) parsedMails.set(key, mail);
  return mail;
}

/** The newest message to an address (compared without letter case), if any. */
export async function newestMail(dataDir: string, address: string): Promise<OutboxMail | undefined> {
  const messages = await readOutbox(dataDir);
  return messages.reverse().find((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/**
 * Waits for a message to the address newer than `after` (a file name from an earlier message), for
 * mail the server sends after answering: as long as the suite's one bound (5 s ran out beside three
 * journeys' Chromiums).
 */
export async function waitForMail(
  dataDir: string,
  address: string,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? WAIT_MS);
  for (;;) {
    const mail = await newestMail(dataDir, address);
    if (mail && (!options.after || mail.file > options.after)) return mail;
    if (Date.now() > deadline) throw new Error(`no new mail to ${address} in the outbox of ${dataDir}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
