import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runSupportCommand } from './commands.ts';

/**
 * `npm run support -- <command>`: the support desk's tool, against the configured database (the
 * same DATA_DIR / DATABASE_URL as the server). `npm run support -- help` lists the commands.
 */
try {
  const config = loadConfig();
  const { db } = connectDatabase(config);
  try {
    await migrateToLatest(db);
    process.exitCode = await runSupportCommand(db, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof ConfigError ? 78 : 1;
}
