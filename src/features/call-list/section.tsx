import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import type texts from '../../../locales/ru/call-list.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The call list (issue 40, point 6): households no message reaches, to call and record their answer. */
const callList = planningSection({
  key: 'callList',
  path: '/invitations/calls',
  page: () => import('./components/call-list-page.tsx').then((m) => ({ default: m.CallListPage })),
  namespaces: ['call-list'],
  icon: <PhoneOutlined />,
  // After the messages tab (101): first write to those a message reaches, then call the rest.
  menuOrder: 102,
  // A tab of the invitations: its menu entry stays selected here.
  parent: 'invitations',
});

export const sections = [callList];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    callList: typeof callList;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    'call-list': typeof texts;
  }
}
