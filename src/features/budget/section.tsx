import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type texts from '../../../locales/ru/budget.json';
import { budgetRoutes } from '../../contract/budget-routes.ts';
import { keyOf } from '../../lib/api/read-key.ts';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The budget: the estimate, payments and their dates. */
const budget = planningSection({
  key: 'budget',
  path: '/budget',
  page: () => import('./components/budget-page.tsx').then((m) => ({ default: m.BudgetPage })),
  namespaces: ['budget'],
  icon: <WalletOutlined />,
  menuOrder: 10,
  advantageOrder: 10,
  // What the page reads as it opens (get-budget.ts).
  firstReads: () => [budgetRoutes.items, budgetRoutes.summary, budgetRoutes.categories].map((route) => keyOf(route)),
});

export const sections = [budget];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    budget: typeof budget;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    budget: typeof texts;
  }
}
