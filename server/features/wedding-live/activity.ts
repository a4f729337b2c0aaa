import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ActivityAction } from '../../../src/contract/wedding-activity.ts';
import { publishWeddingChange } from './hub.ts';
import { insertActivity, nameOfRow, type NamedTable } from './repository.ts';

/** The SWR key of GET /wedding/activity: every recorded write changes it. */
export const ACTIVITY_PATH = '/wedding/activity';

/*
 * What a successful planning write means for the others: its activity entry and the API reads whose
 * answers it changed. One table, keyed by method and route pattern (without /api/v1); a write route
 * missing here still counts, as `changed`, with the reads of its section.
 */

// A guest changes the head count, so the per-person prices of the budget follow it.
const GUEST_READS = ['/guests', '/budget', '/budget/summary', '/budget/people'];
const BUDGET_READS = ['/budget', '/budget/summary', '/budget/people', '/dictionaries/budget/category'];
const TODO_READS = ['/todos'];

/** The reads of a section, by the route's first path segment (the dictionaries' by their second). */
function readsOf(path: string): string[] {
  const [first, second] = path.split('/').filter(Boolean);
  const section = first === 'dictionaries' ? second : first;
  if (section === 'guests') return GUEST_READS;
  if (section === 'budget') return BUDGET_READS;
  if (section === 'todos') return TODO_READS;
  return [`/${first ?? ''}`];
}

interface WriteEffect {
  /** The action, or how the request's body decides it (a to-do's tick is not an edit). */
  action: ActivityAction | ((body: unknown) => ActivityAction);
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

export const WRITE_EFFECTS: Readonly<Record<string, WriteEffect>> = {
  'POST /guests': { action: 'guestAdded' },
  'PATCH /guests/:id': { action: 'guestChanged' },
  'DELETE /guests/:id': { action: 'guestDeleted', deletes: 'guests' },
  'POST /guests/import': {
    action: 'guestsImported',
    what: (answer) => String(Number(field(answer, 'imported') ?? 0) + Number(field(answer, 'updated') ?? 0)),
    unchanged: (answer) => field(answer, 'mode') === 'preview',
  },
  'POST /budget': { action: 'budgetItemAdded' },
  'PATCH /budget/:id': { action: 'budgetItemChanged' },
  'DELETE /budget/:id': { action: 'budgetItemDeleted', deletes: 'budget_items' },
  'POST /budget/summary': { action: 'budgetTotalSet', what: (_answer, body) => String(field(body, 'value') ?? '') },
  'POST /budget/people': { action: 'budgetPeopleChanged', what: () => null },
  'POST /dictionaries/budget/category': { action: 'categoryAdded' },
  'PATCH /dictionaries/budget/category/:id': { action: 'categoryRenamed' },
  'DELETE /dictionaries/budget/category/:id': { action: 'categoryDeleted', deletes: 'budget_categories' },
  'POST /todos': { action: 'todoAdded' },
  'PATCH /todos/:id': { action: todoPatch },
  'DELETE /todos/:id': { action: 'todoDeleted', deletes: 'todos' },
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
 * and the other members' open pages hear which reads changed (the planning guard calls this for
 * every route declaring `planning: 'write'`). The entry is written before the answer leaves
 * (`onSend`), so the writer's own next read of the activity has it; the event goes out after. A
 * failure of either is logged and never fails the write, which has already happened.
 */
export function attachWriteEffects(app: FastifyInstance, route: RouteOptions): void {
  const method = String(route.method).toUpperCase();
  const path = route.url.replace(/^\/api\/v\d+/, '');
  const effect: WriteEffect = WRITE_EFFECTS[`${method} ${path}`] ?? { action: 'changed' };
  const reads = [...readsOf(path), ACTIVITY_PATH];
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
    if (reply.statusCode >= 400 || !weddingId || !userId) return payload;
    const { answer, deleted } = captured.get(request) ?? {};
    if (effect.unchanged?.(answer)) return payload;
    const action = typeof effect.action === 'function' ? effect.action(request.body) : effect.action;
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

type HookName = 'preHandler' | 'preSerialization' | 'onSend';

/** Adds a hook to one route after its own (route-level hooks are a function or an array). */
function append(route: RouteOptions, name: HookName, hook: unknown): void {
  const own = route[name] as unknown;
  (route as unknown as Record<HookName, unknown[]>)[name] =
    own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}
