import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import type texts from '../../../locales/ru/contractors.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The contractors: who is hired, their contracts and payments. */
const contractors = planningSection({
  key: 'contractors',
  path: '/contractors',
  page: () => import('./components/contractors-page.tsx').then((m) => ({ default: m.ContractorsPage })),
  namespaces: ['contractors'],
  icon: <SolutionOutlined />,
  menuOrder: 50,
  advantageOrder: 70,
});

export const sections = [contractors];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    contractors: typeof contractors;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    contractors: typeof texts;
  }
}
