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

/** Opens the database, brings its schema up to date and closes it with the server. */
async function database(app: FastifyInstance, options: { config: Config }) {
  const { db, engine } = connectDatabase(options.config);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied, engine }, 'migrations applied');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.decorate('db', db);
  app.decorate('dbEngine', engine);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(database, { name: 'database' });
