import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

/*
 * The real server in a process of its own (as server/main.ts builds it: the same buildApp, the
 * same jobs loop) with one job kind more, `test.slow`, for tests that kill a process mid-job
 * (tests/server/jobs-processes.test.ts). The product itself has no such kind: it is added here,
 * after buildApp and before the loop starts, as a feature's plugin would define its own.
 *
 * Env: JOBS_MARKS_FILE, where each attempt writes `started <attempt> <pid>` and `done <attempt> <pid>`;
 * JOBS_SLOW_MS, how long an attempt takes; JOBS_SLOW_LEASE_MS, the kind's lease. On start the
 * process enqueues one job of the kind under key `slow-1` (a second process's enqueue does nothing).
 */
const config = loadConfig();
const marks = process.env.JOBS_MARKS_FILE!;
const slowMs = Number(process.env.JOBS_SLOW_MS ?? 3000);
const app = await buildApp(config);
app.jobs.define<null>({
  kind: 'test.slow',
  leaseMs: Number(process.env.JOBS_SLOW_LEASE_MS ?? 1500),
  async run(_app, _payload, job) {
    fs.appendFileSync(marks, `started ${job.attempt} ${process.pid}\n`);
    await sleep(slowMs);
    fs.appendFileSync(marks, `done ${job.attempt} ${process.pid}\n`);
  },
});
await app.ready();
await app.jobs.enqueue(app.db, { kind: 'test.slow', payload: null, key: 'slow-1' });
process.on('SIGTERM', () => void app.stopGracefully().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
