import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { accountDepsOf } from '../features/account/deps.ts';
import { issueConfirmationCode } from '../features/account/registration.ts';
import { runSupportCommand } from './commands.ts';

/**
 * `npm run support -- <command>`: the support desk's tool, against the configured database (the
 * same DATA_DIR / DATABASE_URL as the server). It builds the server without listening, so mail
 * goes out the way the server sends it. `npm run support -- help` lists the commands.
 */
try {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', SERVE_APP: 'false' });
  const app = await buildApp(config);
  try {
    await app.ready();
    const deps = accountDepsOf(app, { publicUrl: config.publicUrl });
    process.exitCode = await runSupportCommand(
      { db: app.db, clock: app.clock, sendConfirmationCode: (user) => issueConfirmationCode(deps, user) },
      process.argv.slice(2),
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await app.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof ConfigError ? 78 : 1;
}
