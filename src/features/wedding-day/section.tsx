import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import type texts from '../../../locales/ru/wedding-day.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The wedding day: the day's timing and its contractors by the hour. */
const weddingDay = planningSection({
  key: 'weddingDay',
  path: '/wedding-day',
  page: () => import('./components/wedding-day-page.tsx').then((m) => ({ default: m.WeddingDayPage })),
  namespaces: ['wedding-day'],
  icon: <ScheduleOutlined />,
  menuOrder: 40,
  advantageOrder: 60,
});

export const sections = [weddingDay];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    weddingDay: typeof weddingDay;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    'wedding-day': typeof texts;
  }
}
