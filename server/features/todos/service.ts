import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DATE_CHOICE_TASK_KEY, READY_CHECKLIST } from '../../../src/contract/todo-checklist.ts';
import { isTodoPeriodCode, planningDay, type PlanningDates } from '../../../src/contract/todo-calendar.ts';
import {
  TODO_PERIOD_CODES,
  type Todo,
  type TodoCreateRequest,
  type TodoPeriodCode,
  type TodoPeriodEntry,
  type TodoUpdateRequest,
} from '../../../src/contract/todos.ts';
import type { Database } from '../../db/database.ts';
import type { TodoRow } from './tables.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newTodo, todoAnswers, todoChanges, todoPeriodEntries } from '../../../src/contract/todo-rules.ts';
import { t } from '../../lib/i18n.ts';
import { findWeddingDate } from '../account/public.ts';
import * as repository from './repository.ts';

type Db = Kysely<Database>;

/** Everything a to-do call needs to know about the couple's dates today. */
/** What the checklist's service works with: the database and the server's clock. */
export interface TodoDeps {
  db: Db;
  clock: Clock;
}

export interface PlanningContext {
  weddingId: string;
  today: string;
  /** Null while the couple has no wedding date. */
  plan: PlanningDates | null;
}

function seededTodos(weddingId: string, now: string, hasDate: boolean): TodoRow[] {
  return READY_CHECKLIST.map((entry, index) => {
    const comment = t(`todos:checklist.${entry.key}.comment`, { returnObjects: true, defaultValue: [] }) as unknown;
    return {
      id: randomUUID(),
      wedding_id: weddingId,
      period: entry.period,
      task: t(`todos:checklist.${entry.key}.task`),
      comment: JSON.stringify(Array.isArray(comment) ? comment : []),
      checked: hasDate && entry.key === DATE_CHOICE_TASK_KEY ? 1 : 0,
      sort_order: index + 1,
      created_at: now,
      updated_at: now,
    };
  });
}

/**
 * The couple's planning context, made ready on their first to-do call: the ready checklist is
 * copied in once (the plan row is its marker, so deleting every task does not bring them back),
 * and when the wedding date has been set or changed since the last call, today becomes the day
 * they started planning with it, which decides what is carried over (src/contract/todo-calendar.ts).
 */
export async function planningContext({ db, clock }: TodoDeps, weddingId: string): Promise<PlanningContext> {
  const now = clock.now();
  const today = planningDay(now);
  const weddingDate = await findWeddingDate(db, weddingId);
  const weddingDay = weddingDate ? planningDay(weddingDate) : null;
  const startedOn = weddingDay ? today : null;

  let plan = await repository.findPlan(db, weddingId);
  if (!plan) {
    const fresh = {
      wedding_id: weddingId,
      seeded_at: now.toISOString(),
      wedding_day: weddingDay,
      started_on: startedOn,
    };
    await db.transaction().execute(async (trx) => {
      if (await repository.insertPlanOnce(trx, fresh)) {
        await repository.insertTodos(trx, seededTodos(weddingId, now.toISOString(), weddingDay !== null));
      }
    });
    plan = (await repository.findPlan(db, weddingId)) ?? fresh;
  }
  if (plan.wedding_day !== weddingDay) {
    await repository.updatePlanDates(db, weddingId, { wedding_day: weddingDay, started_on: startedOn });
    if (weddingDay && !plan.wedding_day) {
      const task = t(`todos:checklist.${DATE_CHOICE_TASK_KEY}.task`);
      await repository.checkOpenTodosWithTask(db, weddingId, task, now.toISOString());
    }
    plan = { ...plan, wedding_day: weddingDay, started_on: startedOn };
  }
  const dates =
    plan.wedding_day && plan.started_on ? { weddingDay: plan.wedding_day, startedOn: plan.started_on } : null;
  return { weddingId, today, plan: dates };
}

function storedPeriod(row: TodoRow): TodoPeriodCode {
  return isTodoPeriodCode(row.period) ? row.period : TODO_PERIOD_CODES[0];
}

function commentLines(row: TodoRow): string[] {
  try {
    const lines = JSON.parse(row.comment) as unknown;
    return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored to-dos (in the list's order) as the wire has them (todo-rules.ts). */
export function toTodos(rows: readonly TodoRow[], context: PlanningContext): Todo[] {
  const stored = rows.map((row) => ({
    ...row,
    period: storedPeriod(row),
    comment: commentLines(row),
    checked: row.checked === 1,
  }));
  return todoAnswers(stored, context.plan, context.today);
}

/** One to-do as the wire has it, read with its list (its standing depends on the others). */
async function todoAnswer(db: Db, context: PlanningContext, id: string): Promise<Todo | undefined> {
  const rows = await repository.listTodos(db, context.weddingId);
  return toTodos(rows, context).find((todo) => todo.id === id);
}

/** The periods in order, named, with their dates for this couple. */
export function periodEntries(context: PlanningContext): TodoPeriodEntry[] {
  return todoPeriodEntries(context.plan?.weddingDay ?? null, context.today, t);
}

export async function listCoupleTodos({ db }: TodoDeps, context: PlanningContext): Promise<Todo[]> {
  const rows = await repository.listTodos(db, context.weddingId);
  return toTodos(rows, context);
}

export async function createTodo(
  { db, clock }: TodoDeps,
  context: PlanningContext,
  body: TodoCreateRequest,
): Promise<Todo> {
  const todo = newTodo(randomUUID(), body);
  const now = clock.now().toISOString();
  const row: TodoRow = {
    ...todo,
    wedding_id: context.weddingId,
    comment: JSON.stringify(todo.comment),
    checked: todo.checked ? 1 : 0,
    sort_order: await repository.nextSortOrder(db, context.weddingId),
    created_at: now,
    updated_at: now,
  };
  await repository.insertTodos(db, [row]);
  const answer = await todoAnswer(db, context, row.id);
  if (!answer) throw notFound();
  return answer;
}

function notFound(): HttpError {
  return new HttpError(404, t('errors:server.notFound'));
}

/**
 * PATCH: the fields sent change, the others stay. A carried-over task's form shows the period it
 * is listed under; sending that period back keeps the one it was filed under, so the mark stays
 * and a later change of the wedding date still knows where it belongs.
 */
export async function updateCoupleTodo(
  { db, clock }: TodoDeps,
  context: PlanningContext,
  id: string,
  body: TodoUpdateRequest,
): Promise<Todo> {
  const current = await todoAnswer(db, context, id);
  if (!current) throw notFound();
  const { comment, checked, ...fields } = todoChanges(body, current.period);
  const changes: Parameters<typeof repository.updateTodo>[3] = {
    ...fields,
    ...(comment !== undefined && { comment: JSON.stringify(comment) }),
    ...(checked !== undefined && { checked: checked ? 1 : 0 }),
  };
  if (Object.keys(changes).length === 0) return current;
  changes.updated_at = clock.now().toISOString();
  if (!(await repository.updateTodo(db, context.weddingId, id, changes))) throw notFound();
  const updated = await todoAnswer(db, context, id);
  if (!updated) throw notFound();
  return updated;
}

export async function deleteCoupleTodo({ db }: TodoDeps, context: PlanningContext, id: string): Promise<void> {
  if (!(await repository.deleteTodo(db, context.weddingId, id))) throw notFound();
}
