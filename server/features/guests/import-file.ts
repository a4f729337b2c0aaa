import { Worker } from 'node:worker_threads';
import type { SheetLine } from '../../../src/contract/guest-file.ts';
import { GUEST_IMPORT_MAX_ROWS } from '../../../src/contract/guests.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { SheetJob, SheetOutcome } from './sheet-worker.ts';
import type { SheetFailure } from './xlsx-lines.ts';
import { withReader } from './import-queue.ts';

/*
 * Reads an uploaded guest list into lines of cell texts in a worker thread (sheet-worker.ts) with
 * its own memory limit and a time limit, so a file built to inflate or to parse forever costs that
 * worker and never the server: other requests go on being answered meanwhile.
 */

/** Header plus the allowed rows, and some room for blank lines and the totals line. */
const MAX_LINES = GUEST_IMPORT_MAX_ROWS + 100;

/** A 5,000-row list reads in well under a second; a file that takes longer is not a guest list. */
export const READ_TIME_LIMIT_MS = 10_000;

/** The worker's heap: the bounded inflated text (xlsx-lines.ts) fits in it with room to spare. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

const WORKER_URL = new URL('./sheet-worker.ts', import.meta.url);

function failureError(failure: SheetFailure): HttpError {
  switch (failure) {
    case 'tooManyRows':
      return new HttpError(422, t('guests:import.tooManyRows', { max: GUEST_IMPORT_MAX_ROWS.toLocaleString('ru-RU') }));
    case 'tooBig':
      return new HttpError(413, t('guests:import.inflatesTooMuch'));
    case 'manySheets':
      return new HttpError(422, t('guests:import.manySheets'));
    case 'empty':
      return new HttpError(422, t('guests:import.empty'));
    case 'notXlsx':
      return new HttpError(415, t('guests:import.notXlsx'));
    case 'notSpreadsheet':
      return new HttpError(415, t('guests:import.notSpreadsheet'));
  }
}

function runWorker(data: Buffer): Promise<SheetOutcome> {
  return new Promise((resolve, reject) => {
    const job: SheetJob = { data, maxLines: MAX_LINES };
    const worker = new Worker(WORKER_URL, { workerData: job, resourceLimits: WORKER_LIMITS });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => settle(() => resolve({ ok: false, failure: 'tooBig' })), READ_TIME_LIMIT_MS);
    worker.once('message', (outcome: SheetOutcome) => settle(() => resolve(outcome)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        // Out of its memory: the file inflates past what a guest list could need.
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ ok: false, failure: 'tooBig' }) : reject(error),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the import worker exited with code ${code} without an answer`))),
    );
  });
}

export async function readSheetLines(data: Buffer): Promise<SheetLine[]> {
  const outcome = await withReader(() => runWorker(data));
  if (!outcome.ok) throw failureError(outcome.failure);
  return outcome.lines;
}
