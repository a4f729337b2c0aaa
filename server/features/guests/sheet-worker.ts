import { parentPort, workerData } from 'node:worker_threads';
import { readSheetLines } from './sheet-lines.ts';
import { SheetReadError } from './xlsx-lines.ts';

/*
 * The import's reading of a file, in a worker thread of its own (see import-file.ts): a file that
 * takes long or much memory to read slows and, at worst, kills this thread, never the server's.
 */

export interface SheetJob {
  data: Uint8Array;
  maxLines: number;
}

export type SheetOutcome =
  { ok: true; lines: Awaited<ReturnType<typeof readSheetLines>> } | { ok: false; failure: SheetReadError['failure'] };

const job = workerData as SheetJob;
let outcome: SheetOutcome;
try {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  outcome = { ok: true, lines: await readSheetLines(data, job.maxLines) };
} catch (error) {
  // Anything unforeseen in a file we could not read is still the file's fault, not the server's.
  outcome = { ok: false, failure: error instanceof SheetReadError ? error.failure : 'notSpreadsheet' };
}
parentPort!.postMessage(outcome);
