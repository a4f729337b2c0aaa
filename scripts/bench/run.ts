import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { benchAccounts } from './accounts.ts';
import { reportLoginScreenSize } from './bundle.ts';
import { reportDashboardWeight } from './dashboard-weight.ts';
import { measure, printTable } from './load.ts';

/*
 * `npm run bench`: every figure the issues ask for, in one bounded run on loopback. The product
 * runs in this process on a fresh SQLite DATA_DIR; a bare Fastify route is the baseline.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APP: 'false' }));
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/health', async () => ({ status: 'ok' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(`node ${process.version}, ${os.cpus().length} cores, ${seconds} s per case, 10 connections`);
  const baseline = await measure('bare Fastify GET /health', { url: `${bareUrl}/health`, seconds });
  const health = await measure('GET /api/v1/health (SQLite)', { url: `${appUrl}/api/v1/health`, seconds });
  printTable('HTTP', [baseline, health], baseline);
  await benchAccounts({ seconds, baseline });

  await app.close();
  await bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  reportLoginScreenSize();
  reportDashboardWeight();
}

await main();
