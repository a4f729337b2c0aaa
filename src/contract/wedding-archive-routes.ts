import { route } from './route-table.ts';
import {
  ARCHIVE_DATA_ENTRY,
  ARCHIVE_ESTIMATE_HEADER,
  ARCHIVE_FORMAT,
  ARCHIVE_IMPORT_MAX_MB,
  WeddingImportResult,
  WeddingImportState,
} from './wedding-archive.ts';

/**
 * The whole wedding out in one file and back in (api.md, "Export and import of a whole wedding"):
 * the couple's (owner and partner; a helper 403), with or without a subscription, since the data
 * is theirs whatever they paid.
 */
export const weddingArchiveRoutes = {
  export: route({
    method: 'GET',
    path: '/wedding/export',
    access: 'session',
    tag: 'wedding',
    fileLimit: 'download',
    summary: 'The whole wedding as one .zip',
    description:
      `\`${ARCHIVE_DATA_ENTRY}\` (format ${ARCHIVE_FORMAT}, docs/wedding-archive.md: every section's rows), ` +
      'the files under `files/`, and the spreadsheets under `spreadsheets/` (guests with answers, budget, ' +
      'to-dos, seating by table, gifts). Streamed as it is written (no Content-Length); the header ' +
      `\`${ARCHIVE_ESTIMATE_HEADER}\` gives its expected size for a progress bar. Limited per user and client ` +
      '(429) and to 6 a hour per wedding.',
    answer: { file: 'application/zip' },
    errors: [403],
  }),
  importState: route({
    method: 'GET',
    path: '/wedding/import',
    access: 'session',
    tag: 'wedding',
    summary: 'Whether this wedding’s plan can take an import',
    description:
      '`planEmpty` is true while the plan holds nothing beyond what a new wedding is seeded with: the ' +
      'settings offer the upload then. Owner or partner (a helper: 403).',
    answer: WeddingImportState,
    errors: [403],
  }),
  import: route({
    method: 'POST',
    path: '/wedding/import',
    access: 'session',
    tag: 'wedding',
    fileLimit: 'import',
    multipart: true,
    summary: 'Bring a wedding from its .zip into this one, whose plan is empty',
    description:
      'multipart/form-data with the export as `file`. The whole archive is checked before anything is ' +
      'written, then written in one transaction: every section, every file, and the wizard’s answers. ' +
      'Guests’ answer links and the day’s shared link get new tokens (the old ones stop); members, ' +
      'subscription and payments stay this account’s. A plan that is not empty (guests, budget, to-dos ' +
      'touched, contractors, notes, boards…): 409. ' +
      `Larger than ${ARCHIVE_IMPORT_MAX_MB} MB, or files beyond the storage quota: 413; not a zip: 415; ` +
      'a damaged archive, a zip bomb, or wedding.json of a newer format: 422 with the reason.',
    answer: WeddingImportResult,
    errors: [400, 403, 413, 415, 422],
    errorAnswers: { 409: 'The plan of this wedding is not empty.' },
  }),
};
