import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Dictionary,
  GUEST_DICTIONARY_CODES,
  GUEST_IMPORT_MAX_BYTES,
  GUEST_IMPORT_MAX_ROWS,
  Guest,
  GuestCreate,
  GuestIdParams,
  GuestImportQuery,
  GuestImportResult,
  GuestList,
  GuestUpdate,
  type GuestDictionaryKind,
} from '../../../src/contract/guests.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import { guestDictionary } from './dictionaries.ts';
import { XLSX_TYPE, attachmentHeader, writeGuestWorkbook } from './export-file.ts';
import { deleteGuest, listGuests } from './repository.ts';
import { onePerCouple } from './import-queue.ts';
import { addGuest, changeGuest, importGuests } from './service.ts';

const tags = ['planning'];
const security = [{ session: [] }];
const fileAnswer = { 200: { description: 'The .xlsx file.', type: 'string', format: 'binary' } } as const;

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

/** The guest list (GET/POST/PATCH/DELETE), its dictionaries, the .xlsx export, template and import. */
export default async function guestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Only the import takes multipart; this plugin's scope keeps it away from other routes.
  await app.register(multipart, { throwFileSizeLimit: true });
  const now = () => app.clock.now().toISOString();
  const importOnce = onePerCouple();

  app.get(
    '/guests',
    {
      config: { planning: 'read' },
      schema: {
        tags,
        security,
        summary: "The couple's guests, in the order they were added",
        response: { 200: GuestList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listGuests(app.db, request.weddingId!),
  );

  app.post(
    '/guests',
    {
      config: { planning: 'write' },
      schema: {
        tags,
        security,
        summary: 'Add a guest',
        description: 'name and from are required; a +1 (withHalf) may have a name (halfName), optional.',
        body: GuestCreate,
        response: { 200: Guest, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => addGuest(app.db, request.weddingId!, request.body, now()),
  );

  app.patch(
    '/guests/:id',
    {
      config: { planning: 'write' },
      schema: {
        tags,
        security,
        summary: 'Change a guest (any subset of the fields; the checkbox sends only checked)',
        description: 'Turning withHalf off forgets the +1\u2019s name.',
        params: GuestIdParams,
        body: GuestUpdate,
        response: { 200: Guest, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => changeGuest(app.db, request.weddingId!, request.params.id, request.body, now()),
  );

  app.delete(
    '/guests/:id',
    {
      config: { planning: 'write' },
      schema: {
        tags,
        security,
        summary: 'Delete a guest',
        params: GuestIdParams,
        response: { 200: emptyObjectSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await deleteGuest(app.db, request.weddingId!, request.params.id))) {
        throw new HttpError(404, t('errors:server.notFound'));
      }
      return {};
    },
  );

  app.get(
    '/guests/download',
    {
      config: { planning: 'read', fileLimit: 'download' },
      schema: {
        tags,
        security,
        summary: 'The guest list as an .xlsx file',
        description:
          'Russian headers, one row per guest with +1, children and confirmation as words, a totals line ' +
          '(guests, people, confirmed), set column widths and a frozen header; streamed.',
        response: { ...fileAnswer, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const guests = await listGuests(app.db, request.weddingId!);
      return sendWorkbook(reply, t('guests:file.listName'), 'guest-list', (out) => writeGuestWorkbook(out, guests));
    },
  );

  app.get(
    '/guests/template',
    {
      config: { planning: 'read', fileLimit: 'download' },
      schema: {
        tags,
        security,
        summary: 'An empty guest list file to fill in and import',
        response: { ...fileAnswer, ...errorResponses(401, 403, 429) },
      },
    },
    async (_request, reply) =>
      sendWorkbook(reply, t('guests:file.templateName'), 'guest-list-template', (out) =>
        writeGuestWorkbook(out, [], { template: true }),
      ),
  );

  app.post(
    '/guests/import',
    {
      config: { planning: 'write', fileLimit: 'import' },
      schema: {
        tags,
        security,
        summary: 'Import guests from an .xlsx or a .csv file (preview, then commit)',
        description:
          'multipart/form-data with the file as `file`. The columns are found by the Russian headers the export ' +
          'writes. `mode=preview` (default) writes nothing and lists the guests understood and the rows rejected ' +
          'with their line numbers, the rows whose name is already on the list (`alreadyListed`) and the columns ' +
          'it leaves out; `mode=commit` adds every guest in one transaction, or nothing (422) while a row is ' +
          'rejected, and treats rows already listed as `duplicates` says (skip by default, update, add). ' +
          'A commit of the same file the same way within an hour of its first (a double click, a retry) ' +
          `adds nothing and answers the first commit's result. At most ${GUEST_IMPORT_MAX_ROWS} rows and ${GUEST_IMPORT_MAX_BYTES / 1024 / 1024} MB ` +
          '(413); a file that is not a spreadsheet is 415; an empty file or one without the needed columns 422. ' +
          'CSV as Russian Excel saves it: `;` between cells, UTF-8 (with or without BOM) or Windows-1251.',
        consumes: ['multipart/form-data'],
        querystring: GuestImportQuery,
        response: { 200: GuestImportResult, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request) =>
      importOnce(request.weddingId!, async () => {
        const file = await uploadedFile(request);
        const { mode = 'preview', duplicates = 'skip' } = request.query;
        return importGuests(app.db, request.weddingId!, file, { mode, duplicates }, now());
      }),
  );

  for (const kind of Object.keys(GUEST_DICTIONARY_CODES) as GuestDictionaryKind[]) {
    app.get(
      `/dictionaries/guests/${kind}`,
      {
        config: { planning: 'read' },
        schema: {
          tags,
          security,
          summary: `The guests-${kind} dictionary`,
          response: { 200: Dictionary, ...errorResponses(401, 403) },
        },
      },
      async () => guestDictionary(kind),
    );
  }
}
