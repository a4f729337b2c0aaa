import { buffer as readAll } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  ARCHIVE_DATA_ENTRY,
  ARCHIVE_DATA_MAX_MB,
  ARCHIVE_FORMAT,
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_RATIO,
} from '../../../src/contract/wedding-archive.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';

/*
 * Reading an archive an import was given, before anything is written: the zip's directory, the
 * limits (entries, sizes, how far an entry inflates), and wedding.json parsed. yauzl reads from the
 * file on disk by offsets and checks every entry's declared size against what it inflates to, so a
 * lying header ends in an error rather than in a full memory.
 */

const MB = 1024 * 1024;

/** 422 with the reason a person can act on. */
export function damaged(reason: 'damaged' | 'newer' | 'bomb' = 'damaged'): HttpError {
  return new HttpError(422, t(`errors:archive.${reason}`));
}

export interface OpenArchive {
  /** The parsed wedding.json. */
  data: unknown;
  entries: ReadonlyMap<string, yauzl.Entry>;
  /** An entry's bytes, inflated and checked against its declared size. */
  read(entry: yauzl.Entry): Promise<Buffer>;
  close(): void;
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    );
  });
}

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    if (zip.entryCount > ARCHIVE_MAX_ENTRIES) {
      reject(damaged('bomb'));
      return;
    }
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      // Names are checked by yauzl (strictFileNames: no "..", no absolute paths, no backslashes).
      const packed = Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize / packed > ARCHIVE_MAX_RATIO && entry.uncompressedSize > MB) {
        reject(damaged('bomb'));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(error ?? new Error('no stream'));
        return;
      }
      readAll(stream as Readable).then(resolve, reject);
    });
  });
}

/** What a failure of yauzl or of the bytes means to the person who chose the file. */
function asRefusal(error: unknown): HttpError {
  return error instanceof HttpError ? error : damaged();
}

/**
 * Opens the archive at `path` and reads its wedding.json: 422 for a damaged zip, a zip bomb, a
 * missing or broken wedding.json, or one of a newer format than this product writes.
 */
export async function openArchive(path: string): Promise<OpenArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    throw asRefusal(error);
  }
  try {
    const entries = await listEntries(zip);
    const dataEntry = entries.get(ARCHIVE_DATA_ENTRY);
    if (!dataEntry) throw damaged();
    if (dataEntry.uncompressedSize > ARCHIVE_DATA_MAX_MB * MB) throw damaged('bomb');
    let data: unknown;
    try {
      data = JSON.parse((await readEntry(zip, dataEntry)).toString('utf8'));
    } catch (error) {
      throw asRefusal(error);
    }
    const format = (data as { format?: unknown } | null)?.format;
    if (typeof format !== 'number' || !Number.isInteger(format) || format < 1) throw damaged();
    if (format > ARCHIVE_FORMAT) throw damaged('newer');
    return {
      data,
      entries,
      read: async (entry) => {
        try {
          return await readEntry(zip, entry);
        } catch (error) {
          throw asRefusal(error);
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw asRefusal(error);
  }
}
