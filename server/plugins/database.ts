import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { connectDatabase, type Engine } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

/**
 * Opens the database, brings its schema up to date and closes it with the server. Migrations run
 * on a connection of their own without time limits (one may rightly take minutes); requests are
 * served by a pool whose connects and statements are bounded, so a lost database answers 503.
 */
async function database(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const migrating = connectDatabase(config);
  try {
    const applied = await migrateToLatest(migrating.db);
    if (applied.length > 0) app.log.info({ migrations: applied, engine: migrating.engine }, 'migrations applied');
  } finally {
    await migrating.db.destroy();
  }
  const { db, engine } = connectDatabase(config, {
    limits: { connectMs: config.databaseConnectTimeoutMs, statementMs: config.databaseStatementTimeoutMs },
    log: app.log,
  });
  app.decorate('db', db);
  app.decorate('dbEngine', engine);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(database, { name: 'database' });
