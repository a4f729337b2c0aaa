import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createPasswordHasher, OWASP_ARGON2_COST } from '../../server/features/account/passwords.ts';
import { signUp } from '../../tests/support/accounts.ts';
import { measure, printTable, type LoadResult } from './load.ts';

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

/**
 * The account figures of `npm run bench`: GET /whoami (a session lookup and the user row) as a
 * share of the bare route, POST /user/auth at 10 concurrent connections with the production
 * argon2id cost, and the time of one hash. The login limits are raised for the run (the limiter
 * still counts every request, so its database write is in the figure); nothing else is changed.
 */
export async function benchAccounts(options: { seconds: number; baseline: LoadResult }) {
  const { seconds, baseline } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-accounts-'));
  const unlimited = { limit: 1_000_000_000, windowSeconds: 60 };
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APP: 'false' }), {
    rateLimits: { 'login-address': unlimited, 'login-client': unlimited },
  });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const anna = await signUp(app, dataDir);

    const whoami = await measure('GET /api/v1/whoami (SQLite)', {
      url: `${url}/api/v1/whoami`,
      headers: { cookie: anna.cookie },
      seconds,
    });
    const login = await measure('POST /api/v1/user/auth (SQLite)', {
      url: `${url}/api/v1/user/auth`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: anna.email, password: anna.password }),
      seconds,
      connections: 10,
    });
    printTable('Accounts', [baseline, whoami, login], baseline);

    const hash = await argon2Timing();
    const { memoryKiB, passes, parallelism } = OWASP_ARGON2_COST;
    console.log(
      `\nargon2id m=${memoryKiB} KiB, t=${passes}, p=${parallelism}: ` +
        `${hash.mean.toFixed(1)} ms per hash (p50 ${hash.p50.toFixed(1)}, max ${hash.max.toFixed(1)}), ` +
        `${os.availableParallelism()} threads available`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
