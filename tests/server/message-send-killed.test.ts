import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invitation } from '../../src/contract/invitations.ts';
import type { Message } from '../../src/contract/messages.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { createPostgresSchema, databaseTargets } from '../support/databases.ts';
import { freePort, startProduct, type ProductProcess } from '../support/product-process.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { WAIT_MS } from '../support/waits.ts';

/*
 * Issue 40's acceptance: a message at a time is sent exactly once after its process is killed and
 * another starts. The real product runs as processes (server/main.ts) on one database with an SMTP
 * server the test plays: while the first process is in the middle of sending (the mail server holds
 * its DATA without answering), it is SIGKILLed; a second process takes the job over once its lease
 * (JOBS_LEASE_MS) passes, and every household gets its mail once.
 */
const LEASE_MS = 2000;

/** An SMTP server that holds every message unanswered while `holding`, and records those it accepts. */
async function mailServer() {
  const accepted: string[] = [];
  let holding = true;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      if (holding) {
        // The sender waits for our answer to its DATA; it never comes, as if it were killed before.
        held += 1;
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then(() => {
          accepted.push(...session.envelope.rcptTo.map((to) => to.address));
          done();
        })
        .catch(done);
    },
  });
  // The killed process's connections end with a reset, which is what the test does, not a failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held: () => held,
    accept: () => void (holding = false),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

describe.each(databaseTargets)('a message whose process is killed mid-send, on %s', (target) => {
  const started: ProductProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const product of started.splice(0)) await product.stop('SIGKILL');
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('is sent by the next process, once to each household', { timeout: 6 * WAIT_MS }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-message-killed-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const schema = target === 'postgres' ? await createPostgresSchema() : undefined;
    if (schema) cleanups.push(schema.drop);
    const smtp = await mailServer();
    cleanups.push(smtp.close);
    const env = {
      DATA_DIR: dataDir,
      SERVE_APP: 'false',
      SMTP_URL: smtp.url,
      JOBS_POLL_MS: '100',
      JOBS_LEASE_MS: String(LEASE_MS),
      ...(schema ? { DATABASE_URL: schema.url } : {}),
    };
    const waitFor = async <T>(what: string, value: () => Promise<T | undefined> | T | undefined): Promise<T> => {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = await value();
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
        await sleep(50);
      }
    };

    const first = await startProduct(env);
    started.push(first);
    // The couple, written into the database the product migrated, as the accounts feature leaves them.
    const { db } = connectDatabase({ databaseUrl: schema?.url, dataDir });
    const user = await signedInUser({ db }, { subscription: 'active' }).finally(() => db.destroy());
    const call = async <T>(product: ProductProcess, method: string, url: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${product.url}/api/v1${url}`, {
        method,
        headers: { cookie: user.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      expect(response.ok, `${method} ${url}: ${response.status} ${text}`).toBe(true);
      return JSON.parse(text) as T;
    };

    const [banquet] = await call<Array<{ id: string }>>(first, 'GET', '/events');
    const addresses = ['olga@example.test', 'ivan@example.test', 'nina@example.test'];
    for (const [index, email] of addresses.entries()) {
      const guest = await call<{ id: string }>(first, 'POST', '/guests', {
        name: `Гость ${index + 1}`,
        from: 'bride',
        email,
      });
      await call<Invitation>(first, 'POST', '/invitations', { guestIds: [guest.id], eventIds: [banquet!.id] });
    }
    const message = await call<Message>(first, 'POST', '/messages', {
      text: 'Автобус от ЗАГСа отходит в 13:30',
      sendAt: new Date(Date.now() + 1000).toISOString(),
    });
    expect(message.deliveries.map((delivery) => delivery.status)).toEqual(['queued', 'queued', 'queued']);

    // At its time the first process sends; the mail server holds the mails; the process dies.
    await waitFor('the first process to be sending', () => (smtp.held() > 0 ? true : undefined));
    expect(await first.stop('SIGKILL')).toBe(null);
    smtp.accept();
    const killedAt = Date.now();

    const second = await startProduct(env);
    started.push(second);
    const sent = await waitFor('every delivery to be sent', async () => {
      const now = await call<Message>(second, 'GET', `/messages/${message.id}`);
      return now.deliveries.every((delivery) => delivery.status === 'sent') ? now : undefined;
    });
    console.info(`[message killed mid-send, ${target}] all sent ${Date.now() - killedAt} ms after the kill`);
    expect(sent.status).toBe('sent');

    // Long enough for any further attempt (a lease and a few polls) to have sent again.
    await sleep(2 * LEASE_MS);
    expect([...smtp.accepted].sort()).toEqual([...addresses].sort());
  });
});
