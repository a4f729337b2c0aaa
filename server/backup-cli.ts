import { ConfigError, loadConfig } from './config.ts';
import { backup, BackupError, restore } from './db/backup.ts';

/**
 * `npm run backup -- <dir>`: a backup of the configured database (DATA_DIR or DATABASE_URL) into a
 * new folder under <dir>, taken while the server runs. `npm run restore -- <backup folder>`:
 * restores one into the configured, empty database. See docs/operations.md, "Stopping, backups and logs".
 */
const [command, argument] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === 'backup' && argument) {
    console.log(`backup written to ${await backup(config, argument)}`);
  } else if (command === 'restore' && argument) {
    await restore(config, argument);
    console.log(`restored ${argument} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`);
  } else {
    console.error('usage: npm run backup -- <dir> | npm run restore -- <backup folder>');
    process.exit(64); // EX_USAGE
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : error instanceof BackupError ? 1 : 70);
}
