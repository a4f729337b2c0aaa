import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { connectDatabase } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/database.ts';
import { allMigrations } from '../../server/db/migrations/index.ts';
import { createPostgresSchema, whileNoSchemaIsDropped, type DatabaseTarget } from './databases.ts';

/** On PostgreSQL, DDL waits while another file drops its schema (the catalogue race of databases.ts). */
export function underCatalogueLock<T>(target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  return target === 'postgres' ? whileNoSchemaIsDropped(work) : work();
}

/**
 * A database as an older version left it: every migration whose name sorts before `first`, on a
 * data folder (SQLite) or a private schema (PostgreSQL) of its own. What it made is undone by the
 * functions pushed onto `cleanups`, which the caller runs last first. A migration test fills it
 * with old rows, then runs the rest (migrateToLatest) and checks what they became.
 */
export async function databaseBefore(
  target: DatabaseTarget,
  first: string,
  cleanups: Array<() => Promise<void>>,
): Promise<Kysely<Database>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'old-database-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const postgres = target === 'postgres' ? await createPostgresSchema() : undefined;
  if (postgres) cleanups.push(postgres.drop);
  const { db } = connectDatabase({ databaseUrl: postgres?.url, dataDir });
  cleanups.push(() => db.destroy());
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const before = Object.fromEntries(Object.entries(await allMigrations()).filter(([name]) => name < first));
  const migrator = new Migrator({ db, provider: { getMigrations: async () => before }, migrationTableSchema: schema });
  const { error } = await underCatalogueLock(target, () => migrator.migrateToLatest());
  if (error) throw error;
  return db;
}
