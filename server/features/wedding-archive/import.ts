import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type yauzl from 'yauzl';
import type { WeddingImportResult } from '../../../src/contract/wedding-archive.ts';
import type { Database } from '../../db/database.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { Jobs } from '../jobs/public.ts';
import { MESSAGE_SEND_JOB, messageJobKey } from '../messages/public.ts';
import { weddingHoldings } from '../wedding/public.ts';
import { damaged, type OpenArchive } from './read-archive.ts';
import {
  ARCHIVE_TABLES,
  freshIdLike,
  WEDDING_COLUMNS,
  type ArchiveTable,
  type ImportContext,
  type Row,
  type TableName,
} from './sections.ts';

/*
 * The import: the archive checked whole against the tables' columns, ids and files, then written
 * in one transaction under the wedding's lock (all or nothing). The seeds a new plan was given (the
 * default categories, to-dos, parts of the day) are replaced by the archive's.
 */

export interface ImportDeps {
  db: Kysely<Database>;
  jobs: Jobs;
  now: () => Date;
  storageQuotaBytes: number;
  linkBase: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type Dynamic = Kysely<Record<string, Row>>;

/** Tables whose any row is the couple's own work (the others are seeded with the plan). */
const SEEDED: ReadonlySet<TableName> = new Set([
  'budget_settings',
  'budget_categories',
  'todo_plans',
  'todos',
  'wedding_events',
  'rsvp_settings',
  'wedding_day',
  'wedding_day_items',
  'reminder_settings',
]);

/** Whether the plan is as a new wedding has it: seeds only, untouched. */
export async function planIsEmpty(db: Kysely<Database>, weddingId: string): Promise<boolean> {
  const { hasPlan } = await weddingHoldings(db, weddingId);
  let taken = hasPlan;
  for (const { table } of ARCHIVE_TABLES) {
    if (taken) break;
    if (SEEDED.has(table)) continue;
    const row = await (db as unknown as Dynamic)
      .selectFrom(table)
      .select('wedding_id')
      .where('wedding_id', '=', weddingId)
      .limit(1)
      .executeTakeFirst();
    taken = row !== undefined;
  }
  return !taken;
}

/** 409 unless the plan is empty. */
export async function requireEmptyPlan(db: Kysely<Database>, weddingId: string): Promise<void> {
  if (!(await planIsEmpty(db, weddingId))) throw new HttpError(409, t('errors:archive.planNotEmpty'));
}

interface Checked {
  wedding: Row;
  tables: Map<TableName, Row[]>;
  ids: Map<string, string>;
  files: Map<string, yauzl.Entry>;
}

const isPlainObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const COLUMN = /^[a-z][a-z0-9_]*$/;
const isCell = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number';

/** Everything an import needs to know is right before it writes: else 422 (413 beyond the quota). */
function check(archive: OpenArchive, quotaBytes: number): Checked {
  const data = archive.data as { wedding?: unknown; tables?: unknown };
  if (!isPlainObject(data.wedding) || !isPlainObject(data.tables)) throw damaged();
  const known = new Set<string>(WEDDING_COLUMNS);
  for (const [column, value] of Object.entries(data.wedding)) {
    if (!known.has(column) || !isCell(value)) throw damaged();
  }
  const declared = new Map(ARCHIVE_TABLES.map((table) => [table.table as string, table]));
  const tables = new Map<TableName, Row[]>();
  const ids = new Map<string, string>();
  for (const [name, rows] of Object.entries(data.tables)) {
    const table = declared.get(name);
    if (!table || !Array.isArray(rows)) throw damaged();
    for (const row of rows as unknown[]) {
      if (!isPlainObject(row)) throw damaged();
      for (const [column, value] of Object.entries(row)) {
        // A column this installation lacks is refused by the database, and the whole import with it.
        const allowed = COLUMN.test(column) && column !== 'wedding_id' && !table.omit?.includes(column);
        if (!(allowed || (table.bytes && column === 'file')) || !isCell(value)) throw damaged();
      }
      if (table.id) {
        if (typeof row.id !== 'string' || !row.id || ids.has(row.id)) throw damaged();
        ids.set(row.id, freshIdLike(row.id));
      }
    }
    tables.set(table.table, rows as Row[]);
  }
  const files = new Map<string, yauzl.Entry>();
  let bytes = 0;
  for (const table of ARCHIVE_TABLES) {
    for (const row of tables.get(table.table) ?? []) {
      for (const column of table.refs ?? []) {
        const value = row[column];
        if (value !== null && value !== undefined && !ids.has(String(value))) throw damaged();
      }
      for (const column of table.json ?? []) {
        if (typeof row[column] !== 'string') continue;
        try {
          JSON.parse(row[column]);
        } catch {
          throw damaged();
        }
      }
      if (table.bytes) {
        const entry = archive.entries.get(String(row.file));
        if (!entry || entry.uncompressedSize !== Number(row.size)) throw damaged();
        files.set(String(row.id), entry);
        bytes += entry.uncompressedSize;
      }
    }
  }
  if (bytes > quotaBytes) throw new HttpError(413, t('errors:archive.overQuota'));
  return { wedding: data.wedding, tables, ids, files };
}

/** Rewrites every string of a JSON value that is an id of the archive. */
function renewIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renewIds(item, ids));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renewIds(v, ids)]));
  return value;
}

