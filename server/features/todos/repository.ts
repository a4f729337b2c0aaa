import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';
import type { TodoPlanRow, TodoRow, TodosTable } from './tables.ts';

/*
 * Every SQL statement of the to-dos. Each function takes the database or a transaction and is
 * scoped to one couple: a row of another couple is never found, changed or deleted.
 */
type Db = Kysely<Database>;

/** The list every to-do page and main page reads; built once. */
const todosOf = compiledOnce((db: Db) =>
  db
    .selectFrom('todos')
    .selectAll()
    .where('wedding_id', '=', '')
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id'),
);

export async function listTodos(db: Db, weddingId: string): Promise<TodoRow[]> {
  return todosOf(db, weddingId);
}

export async function insertTodos(db: Db, rows: TodoRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('todos').values(rows).execute();
}

/** The sort order after the couple's last to-do, so a new one goes to the end. */
export async function nextSortOrder(db: Db, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('todos')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('wedding_id', '=', weddingId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function updateTodo(
  db: Db,
  weddingId: string,
  id: string,
  changes: Partial<Pick<TodosTable, 'period' | 'task' | 'comment' | 'checked' | 'updated_at'>>,
): Promise<TodoRow | undefined> {
  return db
    .updateTable('todos')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteTodo(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('todos')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const planOf = compiledOnce((db: Db) => db.selectFrom('todo_plans').selectAll().where('wedding_id', '=', ''));

export async function findPlan(db: Db, weddingId: string): Promise<TodoPlanRow | undefined> {
  const [plan] = await planOf(db, weddingId);
  return plan;
}

/**
 * Writes the couple's plan marker unless one exists; true only for the one call that wrote it,
 * which then makes the ready checklist (so two first calls at once make it once).
 */
export async function insertPlanOnce(db: Db, plan: TodoPlanRow): Promise<boolean> {
  const result = await db
    .insertInto('todo_plans')
    .values(plan)
    .onConflict((conflict) => conflict.column('wedding_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updatePlanDates(
  db: Db,
  weddingId: string,
  dates: { wedding_day: string | null; started_on: string | null },
): Promise<void> {
  await db.updateTable('todo_plans').set(dates).where('wedding_id', '=', weddingId).execute();
}

/**
 * Marks done the open to-dos of the wedding whose text is exactly `task` (the ready checklist's
 * «choose the date» task once the date is set); a task the couple reworded stays theirs.
 */
export async function checkOpenTodosWithTask(db: Db, weddingId: string, task: string, now: string): Promise<void> {
  await db
    .updateTable('todos')
    .set({ checked: 1, updated_at: now })
    .where('wedding_id', '=', weddingId)
    .where('task', '=', task)
    .where('checked', '=', 0)
    .execute();
}
