import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import {
  ARCHIVE_DATA_ENTRY,
  ARCHIVE_FILES_FOLDER,
  ARCHIVE_FORMAT,
  ARCHIVE_SHEETS_FOLDER,
} from '../../../src/contract/wedding-archive.ts';
import type { Database } from '../../db/database.ts';
import { ARCHIVE_TABLES, portableValue, WEDDING_COLUMNS, type ArchiveTable, type Row } from './sections.ts';

/*
 * The export: a zip written as it is sent. Every entry is lazy (yazl asks for its stream when it
 * reaches it), wedding.json is written table by table, and each file's bytes are read from the
 * database only when their turn comes: a wedding of 5,000 guests and a gigabyte of files goes out
 * with one file in memory at a time.
 */

/** A spreadsheet of the archive: its name and a function that makes it when its turn comes. */
export interface ArchiveSheet {
  name: string;
  make: () => Promise<Buffer>;
}

export interface ArchiveSource {
  db: Kysely<Database>;
  weddingId: string;
  now: Date;
  sheets: readonly ArchiveSheet[];
}

interface FileEntry {
  id: string;
  path: string;
  size: number;
}

/** A zip entry's name of a file: its id keeps names unique, the couple's name keeps it recognisable. */
export function filePath(id: string, fileName: string): string {
  const printable = [...fileName].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
  const safe = printable.replace(/^\.+/, '_').slice(0, 120) || 'file';
  return `${ARCHIVE_FILES_FOLDER}${id}/${safe}`;
}

async function rowsOf(db: Kysely<Database>, weddingId: string, table: ArchiveTable): Promise<Row[]> {
  // The archive's tables are listed by name: Kysely cannot narrow a table chosen at run time.
  const dynamic = db as unknown as Kysely<Record<string, Row>>;
  let query = dynamic.selectFrom(table.table).where('wedding_id', '=', weddingId);
  query = table.bytes
    ? query.select(['id', 'subject_id', 'kind', 'file_name', 'content_type', 'size', 'created_at'])
    : query.selectAll();
  return query.orderBy(table.order).execute() as Promise<Row[]>;
}

/** A row as the file holds it: no wedding id, no secrets, amounts as numbers, a file by its path. */
function portableRow(table: ArchiveTable, row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'wedding_id' || table.omit?.includes(column)) continue;
    out[column] = portableValue(column, value);
  }
  if (table.bytes) out.file = filePath(String(row.id), String(row.file_name));
  return out;
}

/** wedding.json, table by table. */
async function* weddingJson(source: ArchiveSource): AsyncGenerator<string> {
  const wedding = await source.db
    .selectFrom('weddings')
    .select([...WEDDING_COLUMNS])
    .where('id', '=', source.weddingId)
    .executeTakeFirst();
  yield `{"format":${ARCHIVE_FORMAT},"exportedAt":${JSON.stringify(source.now.toISOString())},`;
  yield `"wedding":${JSON.stringify(wedding ?? {})},"tables":{`;
  for (const [index, table] of ARCHIVE_TABLES.entries()) {
    yield `${index ? ',' : ''}${JSON.stringify(table.table)}:[`;
    const rows = await rowsOf(source.db, source.weddingId, table);
    for (const [at, row] of rows.entries()) {
      yield `${at ? ',' : ''}\n${JSON.stringify(portableRow(table, row))}`;
    }
    yield ']';
  }
  yield '}}\n';
}

/** The files' list, read before the zip starts so that their entries can be queued (bytes later). */
async function fileEntries(db: Kysely<Database>, weddingId: string): Promise<FileEntry[]> {
  const rows = await db
    .selectFrom('wedding_files')
    .select(['id', 'file_name', 'size'])
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, path: filePath(row.id, row.file_name), size: Number(row.size) }));
}

/** Slices a file is sent in, so that the socket's back-pressure holds it between them. */
const SLICE = 256 * 1024;

/** A file's bytes, read when its turn comes and sent in slices. */
function fileStream(db: Kysely<Database>, weddingId: string, file: FileEntry): Readable {
  return Readable.from(
    (async function* () {
      const row = await db
        .selectFrom('wedding_files')
        .select('bytes')
        .where('wedding_id', '=', weddingId)
        .where('id', '=', file.id)
        .executeTakeFirst();
      if (!row) throw new Error(`archive: the file ${file.id} went away`);
      const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      for (let offset = 0; offset < bytes.length; offset += SLICE) yield bytes.subarray(offset, offset + SLICE);
    })(),
    { objectMode: false },
  );
}

function lazily(make: () => Promise<Buffer | Readable>) {
  return (callback: (error: Error | null, stream: Readable) => void) => {
    make().then(
      (made) => callback(null, Buffer.isBuffer(made) ? Readable.from([made]) : made),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
    );
  };
}

/** Rough bytes per row of wedding.json once deflated, for the progress bar only. */
const PACKED_ROW_BYTES = 120;
const SHEET_BYTES = 40_000;

/**
 * Starts the archive and answers its stream at once, with what it will roughly weigh. Files are
 * stored as they are (pictures and PDFs do not shrink); wedding.json is deflated.
 */
export async function weddingArchive(source: ArchiveSource): Promise<{ stream: Readable; estimate: number }> {
  const { db, weddingId } = source;
  const files = await fileEntries(db, weddingId);
  const counts = await Promise.all(
    ARCHIVE_TABLES.map((table) =>
      (db as unknown as Kysely<Record<string, Row>>)
        .selectFrom(table.table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('wedding_id', '=', weddingId)
        .executeTakeFirst(),
    ),
  );
  const rows = counts.reduce((sum, count) => sum + Number(count?.n ?? 0), 0);
  const zip = new yazl.ZipFile();
  // An entry that cannot be made (a file gone, a sheet failing) ends the download as an error,
  // rather than leaving it open: the client sees a failed download, never a zip missing a part.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  const mtime = source.now;
  zip.addReadStreamLazy(
    ARCHIVE_DATA_ENTRY,
    { mtime },
    lazily(async () => Readable.from(weddingJson(source))),
  );
  for (const file of files) {
    zip.addReadStreamLazy(
      file.path,
      { mtime, compress: false, size: file.size },
      lazily(async () => fileStream(db, weddingId, file)),
    );
  }
  for (const sheet of source.sheets) {
    zip.addReadStreamLazy(`${ARCHIVE_SHEETS_FOLDER}${sheet.name}`, { mtime, compress: false }, lazily(sheet.make));
  }
  zip.end();
  const fileBytesTotal = files.reduce((sum, file) => sum + file.size, 0);
  return {
    stream: zip.outputStream as Readable,
    estimate: fileBytesTotal + rows * PACKED_ROW_BYTES + source.sheets.length * SHEET_BYTES,
  };
}
