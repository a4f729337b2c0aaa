import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createPostgresSchema, databaseTargets, whileNoSchemaIsDropped } from '../support/databases.ts';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram.ts';
import { TEST_PASSWORD_COST } from '../support/test-app.ts';

/**
 * Several server processes on one database poll the Bot API as one (api.md, "Telegram"): Telegram
 * allows one getUpdates at a time per bot and answers a second with 409, which the fake counts.
 * When the polling process closes, another takes over from the offset kept in the database: no
 * update is lost and none is handled twice. The processes run no jobs loop (JOBS_POLL_MS=0): the test
 * takes the leases with `app.jobs.runDue()`, as the loop does every few seconds.
 */

describe.each(databaseTargets)('the Telegram poller across processes on %s', (target) => {
  let fake: FakeTelegram;
  let dataDir: string;
  let schema: Awaited<ReturnType<typeof createPostgresSchema>> | undefined;
  const apps: FastifyInstance[] = [];

  /** A server process of its own on the shared database (in-process here: its own pool, its own hold). */
  const startProcess = async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SERVE_APP: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      JOBS_POLL_MS: '0',
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_URL: fake.apiUrl,
      ...(schema ? { DATABASE_URL: schema.url } : {}),
    });
    const build = async () => {
      const app = await buildApp(config, { passwordCost: TEST_PASSWORD_COST });
      await app.ready();
      return app;
    };
    const app = schema ? await whileNoSchemaIsDropped(build) : await build();
    apps.push(app);
    await app.jobs.runDue();
    return app;
  };

  beforeAll(async () => {
    fake = await startFakeTelegram();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-telegram-'));
    if (target === 'postgres') schema = await createPostgresSchema();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake?.close();
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Writes `count` messages from new chats and waits until each got its one answer. */
  const talk = async (count: number, from: number) => {
    const chats = Array.from({ length: count }, (_, index) => from + index);
    for (const chat of chats) fake.message(chat, 'Здравствуйте');
    await fake.until(() => chats.every((chat) => fake.sent(chat).length > 0), 15_000);
    return chats;
  };

  // Three servers start (each migrating and building every feature): seconds each on a busy machine.
  it('keeps one getUpdates at a time, and a second process takes over when the first closes', async () => {
    const [one, two] = [await startProcess(), await startProcess()];
    await fake.until(() => fake.polls.calls >= 1);
    const first = await talk(10, 1);
    // Both keep their leases again and again; still one polls.
    for (let round = 0; round < 5; round += 1) await Promise.all([one!.jobs.runDue(), two!.jobs.runDue()]);
    const more = await talk(5, 51);
    expect(fake.polls.conflicts).toBe(0);

    // Whichever process polled, the other does once it closes; after both close the third one does.
    await one!.close();
    await two!.jobs.runDue();
    const second = await talk(5, 101);
    await two!.close();
    await startProcess();
    const third = await talk(5, 201);

    expect(fake.polls.conflicts).toBe(0);
    expect(fake.polls.maxHeldAtOnce).toBe(1);
    // Each message was answered once: no update handled twice across the takeovers.
    for (const chat of [...first, ...more, ...second, ...third]) expect(fake.sent(chat)).toHaveLength(1);
    // The offsets asked for never go back.
    const offsets = fake.polls.offsets.filter((offset) => offset > 0);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  }, 120_000);
});