function newRow(table: ArchiveTable, row: Row, checked: Checked, context: ImportContext): Row {
  const out: Row = { ...row, wedding_id: context.weddingId };
  delete out.file;
  if (table.id) out.id = checked.ids.get(String(row.id));
  for (const column of table.refs ?? []) {
    if (row[column] !== null && row[column] !== undefined) out[column] = checked.ids.get(String(row[column]));
  }
  for (const column of table.json ?? []) {
    if (typeof row[column] === 'string') out[column] = JSON.stringify(renewIds(JSON.parse(row[column]), checked.ids));
  }
  return { ...out, ...table.fill?.(row, context) };
}

/** The site's address, or the first free one after it when another wedding here has it. */
async function freeSlug(trx: Kysely<Database>, weddingId: string, slug: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? slug : `${slug.slice(0, 36)}-${n}`;
    const taken = await trx
      .selectFrom('wedding_sites')
      .select('wedding_id')
      .where('slug', '=', candidate)
      .where('wedding_id', '!=', weddingId)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

const BATCH = 100;

/**
 * Writes the archive into the wedding, whose plan must be empty (409, checked again under the
 * lock). Answers what came in; a row the database refuses rolls everything back (422).
 */
export async function importWedding(
  deps: ImportDeps,
  weddingId: string,
  archive: OpenArchive,
): Promise<WeddingImportResult> {
  await requireEmptyPlan(deps.db, weddingId);
  const checked = check(archive, deps.storageQuotaBytes);
  const context: ImportContext = { weddingId, now: deps.now().toISOString(), linkBase: deps.linkBase };
  let rows = 0;
  let siteSlug: string | null = null;
  try {
    await underWeddingLock(deps.db, weddingId, async (trx) => {
      await requireEmptyPlan(trx, weddingId);
      const dynamic = trx as unknown as Dynamic;
      for (const { table } of [...ARCHIVE_TABLES].reverse()) {
        await dynamic.deleteFrom(table).where('wedding_id', '=', weddingId).execute();
      }
      if (Object.keys(checked.wedding).length > 0) {
        await trx.updateTable('weddings').set(checked.wedding).where('id', '=', weddingId).execute();
      }
      for (const table of ARCHIVE_TABLES) {
        const written = (checked.tables.get(table.table) ?? []).map((row) => newRow(table, row, checked, context));
        if (table.table === 'wedding_sites') {
          for (const site of written) {
            const slug = await freeSlug(trx, weddingId, String(site.slug));
            if (slug !== site.slug) siteSlug = slug;
            site.slug = slug;
          }
        }
        if (table.bytes) {
          // One file at a time: its bytes are read from the zip only now.
          for (const [index, row] of written.entries()) {
            const source = (checked.tables.get(table.table) ?? [])[index]!;
            row[table.bytes] = await archive.read(checked.files.get(String(source.id))!);
            await dynamic.insertInto(table.table).values(row).execute();
          }
        } else {
          for (let at = 0; at < written.length; at += BATCH) {
            await dynamic
              .insertInto(table.table)
              .values(written.slice(at, at + BATCH))
              .execute();
          }
        }
        if (table.table === 'messages') {
          for (const message of written.filter((row) => row.started_at === null)) {
            await deps.jobs.enqueue(trx, {
              kind: MESSAGE_SEND_JOB,
              payload: { messageId: message.id },
              runAt: new Date(String(message.send_at)),
              key: messageJobKey(String(message.id)),
            });
          }
        }
        rows += written.length;
      }
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The checks passed and the database still refused a row: the file says what no export writes.
    deps.log.warn({ err: error }, 'archive: the import was refused by the database');
    throw damaged();
  }
  return {
    rows,
    guests: checked.tables.get('guests')?.length ?? 0,
    files: checked.files.size,
    renewedLinks: checked.tables.get('rsvp_invitations')?.length ?? 0,
    siteSlug,
  };
}
