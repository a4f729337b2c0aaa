import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createPostgresSchema, type DatabaseTarget } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real server on a fresh database of the given engine and a fresh DATA_DIR, built in-process.
 * `env` overrides configuration variables the way an operator would set them.
 */
export async function buildTestApp(target: DatabaseTarget, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-test-'));
  const postgres = target === 'postgres' ? await createPostgresSchema() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_APP: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
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
