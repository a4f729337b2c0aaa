import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Guest } from '../../../src/contract/guests.ts';
import { expectedGuests } from '../../../src/contract/banquet-guests.ts';
import {
  autoSeated,
  guestIdsAt,
  guestMoveRefusal,
  newTable,
  ruleCapProblem,
  rulePairProblem,
  seatingAnswer as answerOfPlan,
  tableChanges,
  tooManyTables,
  type StoredTable,
} from '../../../src/contract/seating-request-rules.ts';
import {
  type Seating,
  type SeatingAutoResult,
  type SeatingRule,
  type SeatingRuleCreate,
  type SeatingTable,
  type SeatingTableCreate,
  type SeatingTablePatch,
  type TableShape,
} from '../../../src/contract/seating.ts';
import { type SeatingPlan, type SeatingRuleKind, type SeatingTexts } from '../../../src/contract/seating-rules.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, refuseOn } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { listGuestsOfWedding } from '../guests/public.ts';
import { guestsInvitedToBanquet } from '../invitations/public.ts';
import * as repository from './repository.ts';
import { seatingByTable as byTable } from '../../../src/contract/seating-file.ts';

/*
 * The seating plan's rules beyond SQL: the plan is read whole (guests from the guest list, tables,
 * seats, rules) and checked with the contract's rules (seating-rules.ts), which the mocks apply too.
 */
type Db = Kysely<Database>;

export interface SeatingDeps {
  db: Db;
  now: () => Date;
}

