import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BudgetCategories, BudgetItems } from '../../../src/contract/budget.ts';
import { budgetRoutes } from '../../../src/contract/budget-routes.ts';
import { giftRoutes } from '../../../src/contract/gift-routes.ts';
import type { GiftList } from '../../../src/contract/gifts.ts';
import { guestRoutes } from '../../../src/contract/guest-routes.ts';
import { invitationRoutes } from '../../../src/contract/invitation-routes.ts';
import type { RouteDeclaration } from '../../../src/contract/route-table.ts';
import { seatingRoutes } from '../../../src/contract/seating-routes.ts';
import { todoRoutes } from '../../../src/contract/todo-routes.ts';
import { ARCHIVE_ESTIMATE_HEADER, ARCHIVE_IMPORT_MAX_MB } from '../../../src/contract/wedding-archive.ts';
import { weddingArchiveRoutes } from '../../../src/contract/wedding-archive-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { contractPlanningTables } from '../../lib/planning-tables.ts';
import { attachmentHeader } from '../../lib/download.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { publishWeddingChange } from '../wedding-live/public.ts';
import { weddingArchive, type ArchiveSheet } from './export.ts';
import { importWedding, requireEmptyPlan } from './import.ts';
import { openArchive } from './read-archive.ts';
import { budgetWorkbook, giftsWorkbook } from './sheets.ts';

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/** The couple's wedding, or 403: a helper reads the plan but does not carry it away or replace it. */
function coupleWedding(request: FastifyRequest): string {
  if (!request.weddingId) throw new HttpError(403, t('errors:server.noWedding'));
  if (request.weddingRole === 'helper') throw new HttpError(403, t('errors:server.helperReadOnly'));
  return request.weddingId;
}

/** Every read of the plan without parameters: after an import, each open page reads them again. */
async function planReads(): Promise<string[]> {
  return (await contractPlanningTables())
    .flatMap((table) => Object.values(table) as RouteDeclaration[])
    .filter((route) => route.method === 'GET' && !route.path.includes(':'))
    .map((route) => route.path);
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
  // Registered under the API's prefix: the sections' reads are found beside it.
  const apiPrefix = app.prefix;
  const reads = await planReads();

  /** A section's own answer for the archive, read as the member's browser would read it. */
  const read = async (request: FastifyRequest, apiPath: string): Promise<{ status: number; body: Buffer }> => {
    const answer = await app.inject({
      method: 'GET',
      url: `${apiPrefix}${apiPath}`,
      headers: { cookie: request.headers.cookie ?? '' },
      remoteAddress: request.ip,
    });
    return { status: answer.statusCode, body: answer.rawPayload };
  };
  const readOk = async (request: FastifyRequest, apiPath: string): Promise<Buffer> => {
    const { status, body } = await read(request, apiPath);
    if (status !== 200) throw new Error(`archive: ${apiPath} answered ${status}`);
    return body;
  };
  const json = async <T>(request: FastifyRequest, apiPath: string) =>
    JSON.parse((await readOk(request, apiPath)).toString('utf8')) as T;

  /** The sections' spreadsheets, when the plan can be read (a wedding that never subscribed has none). */
  const sheetsFor = async (request: FastifyRequest): Promise<ArchiveSheet[]> => {
    if ((await read(request, budgetRoutes.categories.path)).status !== 200) return [];
    const download = (name: string, apiPath: string): ArchiveSheet => ({
      name: `${name}.xlsx`,
      make: () => readOk(request, apiPath),
    });
    return [
      download(t('guests:file.listName'), guestRoutes.download.path),
      download(t('rsvp:file.name'), invitationRoutes.answersFile.path),
      {
        name: `${t('budget:file.name')}.xlsx`,
        make: async () => {
          const categories = await json<BudgetCategories>(request, budgetRoutes.categories.path);
          const items = await json<BudgetItems>(request, budgetRoutes.items.path);
          return budgetWorkbook(items, new Map(categories.map((category) => [category.code, category.name])));
        },
      },
      download(t('todos:export.fileName'), todoRoutes.download.path),
      download(t('seating:file.name'), seatingRoutes.download.path),
      {
        name: `${t('gifts:file.name')}.xlsx`,
        make: async () => giftsWorkbook(await json<GiftList>(request, giftRoutes.list.path)),
      },
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
          sheets: await sheetsFor(request),
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
            await publishWeddingChange(app, weddingId, reads);
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
