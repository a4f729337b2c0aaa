import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import type texts from '../../../locales/ru/site.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The wedding's site for the guests: its address, texts, design and password, with a preview. */
const site = planningSection({
  key: 'site',
  path: '/site',
  page: () => import('./components/site-page.tsx').then((m) => ({ default: m.SitePage })),
  namespaces: ['site'],
  icon: <GlobalOutlined />,
  menuOrder: 106,
  advantageOrder: 106,
});

export const sections = [site];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    site: typeof site;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    site: typeof texts;
  }
}
