import * as Type from 'typebox';
import type { Static } from 'typebox';

/*
 * The whole wedding in one .zip (api.md, "Export and import of a whole wedding"): what the file is
 * and the limits an import holds it to. The format of wedding.json is docs/wedding-archive.md.
 */

/** The version of wedding.json this product writes; an import refuses a newer one (422). */
export const ARCHIVE_FORMAT = 1;

/** The archive's parts: the data, the wedding's files beside it, the spreadsheets a person opens. */
export const ARCHIVE_DATA_ENTRY = 'wedding.json';
export const ARCHIVE_FILES_FOLDER = 'files/';
export const ARCHIVE_SHEETS_FOLDER = 'spreadsheets/';

/** The largest upload an import reads: the storage quota's default, with room for the data and the sheets. */
export const ARCHIVE_IMPORT_MAX_MB = 1536;
/** wedding.json once inflated: 5,000 guests with answers take a few megabytes. */
export const ARCHIVE_DATA_MAX_MB = 256;
/** Entries an archive may hold (the files, the data, the sheets). */
export const ARCHIVE_MAX_ENTRIES = 20_000;
/** How far an entry may inflate beyond its packed size before it is taken for a zip bomb. */
export const ARCHIVE_MAX_RATIO = 200;

/** The header of the export's answer: its expected size in bytes, for the app's progress (streamed, so no Content-Length). */
export const ARCHIVE_ESTIMATE_HEADER = 'x-archive-estimate';

/** Whether the wedding's plan can take an import: nothing in it beyond a new wedding's seeds. */
export const WeddingImportState = Type.Object({ planEmpty: Type.Boolean() });
export type WeddingImportState = Static<typeof WeddingImportState>;

/** What an import brought in. */
export const WeddingImportResult = Type.Object({
  /** Rows of every section written. */
  rows: Type.Integer({ minimum: 0 }),
  guests: Type.Integer({ minimum: 0 }),
  files: Type.Integer({ minimum: 0 }),
  /** Households whose answer links are new: the old ones stopped. */
  renewedLinks: Type.Integer({ minimum: 0 }),
  /** The site's address, when the old one was taken on this installation and another was chosen. */
  siteSlug: Type.Union([Type.String(), Type.Null()]),
});
export type WeddingImportResult = Static<typeof WeddingImportResult>;
