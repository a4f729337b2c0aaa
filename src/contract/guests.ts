import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable, PRINTABLE, RequiredText, Text } from './schema-kit.ts';
import { guestTotals } from './people-rules.ts';
import { TEXT_MAX_LENGTH } from './validation.ts';

/*
 * The guest list's calls (api.md, "Planning"), each declared once: the server validates and
 * documents with these schemas, the mocks check with them, the guest form takes its limits from
 * them. Dictionary codes are fixed here; their Russian names live in locales/ru/guests.json.
 */

/** Whose side a guest is from (the `guests/from` dictionary). */
export const GUEST_FROM_CODES = ['bride', 'groom', 'common'] as const;
export type GuestFromCode = (typeof GUEST_FROM_CODES)[number];

/** Children a guest comes with (the `guests/children` dictionary). */
export const GUEST_CHILDREN_CODES = ['none', 'one', 'several'] as const;
export type GuestChildrenCode = (typeof GUEST_CHILDREN_CODES)[number];

/** Categories a guest may be in, any number of them (the `guests/category` dictionary). */
export const GUEST_CATEGORY_CODES = [
  'family',
  'relatives',
  'friends',
  'colleagues',
  'neighbours',
  'witnesses',
  'other',
] as const;
export type GuestCategoryCode = (typeof GUEST_CATEGORY_CODES)[number];

/** The guest dictionaries, by the last part of their path: /dictionaries/guests/{kind}. */
export const GUEST_DICTIONARY_CODES = {
  from: GUEST_FROM_CODES,
  children: GUEST_CHILDREN_CODES,
  category: GUEST_CATEGORY_CODES,
} as const;
export type GuestDictionaryKind = keyof typeof GUEST_DICTIONARY_CODES;

export const GUEST_NAME_MAX_LENGTH = 200;
/** A guest's e-mail: an address's longest (RFC 5321). */
export const GUEST_EMAIL_MAX_LENGTH = 254;
/** A guest's phone as typed: room for a country code, spaces, brackets and dashes, not for prose. */
export const GUEST_PHONE_MAX_LENGTH = 32;
/** Rows a guest list import may hold (a venue's list reaches 2,000). */
export const GUEST_IMPORT_MAX_ROWS = 5000;
/** The largest import file accepted, in bytes (5 MB). */
export const GUEST_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Guests one wedding's list may hold: far above any wedding, low enough that the list stays one answer. */
export const GUEST_LIST_MAX = 5000;

/** The Russian text refusing to grow the list past GUEST_LIST_MAX, or null while there is room. */
export function guestListFullText(
  texts: (key: string, values?: Record<string, string | number>) => string, // GuestTexts
  existing: number,
  adding: number,
): string | null {
  if (existing + adding <= GUEST_LIST_MAX) return null;
  const number = (value: number) => value.toLocaleString('ru-RU');
  const max = number(GUEST_LIST_MAX);
  return adding === 1
    ? texts('listFull', { max })
    : texts('import.wouldBeFull', { max, existing: number(existing), adding: number(adding) });
}

const FromCode = Type.Enum(GUEST_FROM_CODES, { description: 'A code of GET /dictionaries/guests/from.' });
const ChildrenCode = Type.Enum(GUEST_CHILDREN_CODES, { description: 'A code of GET /dictionaries/guests/children.' });
const CategoryCodes = Type.Array(Type.Enum(GUEST_CATEGORY_CODES), {
  uniqueItems: true,
  maxItems: GUEST_CATEGORY_CODES.length,
  description: 'Codes of GET /dictionaries/guests/category.',
});
const GuestName = RequiredText({ max: GUEST_NAME_MAX_LENGTH, printable: true });
const HalfName = Text({
  max: GUEST_NAME_MAX_LENGTH,
  description: 'The name of the +1 once known; only kept while withHalf is true.',
});
const Comment = Text({ max: TEXT_MAX_LENGTH });
/**
 * A guest's e-mail, checked by the app's own e-mail rule (ajv-options.ts); null when not known.
 * The form sends null for an empty field.
 */
