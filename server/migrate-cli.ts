import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';

/** `npm run migrate`: brings the configured database to the latest schema and says what it applied. */
try {
  const config = loadConfig();
  const { db, engine } = connectDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length > 0 ? `${engine}: applied ${applied.join(', ')}` : `${engine}: already up to date`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
}
