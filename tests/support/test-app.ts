import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { apiClient } from './api.ts';
import { createPostgresSchema, whileNoSchemaIsDropped, type DatabaseTarget } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * Argon2id at a cost that keeps a test run quick. Production never takes this: buildApp uses
 * OWASP's minimum unless a caller passes `passwordCost`, and main.ts never does.
 */
export const TEST_PASSWORD_COST = { memoryKiB: 64, passes: 1, parallelism: 1 };

/**
 * The real server on a fresh database of the given engine and a fresh DATA_DIR, built in-process.
 * `env` overrides configuration variables the way an operator would set them; `options` are the
 * build options (a test clock, other rate limits); hashing is cheap unless `passwordCost` says.
 */
export async function buildTestApp(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-test-'));
  const postgres = target === 'postgres' ? await createPostgresSchema() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_APP: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    // The tests play a proxy on this machine: each call names its client in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // No worker loop: a test runs the due jobs itself when its clock says so (app.jobs.runDue()).
    JOBS_POLL_MS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const build = async () => {
    const built = await buildApp(config, { passwordCost: TEST_PASSWORD_COST, ...options });
    await built.ready();
    return built;
  };
  // Its migrations read the whole catalogue, which a schema dropped meanwhile would break.
  const app = postgres ? await whileNoSchemaIsDropped(build) : await build();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestAppWithApi = TestApp & { api: ReturnType<typeof apiClient> };

/**
 * A test app built before a file's (or a describe block's) tests and closed after them. Read its
 * fields inside tests only: they are filled in by the beforeAll hook.
 */
export function useTestApp(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'distDir'> = {},
): TestAppWithApi {
  const handle = {} as TestAppWithApi;
  beforeAll(async () => {
    Object.assign(handle, await buildTestApp(target, env, options));
    handle.api = apiClient(handle.app);
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}
