import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import type texts from '../../../locales/ru/todos.json';
import { todoRoutes } from '../../contract/todo-routes.ts';
import { keyOf } from '../../lib/api/read-key.ts';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The to-do list: the preparation plan by dates. */
const toDoList = planningSection({
  key: 'toDoList',
  path: '/todo-list',
  page: () => import('./components/todos-page.tsx').then((m) => ({ default: m.TodosPage })),
  namespaces: ['todos'],
  icon: <CheckSquareOutlined />,
  menuOrder: 70,
  advantageOrder: 30,
  // What the page reads as it opens (todos.ts, todo-periods.ts).
  firstReads: () => [todoRoutes.list, todoRoutes.periods].map((route) => keyOf(route)),
});

export const sections = [toDoList];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    toDoList: typeof toDoList;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    todos: typeof texts;
  }
}
