import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_MIX } from './cases.ts';
import type { CouplesResult, CouplesTask } from './couples-worker.ts';
import { signUpCouples } from './couples.ts';
import { benchEngines } from './engines.ts';
import { seedPlanning, type PlanningSize } from './planning-seed.ts';
import { startProduct } from './processes.ts';

/** Each of the many couples plans a smaller wedding, so that signing them up stays quick. */
const LOAD_PLAN: PlanningSize = { budgetItems: 10, guests: 20 };

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'couples-worker.ts');

function runWorker(task: CouplesTask): Promise<CouplesResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-load-'));
  const file = path.join(dir, 'task.json');
  fs.writeFileSync(file, JSON.stringify(task));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [worker, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), (task.seconds + 60) * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolve(JSON.parse(out.trim().split('\n').at(-1)!) as CouplesResult);
      else reject(new Error(`the load worker exited with ${code}`));
    });
  });
}

/**
 * The `load` suite: BENCH_COUPLES (200) couples, each on its own connection, repeat the LOAD_MIX of
 * cases.ts for BENCH_LOAD_SECONDS (60) against the product on each engine. The goal is no 5xx at
 * all; p50 and p99 are reported per engine.
 */
export async function benchLoad() {
  const couplesCount = Number(process.env.BENCH_COUPLES ?? 200);
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const mix = LOAD_MIX.map((spec) => `${spec.method ?? 'GET'} ${spec.path}`).join(', ');
  console.log(`\nLoad: ${couplesCount} couples, one connection each, ${seconds} s, repeating: ${mix}`);
  const rows: Array<{ engine: string; result: CouplesResult }> = [];
  for (const makeDatabase of await benchEngines()) {
    const database = await makeDatabase();
    // Behind a proxy on this machine, as a deployment is: each couple comes from its own address
    // (X-Forwarded-For), so the per-address limits on registration see 200 people, not one.
    const product = await startProduct({ databaseUrl: database.databaseUrl, env: { TRUST_PROXY: 'loopback' } });
    try {
      const started = performance.now();
      const couples = await signUpCouples(product, database, couplesCount);
      const planned = [];
      for (const couple of couples) {
        planned.push({ cookie: couple.cookie, ids: await seedPlanning(product.url, couple.cookie, LOAD_PLAN) });
      }
      console.log(
        `  ${database.engine}: ${couplesCount} couples signed up and planned in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      const result = await runWorker({
        url: product.url,
        couples: planned,
        mix: LOAD_MIX,
        seconds,
      });
      rows.push({ engine: database.engine, result });
    } finally {
      await product.stop();
      fs.rmSync(product.dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }
  console.log(
    '\n' +
      [
        'engine'.padEnd(11),
        'requests'.padStart(9),
        'req/s'.padStart(7),
        'p50 ms'.padStart(7),
        'p99 ms'.padStart(7),
        'max ms'.padStart(7),
        '2xx'.padStart(8),
        '4xx'.padStart(6),
        '5xx'.padStart(5),
        'errors'.padStart(7),
      ].join(' '),
  );
  for (const { engine, result } of rows) {
    const count = (first: string) =>
      Object.entries(result.statusCounts).reduce((sum, [code, n]) => (code.startsWith(first) ? sum + n : sum), 0);
    console.log(
      [
        engine.padEnd(11),
        String(result.requests).padStart(9),
        String(result.requestsPerSecond).padStart(7),
        String(result.p50).padStart(7),
        String(result.p99).padStart(7),
        String(result.max).padStart(7),
        String(count('2')).padStart(8),
        String(count('4')).padStart(6),
        String(count('5')).padStart(5),
        String(result.errors + result.timeouts).padStart(7),
      ].join(' '),
    );
  }
}
