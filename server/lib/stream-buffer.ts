import { PassThrough, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/**
 * The bytes a writer of a stream (exceljs's streaming workbook) produces, as one buffer: for a file
 * that goes into another (the wedding's archive) rather than straight to a reply.
 */
export async function writtenBytes(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  // Read as it is written, so the writer never waits on a full stream.
  const bytes = buffer(out);
  try {
    await write(out);
    out.end();
  } catch (error) {
    out.destroy(error as Error);
  }
  return bytes;
}
