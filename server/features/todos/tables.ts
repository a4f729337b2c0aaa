import type { Selectable } from 'kysely';

/*
 * The to-do list: the couple's checklist and when they started planning with their wedding date (server/db/migrations/2026-11-23T05-00-00-todos.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface TodosTable {
  id: string;
  wedding_id: string;
  /** A code of src/contract/todos.ts TODO_PERIOD_CODES: the period the couple filed it under. */
  period: string;
  task: string;
  /** The comment's lines as a JSON array of strings. */
  comment: string;
  checked: number;
  /** Ready-checklist order first, then the order of adding. */
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** One row per couple whose ready checklist has been made: the marker that it is never made again. */
export interface TodoPlansTable {
  wedding_id: string;
  seeded_at: string;
  /** The wedding day (YYYY-MM-DD, Moscow time) the carry-over was worked out for; null without a date. */
  wedding_day: string | null;
  /** The day the couple started planning with that date: tasks of periods over by then were carried over. */
  started_on: string | null;
}

export type TodoRow = Selectable<TodosTable>;
export type TodoPlanRow = Selectable<TodoPlansTable>;

declare module '../../db/database.ts' {
  interface Database {
    todos: TodosTable;
    todo_plans: TodoPlansTable;
  }
}