export const seatingTexts: SeatingTexts = (key, values) => t(`seating:plan.${key}`, values);

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`;
}

interface LoadedPlan {
  plan: SeatingPlan;
  guests: Guest[];
  tables: repository.TableRow[];
  /** The guests expected at the banquet, or null with no invitation yet (everyone is). */
  expected: Set<string> | null;
}

async function loadPlan(deps: SeatingDeps, weddingId: string): Promise<LoadedPlan> {
  const [guests, tables, seats, rules, invited] = await Promise.all([
    listGuestsOfWedding(deps.db, weddingId),
    repository.listTables(deps.db, weddingId),
    repository.listSeats(deps.db, weddingId),
    repository.listRules(deps.db, weddingId),
    guestsInvitedToBanquet(deps.db, weddingId),
  ]);
  const expected = expectedGuests(guests, invited);
  return {
    guests,
    tables,
    expected,
    plan: {
      guests,
      tables: tables.map((table) => ({ id: table.id, name: table.name, seats: table.seats, head: isHead(table) })),
      rules: rules.map((rule) => ({
        id: rule.id,
        kind: rule.kind as SeatingRuleKind,
        guestIds: [rule.guest_a, rule.guest_b],
      })),
      seats: new Map(seats.map((seat) => [seat.guest_id, seat.table_id])),
    },
  };
}

const isHead = (row: Pick<repository.TableRow, 'head'>) => Number(row.head) === 1;

function storedTable(row: repository.TableRow): StoredTable {
  return {
    id: row.id,
    name: row.name,
    shape: row.shape as TableShape,
    seats: row.seats,
    x: row.x,
    y: row.y,
    head: isHead(row),
  };
}

function seatingAnswer({ plan, tables, expected }: LoadedPlan): Seating {
  return answerOfPlan(plan, tables.map(storedTable), expected, seatingTexts);
}

export async function seating(deps: SeatingDeps, weddingId: string): Promise<Seating> {
  return seatingAnswer(await loadPlan(deps, weddingId));
}

export async function createTable(
  deps: SeatingDeps,
  weddingId: string,
  body: SeatingTableCreate,
): Promise<SeatingTable> {
  const now = deps.now().toISOString();
  // The count and the insert under the wedding's lock, so concurrent adds stop at the cap.
  return underWeddingLock(deps.db, weddingId, async (trx) => {
    const tables = await repository.listTables(trx, weddingId);
    refuseOn(tooManyTables(tables.length));
    const table = newTable(newId('st'), body, tables);
    await repository.insertTable(trx, {
      ...table,
      head: table.head ? 1 : 0,
      wedding_id: weddingId,
      created_at: now,
      updated_at: now,
    });
    return { ...table, guestIds: [] };
  });
}

export async function changeTable(
  deps: SeatingDeps,
  weddingId: string,
  id: string,
  body: SeatingTablePatch,
): Promise<SeatingTable> {
  const current = await repository.findTable(deps.db, weddingId, id);
  if (!current) throw new HttpError(404, t('seating:errors.tableNotFound'));
  const { head, ...fields } = tableChanges(body);
  const changes = {
    ...fields,
    ...(head !== undefined ? { head: head ? 1 : 0 } : {}),
    updated_at: deps.now().toISOString(),
  };
  await repository.updateTable(deps.db, weddingId, id, changes);
  const { plan } = await loadPlan(deps, weddingId);
  return { ...storedTable({ ...current, ...changes }), guestIds: guestIdsAt(plan, id) };
}

export async function deleteTable(deps: SeatingDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deleteTable(deps.db, weddingId, id))) {
    throw new HttpError(404, t('seating:errors.tableNotFound'));
  }
}

/** Seats a guest (with their +1 and children) at a table, or unseats them; refused with the reason. */
export async function moveGuest(
  deps: SeatingDeps,
  weddingId: string,
  guestId: string,
  tableId: string | null,
): Promise<Seating> {
  const loaded = await loadPlan(deps, weddingId);
  const refusal = guestMoveRefusal(loaded.plan, guestId, tableId, t);
  if (refusal)
    throw new HttpError(
      refusal.status,
      refusal.text,
      refusal.field ? [{ text: refusal.text, field: refusal.field }] : [],
    );
  if (tableId === null) await repository.deleteSeat(deps.db, weddingId, guestId);
  else await repository.upsertSeat(deps.db, weddingId, guestId, tableId, deps.now().toISOString());
  const seats = new Map(loaded.plan.seats);
  if (tableId === null) seats.delete(guestId);
  else seats.set(guestId, tableId);
  return seatingAnswer({ ...loaded, plan: { ...loaded.plan, seats } });
}

export async function addRule(deps: SeatingDeps, weddingId: string, body: SeatingRuleCreate): Promise<SeatingRule> {
  const { plan } = await loadPlan(deps, weddingId);
  const pair = body.guestIds as [string, string];
  const [a, b] = pair;
  refuseOn(rulePairProblem(new Set(plan.guests.map((guest) => guest.id)), pair));
  const id = newId('sr');
  // The rules read again under the wedding's lock: concurrent adds stop at the cap and add a pair once.
  await underWeddingLock(deps.db, weddingId, async (trx) => {
    const rules = await repository.listRules(trx, weddingId);
    refuseOn(
      ruleCapProblem(
        rules.map((rule) => ({ guestIds: [rule.guest_a, rule.guest_b] })),
        pair,
      ),
    );
    await repository.insertRule(trx, {
      id,
      wedding_id: weddingId,
      kind: body.kind,
      guest_a: a,
      guest_b: b,
      created_at: deps.now().toISOString(),
    });
  });
  return { id, kind: body.kind, guestIds: [a, b] };
}

export async function deleteRule(deps: SeatingDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deleteRule(deps.db, weddingId, id))) {
    throw new HttpError(404, t('seating:errors.ruleNotFound'));
  }
}

/**
 * Seats everyone not yet seated (seating-rules.ts's autoSeat); hand-placed seats stay. By default
 * only the guests expected at the banquet; `everyone` seats the whole list.
 */
export async function seatAutomatically(
  deps: SeatingDeps,
  weddingId: string,
  everyone = false,
): Promise<SeatingAutoResult> {
  const loaded = await loadPlan(deps, weddingId);
  const tables = loaded.tables.map(storedTable);
  const seated = autoSeated(loaded.plan, tables, loaded.expected, everyone, seatingTexts);
  await repository.insertSeats(
    deps.db,
    weddingId,
    seated.placed.map((guestId) => ({ guestId, tableId: seated.seats.get(guestId)! })),
    deps.now().toISOString(),
  );
  return seated.answer;
}

/** The plan by table, for the .xlsx: each table with its guests, then the unseated. */
export async function seatingByTable(deps: SeatingDeps, weddingId: string) {
  const { plan, guests } = await loadPlan(deps, weddingId);
  return byTable({ ...plan, guests });
}
