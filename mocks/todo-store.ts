import todosTexts from '../locales/ru/todos.json';
import { planningDay } from '../src/contract/todo-calendar.ts';
import { todoAnswers, todoPeriodEntries, type StoredTodo } from '../src/contract/todo-rules.ts';
import { catalogueKeyText } from './validation.ts';
import { DATE_CHOICE_TASK_KEY, READY_CHECKLIST } from '../src/contract/todo-checklist.ts';
import type { Todo, TodoPeriodEntry } from '../src/contract/todos.ts';
import type { SessionUser } from '../src/contract/session.ts';

export type MockTodo = StoredTodo;

/** One account's checklist and, like the server's plan row, the day it started planning with its date. */
export interface MockTodoList {
  todos: MockTodo[];
  weddingDay: string | null;
  startedOn: string | null;
}

type ChecklistTexts = Record<string, { task: string; comment?: string[] }>;

let counter = 0;
export function newTodoId(): string {
  counter += 1;
  return `todo-${Date.now().toString(36)}-${counter}`;
}

/** The ready checklist as the server copies it for a new couple. */
function readyTodos(hasDate: boolean): MockTodo[] {
  const texts = todosTexts.checklist as ChecklistTexts;
  return READY_CHECKLIST.map((entry) => ({
    id: newTodoId(),
    period: entry.period,
    task: texts[entry.key].task,
    comment: [...(texts[entry.key].comment ?? [])],
    checked: hasDate && entry.key === DATE_CHOICE_TASK_KEY,
  }));
}

/** The «choose the date» task, done once a date is set (as the server does, by its unchanged text). */
function checkDateChoice(list: MockTodoList): void {
  const task = (todosTexts.checklist as ChecklistTexts)[DATE_CHOICE_TASK_KEY].task;
  for (const todo of list.todos) if (todo.task === task) todo.checked = true;
}

/**
 * The account's list, made on its first to-do call like the server's (once: deleting every task
 * leaves it empty), with the wedding date's start day brought up to date the same way.
 */
export function todoListOf(store: Record<string, MockTodoList>, user: SessionUser, now = new Date()): MockTodoList {
  const today = planningDay(now);
  const weddingDay = user.registrationDate ? planningDay(user.registrationDate) : null;
  let list = store[user.id];
  if (!list) {
    list = { todos: readyTodos(weddingDay !== null), weddingDay, startedOn: weddingDay ? today : null };
    store[user.id] = list;
  }
  if (list.weddingDay !== weddingDay) {
    if (weddingDay && !list.weddingDay) checkDateChoice(list);
    list.weddingDay = weddingDay;
    list.startedOn = weddingDay ? today : null;
  }
  return list;
}

function planOf(list: MockTodoList) {
  return list.weddingDay && list.startedOn ? { weddingDay: list.weddingDay, startedOn: list.startedOn } : null;
}

/** The list's to-dos as the server answers them (a carried-over task's date depends on the others). */
export function toTodos(list: MockTodoList, now = new Date()): Todo[] {
  return todoAnswers(list.todos, planOf(list), planningDay(now));
}

export function toTodo(todo: MockTodo, list: MockTodoList, now = new Date()): Todo {
  return toTodos(list, now).find((entry) => entry.id === todo.id)!;
}

export function periodEntries(list: MockTodoList, now = new Date()): TodoPeriodEntry[] {
  return todoPeriodEntries(list.weddingDay, planningDay(now), catalogueKeyText);
}
