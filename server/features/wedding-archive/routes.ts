import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ARCHIVE_ESTIMATE_HEADER, ARCHIVE_IMPORT_MAX_MB } from '../../../src/contract/wedding-archive.ts';
import { weddingArchiveRoutes } from '../../../src/contract/wedding-archive-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { planningReadPaths } from '../../lib/planning-tables.ts';
import { attachmentHeader } from '../../lib/download.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { defaultGuestPeople, listCategories, listItems } from '../budget/public.ts';
import { listGifts } from '../gifts/public.ts';
import { guestListWorkbookOf } from '../guests/public.ts';
import { answersOfWedding, answersWorkbookOf } from '../invitations/public.ts';
import { seatingWorkbookOf } from '../seating/public.ts';
import { checklistWorkbookOf } from '../todos/public.ts';
import { publishWeddingChange } from '../wedding-live/public.ts';
import { weddingArchive, type ArchiveSheet } from './export.ts';
import { importWedding, planIsEmpty, requireEmptyPlan } from './import.ts';
import { openArchive } from './read-archive.ts';
import { budgetWorkbook, giftsWorkbook } from './sheets.ts';

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/** The couple's wedding, or 403: a helper reads the plan but does not carry it away or replace it. */
function coupleWedding(request: FastifyRequest): string {
  if (!request.weddingId) throw new HttpError(403, t('errors:server.noWedding'));
  if (request.weddingRole === 'helper') throw new HttpError(403, t('errors:server.helperReadOnly'));
  return request.weddingId;
}

/** The upload, written to a temporary file (an archive may be larger than memory should hold). */
async function uploadToFile(request: FastifyRequest, folder: string): Promise<string> {
  if (!request.isMultipart()) throw new HttpError(400, t('auth:server.malformedForm'));
  const file = path.join(folder, 'wedding.zip');
  let received = false;
  try {
    for await (const part of request.parts({
      limits: { fileSize: ARCHIVE_IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5 },
    })) {
      if (part.type !== 'file') continue;
      await pipeline(part.file, createWriteStream(file));
      received = part.fieldname === 'file';
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, t('errors:archive.tooLarge', { mb: ARCHIVE_IMPORT_MAX_MB }));
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw new HttpError(400, t('auth:server.malformedForm'));
  }
  if (!received) throw new HttpError(400, t('errors:server.noFile'));
  return file;
}

async function startsAsZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(ZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

/** The whole wedding out in one .zip and back in (api.md, "Export and import of a whole wedding"). */
export default async function weddingArchiveApiRoutes(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: true });

  /**
   * The sections' spreadsheets, made by the same functions as their downloads (and, for the budget
   * and the gifts, from the lists their pages read), each when the zip reaches it.
   */
  const sheetsFor = (weddingId: string): ArchiveSheet[] => {
    const now = () => app.clock.now();
    const budgetDeps = { db: app.db, engine: app.dbEngine, now, guestPeople: defaultGuestPeople };
    const sheet = (name: string, make: () => Promise<Buffer>): ArchiveSheet => ({ name: `${name}.xlsx`, make });
    return [
      sheet(t('guests:file.listName'), async () =>
        guestListWorkbookOf(app.db, weddingId, await answersOfWedding(app.db, weddingId)),
      ),
      sheet(t('rsvp:file.name'), () => answersWorkbookOf({ db: app.db, now, publicUrl: '' }, weddingId)),
      sheet(t('budget:file.name'), async () => {
        const [items, categories] = await Promise.all([
          listItems(budgetDeps, weddingId),
          listCategories(budgetDeps, weddingId),
        ]);
        return budgetWorkbook(items, new Map(categories.map((category) => [category.code, category.name])));
      }),
      sheet(t('todos:export.fileName'), () => checklistWorkbookOf({ db: app.db, clock: app.clock }, weddingId)),
      sheet(t('seating:file.name'), () => seatingWorkbookOf(app.db, now, weddingId)),
      sheet(t('gifts:file.name'), async () =>
        giftsWorkbook(await listGifts({ db: app.db, now, storageQuotaBytes: app.weddingStorageQuotaBytes }, weddingId)),
      ),
    ];
  };

  await app.register(
    declaredRoutes(weddingArchiveRoutes, () => ({
      export: async (request, reply) => {
        const weddingId = coupleWedding(request);
        await app.rateLimit.consume([['wedding-export-wedding', weddingId]]);
        const now = app.clock.now();
        const { stream, estimate } = await weddingArchive({
          db: app.db,
          weddingId,
          now,
          sheets: sheetsFor(weddingId),
        });
        stream.on('error', (error) => request.log.error({ err: error }, 'archive: the export broke off'));
        const name = `${t('errors:archive.fileName')} ${now.toISOString().slice(0, 10)}`;
        return reply
          .type('application/zip')
          .header(
            'content-disposition',
            attachmentHeader(`${name}.zip`, `wedding-${now.toISOString().slice(0, 10)}.zip`),
          )
          .header('cache-control', 'private, no-store')
          .header(ARCHIVE_ESTIMATE_HEADER, String(estimate))
          .send(stream);
      },
      importState: async (request) => ({ planEmpty: await planIsEmpty(app.db, coupleWedding(request)) }),
      import: async (request) => {
        const weddingId = coupleWedding(request);
        // Said before a large upload is taken in; said again under the lock that writes.
        await requireEmptyPlan(app.db, weddingId);
        const folder = await mkdtemp(path.join(tmpdir(), 'wedding-import-'));
        try {
          const file = await uploadToFile(request, folder);
          if (!(await startsAsZip(file))) throw new HttpError(415, t('errors:archive.notZip'));
          const archive = await openArchive(file);
          try {
            const deps = {
              db: app.db,
              jobs: app.jobs,
              now: () => app.clock.now(),
              storageQuotaBytes: app.weddingStorageQuotaBytes,
              linkBase: request.mailLinkBase,
              log: request.log,
            };
            const result = await importWedding(deps, weddingId, archive);
            await publishWeddingChange(app, weddingId, await planningReadPaths());
            return result;
          } finally {
            archive.close();
          }
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    })),
  );
}
