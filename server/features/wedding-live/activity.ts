import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { RouteDeclaration } from '../../../src/contract/route-table.ts';
import type { ActivityAction } from '../../../src/contract/wedding-activity.ts';
import { publishWeddingChange } from './hub.ts';
import { insertActivity, nameOfRow, type NamedTable } from './repository.ts';

/** The SWR key of GET /wedding/activity: every recorded write changes it. */
export const ACTIVITY_PATH = '/wedding/activity';

/*
 * What a successful planning write means for the others: its activity entry (the action its route
 * declares) and the reads it changed (the route's `changes`), both from the route tables in
 * src/contract. Some actions need a little more, below.
 */

interface ActionDetail {
  /** How the request's body refines the action (a to-do's tick is not an edit). */
  refine?: (body: unknown) => ActivityAction;
  /** A DELETE's row, whose name is read before it goes. */
  deletes?: NamedTable;
  /** The entry's `what` from the answer, when not its `name`/`task`/`title`. */
  what?: (answer: unknown, body: unknown) => string | null;
  /** An answer that changed nothing (an import's preview): no entry, no event. */
  unchanged?: (answer: unknown) => boolean;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const todoPatch = (body: unknown): ActivityAction => {
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  if (keys.length === 1 && keys[0] === 'checked') return field(body, 'checked') ? 'todoChecked' : 'todoUnchecked';
  return 'todoChanged';
};

/** A purchase's tick alone is "bought" or "not bought", like a to-do's. */
const purchasePatch = (body: unknown): ActivityAction => {
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  if (keys.length === 1 && keys[0] === 'bought') return field(body, 'bought') ? 'purchaseBought' : 'purchaseUnbought';
  return 'purchaseChanged';
};

const ACTION_DETAILS: Partial<Record<ActivityAction, ActionDetail>> = {
  guestDeleted: { deletes: 'guests' },
  guestsImported: {
    what: (answer) => String(Number(field(answer, 'imported') ?? 0) + Number(field(answer, 'updated') ?? 0)),
    unchanged: (answer) => field(answer, 'mode') === 'preview',
  },
  budgetItemDeleted: { deletes: 'budget_items' },
  budgetTotalSet: { what: (_answer, body) => String(field(body, 'value') ?? '') },
  budgetPeopleChanged: { what: () => null },
  categoryDeleted: { deletes: 'budget_categories' },
  todoChanged: { refine: todoPatch },
  todoDeleted: { deletes: 'todos' },
  seatingTableDeleted: { deletes: 'seating_tables' },
  noteDeleted: { deletes: 'notes' },
  purchaseChanged: { refine: purchasePatch },
  purchaseDeleted: { deletes: 'purchases' },
  boardCardDeleted: { deletes: 'board_cards' },
  contractorDeleted: { deletes: 'contractors' },
  contractorFileAdded: { what: (answer) => String(field(answer, 'fileName') ?? '') || null },
  contractorFileDeleted: { what: () => null },
};

/** The longest `what` kept: a name or a task is shorter; anything longer is cut. */
const WHAT_MAX = 200;

/** The entity's own text in an answer: a guest's or an item's name, a task, a title. */
function labelOf(answer: unknown): string | null {
  for (const key of ['name', 'task', 'title']) {
    const value = field(answer, key);
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

let sequence = 0;
/** Ids that sort as entries are written: the time, then a counter of this process, then noise. */
function activityId(atMs: number): string {
  sequence = (sequence + 1) % 1_679_616;
  return `${atMs.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

interface Capture {
  answer?: unknown;
  deleted?: string | null;
}

/**
 * Hooks one planning write route so that, after it succeeds, the wedding's activity gains an entry
 * and the other members' open pages hear which reads changed (the planning plugin calls this for
 * every write route of the tables). The entry is written before the answer leaves
 * (`onSend`), so the writer's own next read of the activity has it; the event goes out after. A
 * failure of either is logged and never fails the write, which has already happened.
 */
export function attachWriteEffects(app: FastifyInstance, route: RouteOptions, declaration: RouteDeclaration): void {
  const declared = declaration.activity ?? 'changed';
  const effect = ACTION_DETAILS[declared] ?? {};
  const reads = [...(declaration.changes ?? []), ACTIVITY_PATH];
  const captured = new WeakMap<FastifyRequest, Capture>();

  if (effect.deletes) {
    const table = effect.deletes;
    append(route, 'preHandler', async (request: FastifyRequest) => {
      const id = field(request.params, 'id');
      if (typeof id !== 'string' || !request.weddingId) return;
      try {
        captured.set(request, { deleted: await nameOfRow(app.db, table, request.weddingId, id) });
      } catch (error) {
        request.log.warn({ err: error }, 'activity: reading the deleted row’s name failed');
      }
    });
  }
  append(route, 'preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400) captured.set(request, { ...captured.get(request), answer: payload });
    return payload;
  });
  append(route, 'onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const weddingId = request.weddingId;
    const userId = request.userId;
    // A replayed answer (the same Idempotency-Key again) changed nothing: no second entry or event.
    if (reply.statusCode >= 400 || request.idempotentReplay || !weddingId || !userId) return payload;
    const { answer, deleted } = captured.get(request) ?? {};
    if (effect.unchanged?.(answer)) return payload;
    const action = effect.refine ? effect.refine(request.body) : declared;
    const what = effect.what ? effect.what(answer, request.body) : (deleted ?? labelOf(answer));
    const atMs = app.clock.now().getTime();
    try {
      await insertActivity(app.db, {
        id: activityId(atMs),
        wedding_id: weddingId,
        user_id: userId,
        at: new Date(atMs).toISOString(),
        action,
        what: what === null ? null : what.slice(0, WHAT_MAX),
      });
    } catch (error) {
      request.log.error({ err: error }, 'activity: recording a change failed');
    }
    void publishWeddingChange(app, weddingId, reads);
    return payload;
  });
}

/**
 * An entry of a change nobody of the wedding made: a guest's answer on their invitation page
 * (GUEST_ACTIONS). It names no member; `what` is the household.
 */
export async function recordGuestActivity(
  app: FastifyInstance,
  weddingId: string,
  action: ActivityAction,
  what: string | null,
): Promise<void> {
  const atMs = app.clock.now().getTime();
  await insertActivity(app.db, {
    id: activityId(atMs),
    wedding_id: weddingId,
    user_id: null,
    at: new Date(atMs).toISOString(),
    action,
    what: what === null ? null : what.slice(0, WHAT_MAX),
  });
}

type HookName = 'preHandler' | 'preSerialization' | 'onSend';

/** Adds a hook to one route after its own (route-level hooks are a function or an array). */
function append(route: RouteOptions, name: HookName, hook: unknown): void {
  const own = route[name] as unknown;
  (route as unknown as Record<HookName, unknown[]>)[name] =
    own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}
