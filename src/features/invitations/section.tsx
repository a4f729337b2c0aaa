import MailOutlined from '@ant-design/icons/MailOutlined';
import type texts from '../../../locales/ru/invitations.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The invitations: a page for each family, QR codes and the guests' replies. */
const invitations = planningSection({
  key: 'invitations',
  path: '/invitations',
  page: () => import('./components/invitations-page.tsx').then((m) => ({ default: m.InvitationsPage })),
  namespaces: ['invitations'],
  icon: <MailOutlined />,
  menuOrder: 100,
  advantageOrder: 40,
});

export const sections = [invitations];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    invitations: typeof invitations;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    invitations: typeof texts;
  }
}
