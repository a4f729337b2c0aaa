import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { assertDurableSqlite, openSqlite } from './connect.ts';

/*
 * Backups of the configured database, taken while the server runs, and their restore. Users' files
 * live in the database (server/plugins/uploads.ts), so the database is the whole backup; a folder
 * `uploads` an older version left in DATA_DIR is copied beside it until the server moves it in.
 *
 * SQLite: `VACUUM INTO` writes a consistent copy of the database as of one moment, committed
 * writes still in the WAL included, without stopping writers (a plain `cp` of wedding.sqlite
 * misses what is in the WAL). PostgreSQL: `pg_dump --format=custom` of the app's schema, one
 * consistent snapshot; restored with `pg_restore`.
 */

const SQLITE_FILE = 'wedding.sqlite';
const PG_FILE = 'wedding.pgdump';
const MANIFEST = 'backup.json';
const UPLOADS = 'uploads';

interface Manifest {
  engine: 'sqlite' | 'postgres';
  createdAt: string;
  file: string;
  /** PostgreSQL: the schema dumped (restored under the same name). */
  schema?: string;
}

export class BackupError extends Error {}

function fsyncPath(target: string): void {
  const handle = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

/** Runs a PostgreSQL client program; answers what it printed. */
function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new BackupError(`${command} could not run (${result.error.message}); is it installed?`);
  if (result.status !== 0) throw new BackupError(`${command} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/**
 * The URL as libpq reads it: a space in the query must be `%20`, where URL-encoded forms (and so
 * node-postgres, which accepts both) may write `+` (`?options=-c+search_path%3Dplanner`).
 */
function libpqUrl(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question) + url.slice(question).replaceAll('+', '%20');
}

async function currentSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
  } finally {
    await client.end();
  }
}

/** Backs the configured database up into a new folder under `dir`; answers that folder. */
export async function backup(config: Config, dir: string, now = new Date()): Promise<string> {
  const target = path.join(path.resolve(dir), `wedding-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(target, { recursive: true });
  let manifest: Manifest;
  if (config.databaseUrl) {
    const schema = await currentSchema(config.databaseUrl);
    const file = path.join(target, PG_FILE);
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--schema=${schema}`,
      '--file',
      file,
      libpqUrl(config.databaseUrl),
    ]);
    manifest = { engine: 'postgres', createdAt: now.toISOString(), file: PG_FILE, schema };
  } else {
    const source = path.join(config.dataDir, SQLITE_FILE);
    if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}: check DATA_DIR`);
    const database = new DatabaseSync(source, { timeout: 10_000 });
    try {
      const file = path.join(target, SQLITE_FILE);
      database.prepare('VACUUM INTO ?').run(file);
    } finally {
      database.close();
    }
    checkSqlite(path.join(target, SQLITE_FILE));
    manifest = { engine: 'sqlite', createdAt: now.toISOString(), file: SQLITE_FILE };
  }
  const uploads = path.join(config.dataDir, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(target, UPLOADS), { recursive: true });
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  fsyncPath(path.join(target, manifest.file));
  fsyncPath(path.join(target, MANIFEST));
  fsyncPath(target);
  return target;
}

function checkSqlite(file: string): void {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const { integrity_check: result } = database.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
    if (result !== 'ok') throw new BackupError(`the copy at ${file} fails SQLite's integrity check: ${result}`);
  } finally {
    database.close();
  }
}

/** Whether the target database has the schema, and whether anything lives in it. */
async function schemaState(url: string, schema: string): Promise<'missing' | 'empty' | 'used'> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (found.rowCount === 0) return 'missing';
    const used = await client.query(
      `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1
       union all
       select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1
       limit 1`,
      [schema],
    );
    return used.rowCount === 0 ? 'empty' : 'used';
  } finally {
    await client.end();
  }
}

/**
 * pg_restore into DATABASE_URL's database. A database made by `createdb` (PostgreSQL 15 and later)
 * already has an empty schema `public`, owned by the database's owner: the dump's CREATE SCHEMA
 * (and its comment and grants) would fail with «schema "public" already exists», so they are left
 * out of the restore's list and the rest goes into the schema that is there. A schema that holds
 * anything is never restored over.
 */
async function restorePostgres(url: string, source: string, schema: string | undefined): Promise<void> {
  const args = ['--no-owner', '--exit-on-error', '--dbname', libpqUrl(url)];
  const state = schema ? await schemaState(url, schema) : 'missing';
  if (state === 'used') {
    throw new BackupError(
      `schema "${schema}" of DATABASE_URL's database already holds tables: restore into a new database (createdb)`,
    );
  }
  if (state === 'missing') {
    run('pg_restore', [...args, source]);
    return;
  }
  const quoted = schema!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ownSchema = new RegExp(`^\\d+; \\d+ \\d+ (SCHEMA - |COMMENT - SCHEMA |ACL - SCHEMA )"?${quoted}"? `);
  const list = run('pg_restore', ['--list', source])
    .split('\n')
    .filter((line) => !ownSchema.test(line))
    .join('\n');
  const listDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-restore-'));
  try {
    const listFile = path.join(listDir, 'restore.list');
    fs.writeFileSync(listFile, list);
    run('pg_restore', [...args, '--use-list', listFile, source]);
  } finally {
    fs.rmSync(listDir, { recursive: true, force: true });
  }
}

/**
 * Restores a backup folder into the configured database: on SQLite into DATA_DIR, which must not
 * hold a database yet (restore into a new folder, then point the server at it); on PostgreSQL
 * into DATABASE_URL's database, whose schema must be missing or empty (a new database, `createdb`).
 * The server's migrations bring an older backup up to date when it starts.
 */
export async function restore(config: Config, from: string): Promise<void> {
  const manifestFile = path.join(from, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupError(`${from} is not a backup folder (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const source = path.join(from, manifest.file);
  if (manifest.engine === 'postgres') {
    if (!config.databaseUrl) throw new BackupError('a PostgreSQL backup needs DATABASE_URL to restore into');
    await restorePostgres(config.databaseUrl, source, manifest.schema);
  } else {
    if (config.databaseUrl) throw new BackupError('a SQLite backup restores into DATA_DIR: unset DATABASE_URL');
    checkSqlite(source);
    const target = path.join(config.dataDir, SQLITE_FILE);
    if (['', '-wal', '-shm'].some((suffix) => fs.existsSync(target + suffix))) {
      throw new BackupError(`${config.dataDir} already holds a database: restore into a new, empty DATA_DIR`);
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.copyFileSync(source, `${target}.restoring`);
    fsyncPath(`${target}.restoring`);
    fs.renameSync(`${target}.restoring`, target);
    fsyncPath(config.dataDir);
    const database = openSqlite(target);
    try {
      assertDurableSqlite(database);
    } finally {
      database.close();
    }
  }
  const uploads = path.join(from, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(config.dataDir, UPLOADS), { recursive: true });
}
