import { DEFAULT_BUDGET_CATEGORIES } from '../../src/contract/budget.ts';
import { GUEST_FROM_CODES } from '../../src/contract/guests.ts';
import type { PlanningIds } from './cases.ts';

/** How much a bench couple has planned: a real wedding's budget and guest list (to-dos come seeded). */
export interface PlanningSize {
  budgetItems: number;
  guests: number;
}

export const FULL_PLAN: PlanningSize = { budgetItems: 60, guests: 120 };

async function call<T>(url: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Fills a signed-in, subscribed couple's planning tools through the API, as the app would: the total,
 * budget items across the categories, the guest list; the to-do list is the seeded checklist. Returns
 * the ids the bench's PATCH cases name ({budgetItem}, {guest}, {todo}).
 */
export async function seedPlanning(url: string, cookie: string, size: PlanningSize): Promise<PlanningIds> {
  await call(url, cookie, 'POST', '/budget/summary', { value: 1_500_000 });
  let budgetItem = '';
  for (let i = 0; i < size.budgetItems; i++) {
    const category = DEFAULT_BUDGET_CATEGORIES[i % DEFAULT_BUDGET_CATEGORIES.length];
    const item = await call<{ id: string }>(url, cookie, 'POST', '/budget', {
      name: `Позиция ${i + 1}`,
      category,
      price: 10_000 + i * 1_250.5,
      paid: i % 3 === 0 ? 5_000 : null,
    });
    budgetItem ||= item.id;
  }
  let guest = '';
  for (let i = 0; i < size.guests; i++) {
    const created = await call<{ id: string }>(url, cookie, 'POST', '/guests', {
      name: `Гость ${i + 1}`,
      from: GUEST_FROM_CODES[i % GUEST_FROM_CODES.length],
      withHalf: i % 4 === 0,
    });
    guest ||= created.id;
  }
  const todos = await call<Array<{ id: string }>>(url, cookie, 'GET', '/todos');
  if (!budgetItem || !guest || todos.length === 0) throw new Error('the couple has nothing to change');
  return { budgetItem, guest, todo: todos[0].id };
}
