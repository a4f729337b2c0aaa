import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import type texts from '../../../locales/ru/looks.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

// One board page shows either board: the looks (dress, suit, hair, bouquet) or the decor.
const loadBoards = () => import('./components/board-page.tsx');

/** The looks: a board of ideas for the dress, the suit, the hair and the bouquet. */
const looks = planningSection({
  key: 'looks',
  path: '/looks',
  page: () => loadBoards().then((m) => ({ default: m.LooksPage })),
  namespaces: ['looks'],
  icon: <SkinOutlined />,
  menuOrder: 60,
  advantageOrder: 80,
});

/** The decor: a board of ideas for the hall, the ceremony, the table setting and the cake. */
const decor = planningSection({
  key: 'decor',
  path: '/decor',
  page: () => loadBoards().then((m) => ({ default: m.DecorPage })),
  namespaces: ['looks'],
  icon: <BgColorsOutlined />,
  menuOrder: 80,
  advantageOrder: 90,
});

export const sections = [looks, decor];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    looks: typeof looks;
    decor: typeof decor;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    looks: typeof texts;
  }
}
