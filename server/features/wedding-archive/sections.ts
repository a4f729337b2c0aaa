import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { WEDDING_ANSWER_COLUMNS } from '../wedding/public.ts';

/*
 * What of a wedding goes into its archive, table by table (docs/wedding-archive.md): one line per
 * table of the plan, parents before the rows that name them, so an import writes them in this order
 * and deletes in the reverse. Members, subscription and payments are the account's, the activity,
 * live streams, jobs and Telegram chats the installation's: none travels.
 *
 * Every row's own `id` gets a new value on import (the old wedding may live on this installation
 * too); `refs` and the ids inside `json` columns follow their row's new id. Ids are random
 * (`gw_…`, UUIDs), so one map of old to new serves every table.
 */

export type TableName = keyof Database & string;
export type Row = Record<string, unknown>;

/** What an import knows while it writes: the wedding, the clock, the base of the links it makes. */
export interface ImportContext {
  weddingId: string;
  now: string;
  /** The address the importing request came to: the base of the links an imported message will carry. */
  linkBase: string;
}

export interface ArchiveTable {
  table: TableName;
  /** The row's own id, renewed on import; absent for a table of one row per wedding or keyed by its refs. */
  id?: true;
  /** Columns that hold the id of another row of the archive (or null). */
  refs?: readonly string[];
  /** JSON columns in which every string that is an id of the archive is rewritten. */
  json?: readonly string[];
  /** Columns kept out of the file: secrets and the guests' devices; `fill` gives them on import. */
  omit?: readonly string[];
  fill?: (row: Row, context: ImportContext) => Row;
  /** The column holding the bytes of a file, written beside wedding.json rather than in it. */
  bytes?: string;
  /** The column the rows are listed by, for a stable file. */
  order: string;
}

/** A new secret for a link, and its SHA-256 as the pages look it up (base64url, as everywhere). */
function freshToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('base64url') };
}

/** A new id in the old one's style: `gw_` and 72 random bits, or a UUID. */
export function freshIdLike(old: string): string {
  const prefix = /^([a-z]+)_[A-Za-z0-9_-]+$/.exec(old)?.[1];
  return prefix ? `${prefix}_${randomBytes(9).toString('base64url')}` : randomUUID();
}

export const ARCHIVE_TABLES: readonly ArchiveTable[] = [
  { table: 'budget_settings', order: 'wedding_id' },
  { table: 'budget_categories', id: true, order: 'sort_order' },
  { table: 'contractors', id: true, order: 'created_at' },
  { table: 'budget_items', id: true, refs: ['contractor_id'], order: 'created_at' },
  { table: 'purchases', id: true, refs: ['budget_item_id'], order: 'created_at' },
  { table: 'guests', id: true, order: 'position' },
  { table: 'wedding_events', id: true, order: 'position' },
  { table: 'rsvp_settings', order: 'wedding_id' },
  {
    table: 'rsvp_invitations',
    id: true,
    json: ['guest_ids', 'event_ids', 'answers', 'diets'],
    // Each household gets a new link: the old one must not open the wedding on its new home.
    omit: ['token', 'token_hash'],
    fill: () => {
      const { token, hash } = freshToken();
      return { token, token_hash: hash };
    },
    order: 'created_at',
  },
  { table: 'seating_tables', id: true, order: 'created_at' },
  { table: 'seating_seats', refs: ['guest_id', 'table_id'], order: 'seated_at' },
  { table: 'seating_rules', id: true, refs: ['guest_a', 'guest_b'], order: 'created_at' },
  { table: 'board_cards', id: true, refs: ['image_file_id', 'thumbnail_file_id'], order: 'created_at' },
  { table: 'notes', id: true, order: 'created_at' },
  { table: 'todo_plans', order: 'wedding_id' },
  { table: 'todos', id: true, order: 'sort_order' },
  {
    table: 'wedding_day',
    omit: ['share_token', 'share_token_hash'],
    // A day that was shared is shared again, under a new address.
    fill: (row) => {
      if (!row.shared_at) return { share_token: null, share_token_hash: null };
      const { token, hash } = freshToken();
      return { share_token: token, share_token_hash: hash };
    },
    order: 'wedding_id',
  },
  { table: 'wedding_day_items', id: true, refs: ['contractor_id'], order: 'time' },
  {
    table: 'gift_wishes',
    id: true,
    refs: ['picture'],
    // The reserving guest's device is a guest's, not the couple's: the reservation stays, by name.
    omit: ['reserved_device_hash'],
    fill: () => ({ reserved_device_hash: null }),
    order: 'created_at',
  },
  { table: 'gifts', id: true, json: ['guest_ids'], order: 'created_at' },
  { table: 'gift_money', order: 'wedding_id' },
  {
    table: 'wedding_sites',
    omit: ['cookie_key'],
    fill: () => ({ cookie_key: randomBytes(24).toString('base64url') }),
    order: 'wedding_id',
  },
  { table: 'reminder_settings', order: 'wedding_id' },
  { table: 'messages', id: true, fill: (_row, context) => ({ link_base: context.linkBase }), order: 'created_at' },
  { table: 'message_deliveries', id: true, refs: ['message_id', 'invitation_id'], order: 'position' },
  { table: 'message_stops', refs: ['invitation_id'], order: 'created_at' },
  // Last: a file names its subject (a contractor, a card, a wish), written above.
  { table: 'wedding_files', id: true, refs: ['subject_id'], bytes: 'bytes', order: 'created_at' },
];

/** The wizard's answers, kept on the wedding's own row. */
export const WEDDING_COLUMNS = WEDDING_ANSWER_COLUMNS;

/** Amounts are bigint on PostgreSQL (a string from its driver): the file holds numbers. */
export function portableValue(column: string, value: unknown): unknown {
  if (value !== null && column.endsWith('_kopecks')) return Number(value);
  return value;
}
