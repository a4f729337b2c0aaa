import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import type texts from '../../../locales/ru/seating.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The seating plan: tables and the guests at them. */
const seatingPlan = planningSection({
  key: 'seatingPlan',
  path: '/seating-plan',
  page: () => import('./components/seating-page.tsx').then((m) => ({ default: m.SeatingPage })),
  namespaces: ['seating'],
  icon: <AppstoreOutlined />,
  menuOrder: 20,
  advantageOrder: 50,
});

export const sections = [seatingPlan];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    seatingPlan: typeof seatingPlan;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    seating: typeof texts;
  }
}
