import SendOutlined from '@ant-design/icons/SendOutlined';
import type texts from '../../../locales/ru/messages.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** Messages to the guests: a text to the households of an audience, now or at a time, and its deliveries. */
const messages = planningSection({
  key: 'messages',
  path: '/invitations/messages',
  page: () => import('./components/messages-page.tsx').then((m) => ({ default: m.MessagesPage })),
  namespaces: ['messages'],
  icon: <SendOutlined />,
  menuOrder: 101,
  // A tab of the invitations: its menu entry stays selected here.
  parent: 'invitations',
});

export const sections = [messages];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    messages: typeof messages;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    messages: typeof texts;
  }
}
