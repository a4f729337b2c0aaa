import type { Todo } from '../../../src/contract/todos.ts';
import { checklistWorkbook } from './export.ts';
import { listCoupleTodos, periodEntries, planningContext, type TodoDeps } from './service.ts';

/* What other features may know of the to-do list: the digest lists what falls due. */

/** The wedding's open to-dos with a due date (none without a wedding date), as the list shows them. */
export async function openDatedTodos(deps: TodoDeps, weddingId: string): Promise<Todo[]> {
  const context = await planningContext(deps, weddingId);
  return (await listCoupleTodos(deps, context)).filter((todo) => !todo.checked && todo.dueDate !== null);
}

/** The checklist as an .xlsx (the section's download, and the wedding's archive). */
export async function checklistWorkbookOf(deps: TodoDeps, weddingId: string): Promise<Buffer> {
  const planning = await planningContext(deps, weddingId);
  const todos = await listCoupleTodos(deps, planning);
  return checklistWorkbook(todos, periodEntries(planning), planning.plan?.weddingDay ?? null);
}
