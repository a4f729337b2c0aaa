import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import {
  DAY_PAGE_BASE,
  DAY_TOKEN_PATTERN,
  moscowClock,
  type Day,
  type DayContractor,
  type DayItem,
  type DayItemCreate,
  type DayItemPatch,
} from '../../../src/contract/wedding-day.ts';
import {
  dayAnswer,
  dayItemChanges,
  dayItemProblem,
  newDayItem,
  tooManyDayItems,
  weddingDayDate,
} from '../../../src/contract/wedding-day-rules.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import type { Database } from '../../db/database.ts';
import type { WeddingDayItemsTable } from './tables.ts';
import { HttpError, refuseOn, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { contractorsOf } from '../contractors/public.ts';
import { partsOfTheDay } from '../invitations/public.ts';
import { weddingAnswersOf } from '../wedding/public.ts';
import * as repository from './repository.ts';

/*
 * The wedding day's timeline: seeded once per wedding (race-safe) from the invitations' parts of
 * the day, or else from the wizard's registration and banquet; steps that name a contractor of
 * this wedding or a person; the conflicts (src/contract/wedding-day.ts); and the public page's
 * token: 128 random bits, looked up by its SHA-256, kept beside it so the couple can copy the same
 * link again (as the invitations' pages do), cleared on revoking.
 */
type Db = Kysely<Database>;

export interface DayDeps {
  db: Db;
  now: () => Date;
  /** Where the public pages live (PUBLIC_URL), for the shared link. */
  publicUrl: string;
}

const nowOf = (deps: DayDeps) => deps.now().toISOString();
const newId = () => `day_${randomBytes(9).toString('base64url')}`;
const notFound = () => new HttpError(404, t('errors:server.notFound'));
const tokenPattern = new RegExp(DAY_TOKEN_PATTERN);
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function itemOf(row: repository.ItemRow): DayItem {
  return {
    id: row.id,
    time: row.time,
    until: row.until,
    title: row.title,
    place: row.place,
    contractorId: row.contractor_id,
    who: row.who,
    comment: row.comment,
  };
}

interface Seed {
  time: string;
  title: string;
  place: string;
}

/** The invitations' parts of the day that have a time, else the wizard's registration and banquet. */
async function seedsOf(db: Db, weddingId: string): Promise<Seed[]> {
  const parts = await partsOfTheDay(db, weddingId);
  if (parts && parts.length > 0) {
    return parts.flatMap((part) => {
      const time = moscowClock(part.startsAt);
      const place = [part.place, part.address].filter((text) => text.trim() !== '').join(', ');
      return time ? [{ time, title: part.name, place }] : [];
    });
  }
  const answers = await weddingAnswersOf(db, weddingId);
  const defaults: Array<[string, string | null | undefined, string | null | undefined]> = [
    ['registration', answers?.registration_date, answers?.registration_location],
    ['banquet', answers?.banquet_date, answers?.banquet_location],
  ];
  return defaults.flatMap(([code, instant, place]) => {
    const time = moscowClock(instant);
    return time ? [{ time, title: t(`wedding-day:defaults.${code}`), place: place ?? '' }] : [];
  });
}

/** Gives a wedding its first steps once, on its first call of the day; race-safe. */
export async function ensureSeeded(deps: DayDeps, weddingId: string): Promise<void> {
  if (await repository.findDay(deps.db, weddingId)) return;
  const now = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repository.insertDayOnce(trx, weddingId, now))) return;
    const seeds = await seedsOf(trx, weddingId);
    await repository.insertItems(
      trx,
      seeds.map((seed, index) => ({
        id: newId(),
        wedding_id: weddingId,
        time: seed.time,
        until: null,
        title: seed.title,
        place: seed.place.slice(0, 200),
        contractor_id: null,
        who: '',
        comment: '',
        // The seeds' order among steps of one time.
        created_at: new Date(Date.parse(now) + index).toISOString(),
        updated_at: now,
      })),
    );
  });
}

/** The wedding day's date (YYYY-MM-DD, Moscow): the registration's, else the banquet's. */
async function weddingDateOf(db: Db, weddingId: string): Promise<string | null> {
  const answers = await weddingAnswersOf(db, weddingId);
  return weddingDayDate(answers?.registration_date, answers?.banquet_date);
}

async function contractorsFor(db: Db, weddingId: string): Promise<DayContractor[]> {
  return contractorsOf(db, weddingId);
}

