import GiftOutlined from '@ant-design/icons/GiftOutlined';
import type texts from '../../../locales/ru/gifts.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The gifts: the wishlist and the ledger of gifts received, which a helper records at the banquet. */
const gifts = planningSection({
  key: 'gifts',
  path: '/gifts',
  page: () => import('./components/gifts-page.tsx').then((m) => ({ default: m.GiftsPage })),
  namespaces: ['gifts'],
  icon: <GiftOutlined />,
  menuOrder: 105,
  advantageOrder: 105,
  // The ledger's calls are `helperWrite` (gift-routes.ts): a helper records envelopes from a phone.
  helperWrites: true,
});

export const sections = [gifts];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    gifts: typeof gifts;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    gifts: typeof texts;
  }
}
