import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ActivityDeclaration, RouteDeclaration } from '../../../src/contract/route-table.ts';
import type { ActivityAction, DeclaredActivity } from '../../../src/contract/wedding-activity.ts';
import type { Database } from '../../db/database.ts';
import { publishWeddingChange } from './hub.ts';
import { insertActivity, nameOfRow } from './repository.ts';

/** The SWR key of GET /wedding/activity: every recorded write changes it. */
export const ACTIVITY_PATH = '/wedding/activity';

/*
 * What a successful planning write means for the others: its activity entry and the reads it
 * changed, both as its route declares them in the tables of src/contract (`activity`, `changes`).
 */

type TableColumn = { [T in keyof Database & string]: `${T}.${keyof Database[T] & string}` }[keyof Database & string];
/** Every route's `activity.row` names a column of the database: a slip fails the type check. */
export type DeclaredRowsAreColumns = Extract<DeclaredActivity, { row: string }>['row'] extends TableColumn
  ? true
  : never;
const rowsAreColumns: DeclaredRowsAreColumns = true;
void rowsAreColumns;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The declaration's full form: a bare key is an entry named as its answer is. */
function declarationOf(activity: RouteDeclaration['activity']): ActivityDeclaration {
  return typeof activity === 'string' ? { action: activity } : (activity ?? { action: 'changed' });
}

/** The entry's key: a change of the toggled field alone is "set" or "cleared" (a to-do's tick is not an edit). */
function actionOf(declared: ActivityDeclaration, body: unknown): string {
  const toggle = declared.toggle;
  if (!toggle) return declared.action;
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  if (keys.length !== 1 || keys[0] !== toggle.field) return declared.action;
  return field(body, toggle.field) ? toggle.on : toggle.off;
}

/** The entry's `what` as declared, when the declaration says where it comes from. */
function declaredWhat(what: NonNullable<ActivityDeclaration['what']>, answer: unknown, body: unknown): string | null {
  if (what === 'none') return null;
  if ('sum' in what) return String(what.sum.reduce((total, key) => total + Number(field(answer, key) ?? 0), 0));
  const value = 'answer' in what ? field(answer, what.answer) : field(body, what.body);
  return value === undefined || value === null || value === '' ? null : String(value);
}

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
  const declared = declarationOf(declaration.activity);
  const reads = [...(declaration.changes ?? []), ACTIVITY_PATH];
  const captured = new WeakMap<FastifyRequest, Capture>();

  if (declared.row) {
    const [table, column] = declared.row.split('.') as [string, string];
    append(route, 'preHandler', async (request: FastifyRequest) => {
      const id = field(request.params, 'id');
      if (typeof id !== 'string' || !request.weddingId) return;
      try {
        captured.set(request, { deleted: await nameOfRow(app.db, { table, column }, request.weddingId, id) });
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
    const unless = declared.unless;
    if (unless && field(answer, unless.field) === unless.equals) return payload;
    const action = actionOf(declared, request.body);
    const what = declared.what ? declaredWhat(declared.what, answer, request.body) : (deleted ?? labelOf(answer));
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