const GuestEmail = Nullable(
  Type.String({
    minLength: 1,
    maxLength: GUEST_EMAIL_MAX_LENGTH,
    format: 'email',
    pattern: PRINTABLE,
    description: 'Messages to the household go to it (POST /messages).',
  }),
);
/**
 * A guest's phone as typed (kept as typed, shown on the call list); null when not known. Whether it
 * is a phone number is `guestPhoneProblem` (guest-contact-rules.ts): a Russian number may be typed
 * without the country code.
 */
const GuestPhone = Nullable(
  Type.String({
    minLength: 1,
    maxLength: GUEST_PHONE_MAX_LENGTH,
    pattern: PRINTABLE,
    description: 'A phone number, with or without +7 (a number without a country code is read as Russian).',
  }),
);

/** A guest's fields as the answers carry them: a listed guest (with its id) and an import preview's row. */
const guestFields = {
  name: Type.String(),
  withHalf: Type.Boolean(),
  halfName: Nullable(Type.String()),
  from: FromCode,
  children: ChildrenCode,
  comment: Type.String(),
  category: CategoryCodes,
  checked: Type.Boolean({ description: 'The guest has confirmed coming.' }),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
};

/** One guest as GET /guests lists it and the writes answer it. */
export const Guest = Closed({ id: Type.String(), ...guestFields });
export type Guest = Static<typeof Guest>;

export const GuestList = Type.Array(Guest);
export type GuestList = Static<typeof GuestList>;

/** POST /guests: name and from required, the rest defaults to no +1, no children, no categories. */
export const GuestCreate = Closed({
  name: GuestName,
  withHalf: Type.Optional(Type.Boolean()),
  halfName: Type.Optional(Nullable(HalfName)),
  from: FromCode,
  children: Type.Optional(ChildrenCode),
  comment: Type.Optional(Comment),
  category: Type.Optional(CategoryCodes),
  checked: Type.Optional(Type.Boolean()),
  email: Type.Optional(GuestEmail),
  phone: Type.Optional(GuestPhone),
});
export type GuestCreate = Static<typeof GuestCreate>;

/** PATCH /guests/{id}: any subset of the fields (the confirmation checkbox sends only `checked`). */
export const GuestUpdate = Closed({
  name: Type.Optional(GuestName),
  withHalf: Type.Optional(Type.Boolean()),
  halfName: Type.Optional(Nullable(HalfName)),
  from: Type.Optional(FromCode),
  children: Type.Optional(ChildrenCode),
  comment: Type.Optional(Comment),
  category: Type.Optional(CategoryCodes),
  checked: Type.Optional(Type.Boolean()),
  email: Type.Optional(GuestEmail),
  phone: Type.Optional(GuestPhone),
});
export type GuestUpdate = Static<typeof GuestUpdate>;

