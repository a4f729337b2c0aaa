import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type texts from '../../../locales/ru/guests.json';
import { guestRoutes } from '../../contract/guest-routes.ts';
import { keyOf } from '../../lib/api/read-key.ts';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The guest list: guests, their pairs, children and replies. */
const guestList = planningSection({
  key: 'guestList',
  path: '/guest-list',
  page: () => import('./components/guest-list-page.tsx').then((m) => ({ default: m.GuestListPage })),
  namespaces: ['guests'],
  icon: <TeamOutlined />,
  menuOrder: 30,
  advantageOrder: 20,
  // What the page reads as it opens (use-guests.ts, use-guest-dictionaries.ts).
  firstReads: () =>
    [guestRoutes.list, guestRoutes.fromDictionary, guestRoutes.childrenDictionary, guestRoutes.categoryDictionary].map(
      (route) => keyOf(route),
    ),
});

export const sections = [guestList];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    guestList: typeof guestList;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    guests: typeof texts;
  }
}
