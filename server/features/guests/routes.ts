import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { guestRoutes } from '../../../src/contract/guest-routes.ts';
import { GUEST_IMPORT_MAX_BYTES } from '../../../src/contract/guests.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { guestDictionary } from './dictionaries.ts';
import { XLSX_TYPE, attachmentHeader } from '../../lib/download.ts';
import { writeGuestWorkbook } from './export-file.ts';
import { onePerCouple } from './import-queue.ts';
import { addGuest, changeGuest, importGuests, listGuests, removeGuest, type GuestDeps } from './service.ts';

/** The uploaded file of POST /guests/import, held in memory (at most GUEST_IMPORT_MAX_BYTES). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, t('guests:import.notMultipart'));
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: GUEST_IMPORT_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') data = bytes;
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, t('guests:import.tooLarge'));
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw new HttpError(400, t('auth:server.malformedForm'));
  }
  if (!data) throw new HttpError(400, t('guests:import.noFile'));
  return data;
}

/**
 * Sends an .xlsx as it is being written: a Russian file name (RFC 5987) with an ASCII one for
 * clients that do not read it. A failure half-way cuts the download off rather than send a broken file.
 */
function sendWorkbook(
  reply: FastifyReply,
  russianName: string,
  asciiName: string,
  write: (out: PassThrough) => Promise<void>,
) {
  const out = new PassThrough();
  write(out).then(
    () => out.end(),
    (error: unknown) => out.destroy(error as Error),
  );
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', attachmentHeader(`${russianName}.xlsx`, `${asciiName}.xlsx`))
    .header('cache-control', 'private, no-store')
    .send(out);
}

/** The guest list, its dictionaries, the .xlsx export, template and import, as `guestRoutes` declares them. */
export default planningFeature(guestRoutes, async (app, options) => {
  // Only the import takes multipart; this feature's scope keeps it away from other routes.
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps: GuestDeps = { db: app.db, now: () => app.clock.now() };
  const importOnce = onePerCouple();

  return {
    list: async (request) => listGuests(deps, request.weddingId),
    add: async (request) => addGuest(deps, request.weddingId, request.body),
    change: async (request) => changeGuest(deps, request.weddingId, request.params.id, request.body),
    remove: async (request) => {
      await removeGuest(deps, request.weddingId, request.params.id);
      return {};
    },
    download: async (request, reply) => {
      const [guests, answers] = await Promise.all([
        listGuests(deps, request.weddingId),
        options.weddingAnswers(deps.db, request.weddingId),
      ]);
      return sendWorkbook(reply, t('guests:file.listName'), 'guest-list', (out) =>
        writeGuestWorkbook(out, guests, { answers }),
      );
    },
    template: async (_request, reply) =>
      sendWorkbook(reply, t('guests:file.templateName'), 'guest-list-template', (out) =>
        writeGuestWorkbook(out, [], { template: true }),
      ),
    import: async (request) =>
      importOnce(request.weddingId, async () => {
        const file = await uploadedFile(request);
        const { mode = 'preview', duplicates = 'skip' } = request.query;
        return importGuests(deps, request.weddingId, file, { mode, duplicates });
      }),
    fromDictionary: async () => guestDictionary('from'),
    childrenDictionary: async () => guestDictionary('children'),
    categoryDictionary: async () => guestDictionary('category'),
  };
});