export async function readDay(deps: DayDeps, weddingId: string): Promise<Day> {
  const [rows, contractors, date] = await Promise.all([
    repository.listItems(deps.db, weddingId),
    contractorsFor(deps.db, weddingId),
    weddingDateOf(deps.db, weddingId),
  ]);
  return dayAnswer(date, rows.map(itemOf), contractors);
}

/** The step's rules (wedding-day-rules.ts); the contractors are read only when the step names one. */
async function checkItem(deps: DayDeps, weddingId: string, body: DayItemPatch) {
  refuseOn(dayItemProblem(body, body.contractorId ? await contractorsFor(deps.db, weddingId) : []));
}

/** The stored fields as the table's columns. */
function columns({ contractorId, ...rest }: Partial<Omit<DayItem, 'id'>>): Updateable<WeddingDayItemsTable> {
  return { ...rest, ...(contractorId !== undefined && { contractor_id: contractorId }) };
}

export async function addItem(deps: DayDeps, weddingId: string, body: DayItemCreate): Promise<DayItem> {
  await checkItem(deps, weddingId, body);
  const now = nowOf(deps);
  const { contractorId, ...item } = newDayItem(newId(), body);
  const row = { ...item, wedding_id: weddingId, contractor_id: contractorId, created_at: now, updated_at: now };
  // The count and the insert under the wedding's lock, so concurrent adds stop at the cap.
  await underWeddingLock(deps.db, weddingId, async (trx) => {
    refuseWith(tooManyDayItems(await repository.countItems(trx, weddingId)));
    await repository.insertItems(trx, [row]);
  });
  return itemOf(row);
}

export async function changeItem(deps: DayDeps, weddingId: string, id: string, body: DayItemPatch): Promise<DayItem> {
  if (!(await repository.findItem(deps.db, weddingId, id))) throw notFound();
  await checkItem(deps, weddingId, body);
  const changes = { ...columns(dayItemChanges(body)), updated_at: nowOf(deps) };
  if (!(await repository.updateItem(deps.db, weddingId, id, changes))) throw notFound();
  return itemOf((await repository.findItem(deps.db, weddingId, id))!);
}

export async function removeItem(deps: DayDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deleteItem(deps.db, weddingId, id))) throw notFound();
}

export function pageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${DAY_PAGE_BASE}${token}`;
}

/** The public page's address: the one in force, or a new one. */
export async function share(deps: DayDeps, weddingId: string): Promise<{ url: string }> {
  const existing = (await repository.findDay(deps.db, weddingId))?.share_token;
  if (existing) return { url: pageUrl(deps.publicUrl, existing) };
  const token = randomBytes(16).toString('base64url');
  const inForce = await repository.shareOnce(deps.db, weddingId, token, hashToken(token), nowOf(deps));
  return { url: pageUrl(deps.publicUrl, inForce ?? token) };
}

export async function revokeShare(deps: DayDeps, weddingId: string): Promise<void> {
  await repository.revokeShare(deps.db, weddingId);
}

/** A step as the public page and the calendar show it: the contractor's name instead of its id. */
export interface SharedItem extends DayItem {
  whoName: string;
}

export interface SharedDay {
  brideName: string | null;
  groomName: string | null;
  date: string | null;
  items: SharedItem[];
}

/** The day with "who" as names, for the public page and the calendar. */
export async function sharedDayOf(deps: DayDeps, weddingId: string): Promise<SharedDay> {
  const [day, answers] = await Promise.all([readDay(deps, weddingId), weddingAnswersOf(deps.db, weddingId)]);
  const names = new Map(day.contractors.map((contractor) => [contractor.id, contractor.name]));
  return {
    brideName: answers?.bride_name ?? null,
    groomName: answers?.groom_name ?? null,
    date: day.date,
    items: day.items.map((item) => ({
      ...item,
      whoName: (item.contractorId && names.get(item.contractorId)) || item.who,
    })),
  };
}

/** The public page's day, or 404 for a malformed, unknown or revoked token. */
export async function readByToken(deps: DayDeps, token: string): Promise<SharedDay> {
  if (!tokenPattern.test(token)) throw notFound();
  const weddingId = await repository.findWeddingByTokenHash(deps.db, hashToken(token));
  if (!weddingId) throw notFound();
  return sharedDayOf(deps, weddingId);
}
