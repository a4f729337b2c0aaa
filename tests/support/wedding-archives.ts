import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import yauzl from 'yauzl';
import yazl from 'yazl';

/*
 * Archives an import must refuse, made from a real export: a zip bomb (wedding.json inflating past
 * any wedding's size from a few kilobytes) and a file of a newer format than the product writes.
 */

/** A wedding.json of 300 MB of spaces, deflated to a few hundred kilobytes. */
export async function bombArchive(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const chunk = Buffer.alloc(1024 * 1024, ' ');
  let left = 300;
  const spaces = Readable.from(
    (function* () {
      yield Buffer.from('{"format":1,"wedding":{},"tables":{}');
      while (left-- > 0) yield chunk;
      yield Buffer.from('}');
    })(),
  );
  zip.addReadStreamLazy('wedding.json', (callback) => callback(null, spaces));
  zip.end();
  return readAll(zip.outputStream);
}

async function entriesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, file) => (error || !file ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        readAll(stream).then((bytes) => {
          entries.set(entry.fileName, bytes);
          zip.readEntry();
        }, reject);
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** The same export with its wedding.json claiming the next format. */
export async function newerArchive(archive: Buffer): Promise<Buffer> {
  const entries = await entriesOf(archive);
  const data = JSON.parse(entries.get('wedding.json')!.toString('utf8')) as { format: number };
  entries.set('wedding.json', Buffer.from(JSON.stringify({ ...data, format: data.format + 1 })));
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name);
  zip.end();
  return readAll(zip.outputStream);
}
