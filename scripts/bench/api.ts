import fs from 'node:fs';
import os from 'node:os';
import { createPasswordHasher, OWASP_ARGON2_COST } from '../../server/features/account/passwords.ts';
import type { SignedUpUser } from '../../tests/support/accounts.ts';
import { API_CASES, pathFor, type ApiCase, type PlanningIds } from './cases.ts';
import { signUpCouples } from './couples.ts';
import { benchEngines, type BenchDatabase } from './engines.ts';
import { loadGeneratorName, measure, printTable, summarize, type LoadResult, type LoadTarget } from './load.ts';
import { FULL_PLAN, seedPlanning } from './planning-seed.ts';
import { startBare, startProduct, type ServerProcess } from './processes.ts';

/** Milliseconds per argon2id hash at the production cost, hashed one after another. */
async function argon2Timing(rounds = 20): Promise<{ mean: number; p50: number; max: number }> {
  const hasher = createPasswordHasher(OWASP_ARGON2_COST);
  await hasher.hash('warm-up');
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await hasher.hash(`Свадьба-${i}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    p50: times[Math.floor(times.length / 2)],
    max: times[times.length - 1],
  };
}

function targetOf(apiCase: ApiCase, url: string, couple: SignedUpUser, ids: PlanningIds, seconds: number): LoadTarget {
  const headers: Record<string, string> = {};
  if (apiCase.as === 'couple') headers.cookie = couple.cookie;
  let body = apiCase.body;
  if (apiCase.path === '/api/v1/user/auth') {
    body = {
      contentType: 'application/json',
      text: JSON.stringify({ email: couple.email, password: couple.password }),
    };
  }
  if (body) headers['content-type'] = body.contentType;
  return {
    url: `${url}${pathFor(apiCase, ids)}`,
    method: apiCase.method ?? 'GET',
    headers,
    body: body?.text,
    seconds,
    connections: apiCase.connections ?? 10,
  };
}

/** BENCH_CASES=health,whoami runs only the cases whose names contain one of the words (all by default). */
function isWanted(apiCase: ApiCase): boolean {
  const words = process.env.BENCH_CASES?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return !words?.length || words.some((word) => apiCase.name.includes(word));
}

/**
 * The `api` suite: each case of cases.ts against the product in its own process, on each engine.
 * Every round runs the bare route, then the case, so both see the same load from whatever else the
 * machine is doing; the table gives medians over the rounds and the median of the per-round ratios.
 */
export async function benchApi(options: { seconds: number; rounds: number }) {
  const { seconds, rounds } = options;
  console.log(
    `\nnode ${process.version}, ${os.cpus().length} cores, load from ${loadGeneratorName}; ` +
      `${seconds} s per run, ${rounds} rounds (bare, case, bare, case, ...), medians`,
  );
  const bare = await startBare();
  try {
    for (const makeDatabase of await benchEngines()) {
      const database: BenchDatabase = await makeDatabase();
      const servers = new Map<string, ServerProcess>();
      try {
        const main = await startProduct({ databaseUrl: database.databaseUrl });
        servers.set('main', main);
        const [couple] = await signUpCouples(main, database, 1);
        const ids = await seedPlanning(main.url, couple.cookie, FULL_PLAN);
        const cases = API_CASES.filter((c) => database.engine === 'SQLite' || !c.sqliteOnly).filter(isWanted);
        const runs = new Map<string, { bare: LoadResult[]; product: LoadResult[] }>();
        for (let round = 0; round < rounds; round++) {
          for (const apiCase of cases) {
            const kind = apiCase.server ?? 'main';
            let server = servers.get(kind);
            if (!server) {
              server = await startProduct({
                databaseUrl: database.databaseUrl,
                dataDir: main.dataDir,
                entry: 'scripts/bench/open-login-server.ts',
              });
              servers.set(kind, server);
            }
            const target = targetOf(apiCase, server.url, couple, ids, seconds);
            const entry = runs.get(apiCase.name) ?? { bare: [], product: [] };
            runs.set(apiCase.name, entry);
            entry.bare.push(
              await measure('bare', { url: `${bare.url}/health`, seconds, connections: target.connections }, bare.pid),
            );
            entry.product.push(await measure(apiCase.name, target, server.pid));
          }
        }
        const bareRows = [...runs.values()].flatMap((r) => r.bare);
        printTable(`API on ${database.engine} (server/main.ts, logging at the default level to a file)`, [
          summarize('bare Fastify GET /health, own process', bareRows),
          ...cases.map((c) => summarize(c.name, runs.get(c.name)!.product, runs.get(c.name)!.bare)),
        ]);
        console.log(`  the product's log: ${(fs.statSync(main.logFile).size / 1024 / 1024).toFixed(0)} MiB`);
      } finally {
        for (const server of servers.values()) await server.stop();
        fs.rmSync([...servers.values()][0]?.dataDir ?? '/nonexistent', { recursive: true, force: true });
        await database.drop();
      }
    }
  } finally {
    await bare.stop();
  }

  const hash = await argon2Timing();
  const { memoryKiB, passes, parallelism } = OWASP_ARGON2_COST;
  console.log(
    `\nargon2id m=${memoryKiB} KiB, t=${passes}, p=${parallelism}: ` +
      `${hash.mean.toFixed(1)} ms per hash (p50 ${hash.p50.toFixed(1)}, max ${hash.max.toFixed(1)}), ` +
      `${os.availableParallelism()} threads available`,
  );
}
