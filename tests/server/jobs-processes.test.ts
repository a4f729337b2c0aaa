import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db/connect.ts';
import { createPostgresSchema, databaseTargets } from '../support/databases.ts';
import { startProduct, type ProductProcess } from '../support/product-process.ts';
import { WAIT_MS } from '../support/waits.ts';

/*
 * Issue 40, point 7, with real processes: a job taken by a process that is killed (SIGKILL, nothing
 * runs on the way out) is taken again by another process once its lease passes, and completes
 * exactly once. tests/support/jobs-process.ts is the server with a slow job kind; the messages'
 * own test may kill the product mid-send the same way.
 */
const SLOW_MS = 3000;
const LEASE_MS = 1500;

describe.each(databaseTargets)('a job whose process is killed, on %s', (target) => {
  const started: ProductProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const product of started.splice(0)) await product.stop('SIGKILL');
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('is run again by another process and completes exactly once', { timeout: 6 * WAIT_MS }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-jobs-'));
    const marks = path.join(dataDir, 'marks.txt');
    fs.writeFileSync(marks, '');
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const schema = target === 'postgres' ? await createPostgresSchema() : undefined;
    if (schema) cleanups.push(schema.drop);
    const env = {
      DATA_DIR: dataDir,
      SERVE_APP: 'false',
      JOBS_POLL_MS: '100',
      JOBS_MARKS_FILE: marks,
      JOBS_SLOW_MS: String(SLOW_MS),
      JOBS_SLOW_LEASE_MS: String(LEASE_MS),
      ...(schema ? { DATABASE_URL: schema.url } : {}),
    };
    const lines = () => fs.readFileSync(marks, 'utf8').split('\n').filter(Boolean);
    const waitFor = async (what: string, holds: () => boolean) => {
      const deadline = Date.now() + WAIT_MS;
      while (!holds()) {
        if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}; marks: ${lines().join(' | ')}`);
        await sleep(50);
      }
    };

    const first = await startProduct(env, 'tests/support/jobs-process.ts');
    started.push(first);
    await waitFor('the first process to start the job', () => lines().length > 0);
    const firstPid = first.child.pid;
    expect(await first.stop('SIGKILL')).toBe(null);
    const killedAt = Date.now();

    const second = await startProduct(env, 'tests/support/jobs-process.ts');
    started.push(second);
    const answeredAt = Date.now();
    await waitFor('the job to complete', () => lines().some((line) => line.startsWith('done')));
    const secondPid = second.child.pid;
    console.info(
      `[jobs ${target}] killed mid-job; the next process answered ${answeredAt - killedAt} ms later ` +
        `and completed the ${SLOW_MS} ms job ${Date.now() - answeredAt} ms after that`,
    );

    // Long enough for any third attempt to have started (a lease and a few polls).
    await sleep(2 * LEASE_MS);
    expect(lines()).toEqual([`started 1 ${firstPid}`, `started 2 ${secondPid}`, `done 2 ${secondPid}`]);
    const { db } = connectDatabase({ databaseUrl: schema?.url, dataDir });
    try {
      // The product's own recurring sweeps (digests, reminders) are jobs too; this test's is test.slow.
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', 'status', 'attempts'])
        .where('kind', '=', 'test.slow')
        .execute();
      expect(rows.map((row) => ({ ...row, attempts: Number(row.attempts) }))).toEqual([
        { kind: 'test.slow', status: 'done', attempts: 2 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