export const GuestIdParams = Closed({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type GuestIdParams = Static<typeof GuestIdParams>;

/** One entry of a dictionary: GET /dictionaries/guests/{from|children|category}. */
export const DictionaryEntry = Closed({ id: Type.String(), code: Type.String(), name: Type.String() });
export type DictionaryEntry = Static<typeof DictionaryEntry>;
export const Dictionary = Type.Array(DictionaryEntry);
export type Dictionary = Static<typeof Dictionary>;

/**
 * Head counts of a list (people-rules.ts): its rows (`guests`), the people they stand for (each +1
 * and each child counted), the children among them, and the people of the confirmed guests.
 */
export const GuestTotals = Closed({
  guests: Type.Number(),
  people: Type.Number(),
  children: Type.Number(),
  confirmed: Type.Number(),
});
export type GuestTotals = Static<typeof GuestTotals>;

/** How POST /guests/import treats the file: `preview` writes nothing, `commit` adds every row. */
export const GUEST_IMPORT_MODES = ['preview', 'commit'] as const;
export type GuestImportMode = (typeof GUEST_IMPORT_MODES)[number];

/**
 * What a commit does with rows whose name matches a guest already on the list (a re-import, the
 * list's own download): leave them out, overwrite that guest with the file's row, or add them anyway.
 */
export const GUEST_DUPLICATE_MODES = ['skip', 'update', 'add'] as const;
export type GuestDuplicateMode = (typeof GUEST_DUPLICATE_MODES)[number];

export const GuestImportQuery = Closed({
  mode: Type.Optional(Type.Enum(GUEST_IMPORT_MODES, { default: 'preview' })),
  duplicates: Type.Optional(Type.Enum(GUEST_DUPLICATE_MODES, { default: 'skip' })),
});
export type GuestImportQuery = Static<typeof GuestImportQuery>;

/** A row the import could not take: its line in the file (the header is line 1) and why. */
export const RejectedRow = Closed({ line: Type.Integer(), reason: Type.String() });
export type RejectedRow = Static<typeof RejectedRow>;

/**
 * The answer of POST /guests/import. A preview lists the guests understood and the rows rejected;
 * a commit with any rejected row writes nothing (422), otherwise it adds every guest at once.
 */
export const GuestImportResult = Closed({
  mode: Type.Enum(GUEST_IMPORT_MODES),
  guests: Type.Array(Closed(guestFields)),
  rejected: Type.Array(RejectedRow),
  totals: GuestTotals,
  alreadyListed: Type.Array(Type.Integer({ minimum: 0 }), {
    description:
      'Indexes into `guests` of the rows whose name matches a guest already on the list (letter case, ' +
      'the letter yo and extra spaces ignored): the commit skips, updates or adds them as `duplicates` says.',
  }),
  ignoredColumns: Type.Array(Type.String(), {
    description: 'Header texts of columns the import does not know and leaves out, as the file has them.',
  }),
  imported: Type.Integer({ description: 'Guests added: 0 for a preview.' }),
  updated: Type.Integer({ description: 'Guests on the list overwritten by a row of the file: 0 for a preview.' }),
});
export type GuestImportResult = Static<typeof GuestImportResult>;
export type ImportedGuest = GuestImportResult['guests'][number];

/** Text compared without regard to case, surrounding spaces or the diaeresis of the letter yo. */
export function normalised(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('\u0451', '\u0435').replace(/\s+/g, ' ');
}

/** What a commit does with the file's guests, given the list as it is (server and mocks alike). */
export interface GuestImportPlan {
  add: ImportedGuest[];
  update: Array<{ id: string; guest: ImportedGuest }>;
  alreadyListed: number[];
}

export function planGuestImport(
  listed: ReadonlyArray<Pick<Guest, 'id' | 'name'>>,
  guests: ImportedGuest[],
  duplicates: GuestDuplicateMode,
): GuestImportPlan {
  const byName = new Map(listed.map((guest) => [normalised(guest.name), guest.id]));
  const plan: GuestImportPlan = { add: [], update: [], alreadyListed: [] };
  guests.forEach((guest, index) => {
    const id = byName.get(normalised(guest.name));
    if (id !== undefined) plan.alreadyListed.push(index);
    if (id === undefined || duplicates === 'add') plan.add.push(guest);
    else if (duplicates === 'update') plan.update.push({ id, guest });
  });
  return plan;
}

/** The answer of an import before it writes anything: what the file holds and what the plan found. */
export function importPreview(
  mode: GuestImportMode,
  read: { guests: ImportedGuest[]; rejected: RejectedRow[]; ignoredColumns: string[] },
  plan: GuestImportPlan,
): GuestImportResult {
  return {
    mode,
    guests: read.guests,
    rejected: read.rejected,
    totals: guestTotals(read.guests),
    alreadyListed: plan.alreadyListed,
    ignoredColumns: read.ignoredColumns,
    imported: 0,
    updated: 0,
  };
}
