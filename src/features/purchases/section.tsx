import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import type texts from '../../../locales/ru/purchases.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The purchases (the spec calls the section stores): what to buy, with prices and links. */
const stores = planningSection({
  key: 'stores',
  path: '/stores',
  page: () => import('./components/purchases-page.tsx').then((m) => ({ default: m.PurchasesPage })),
  namespaces: ['purchases'],
  icon: <ShoppingOutlined />,
  menuOrder: 90,
  advantageOrder: 100,
});

export const sections = [stores];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    stores: typeof stores;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    purchases: typeof texts;
  }
}
