import { EmptyAnswer } from './validation.ts';
import {
  Dictionary,
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
} from './guests.ts';
import { route } from './route-table.ts';

const XLSX_FILE = 'The .xlsx file.';

// A guest changes the list and the head count, so the budget's per-person prices and sums follow,
// and so do the invitations' counts of people.
const GUEST_LIST_AND_BUDGET = ['/guests', '/budget', '/budget/summary', '/budget/people', '/invitations/summary'];

/** The read of one of the guest list's dictionaries. */
const dictionary = <const K extends GuestDictionaryKind>(kind: K) =>
  route({
    method: 'GET',
    path: `/dictionaries/guests/${kind}`,
    access: 'read',
    summary: `The guests-${kind} dictionary`,
    answer: Dictionary,
  });

/** The guest list's calls (api.md, "Planning"): the list, its dictionaries, the .xlsx export, template and import. */
// No `bodyRule` here: a guest's rule checks phone numbers with libphonenumber's data, and the route
// tables come with the app's first screen. The service and the mock handler check guestProblem.
export const guestRoutes = {
  list: route({
    method: 'GET',
    path: '/guests',
    access: 'read',
    summary: "The couple's guests, in the order they were added",
    answer: GuestList,
  }),
  add: route({
    method: 'POST',
    path: '/guests',
    access: 'write',
    summary: 'Add a guest',
    description: 'name and from are required; a +1 (withHalf) may have a name (halfName), optional.',
    body: GuestCreate,
    answer: Guest,
    changes: GUEST_LIST_AND_BUDGET,
    activity: 'guestAdded',
  }),
  change: route({
    method: 'PATCH',
    path: '/guests/:id',
    access: 'write',
    summary: 'Change a guest (any subset of the fields; the checkbox sends only checked)',
    description: 'Turning withHalf off forgets the +1\u2019s name.',
    params: GuestIdParams,
    body: GuestUpdate,
    answer: Guest,
    changes: GUEST_LIST_AND_BUDGET,
    activity: 'guestChanged',
  }),
  remove: route({
    method: 'DELETE',
    path: '/guests/:id',
    access: 'write',
    summary: 'Delete a guest',
    params: GuestIdParams,
    answer: EmptyAnswer,
    changes: GUEST_LIST_AND_BUDGET,
    activity: { action: 'guestDeleted', row: 'guests.name' },
  }),
  download: route({
    method: 'GET',
    path: '/guests/download',
    access: 'read',
    fileLimit: 'download',
    summary: 'The guest list as an .xlsx file',
    description:
      'Russian headers, one row per guest with +1, children and confirmation as words, a totals line ' +
      '(guests, people, confirmed), set column widths and a frozen header; streamed.',
    answer: { file: XLSX_FILE },
  }),
  template: route({
    method: 'GET',
    path: '/guests/template',
    access: 'read',
    fileLimit: 'download',
    summary: 'An empty guest list file to fill in and import',
    answer: { file: XLSX_FILE },
  }),
  import: route({
    method: 'POST',
    path: '/guests/import',
    access: 'write',
    fileLimit: 'import',
    multipart: true,
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
    querystring: GuestImportQuery,
    answer: GuestImportResult,
    errors: [400, 413, 415],
    changes: GUEST_LIST_AND_BUDGET,
    activity: {
      action: 'guestsImported',
      what: { sum: ['imported', 'updated'] },
      unless: { field: 'mode', equals: 'preview' },
    },
  }),
  fromDictionary: dictionary('from'),
  childrenDictionary: dictionary('children'),
  categoryDictionary: dictionary('category'),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    guest: typeof guestRoutes;
  }
}
