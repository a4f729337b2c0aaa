import FormOutlined from '@ant-design/icons/FormOutlined';
import type texts from '../../../locales/ru/notes.json';
import { planningSection } from '../../lib/routing/planning-section.ts';

/** The notes: the couple's shared notes. */
const notes = planningSection({
  key: 'notes',
  path: '/notes',
  page: () => import('./components/notes-page.tsx').then((m) => ({ default: m.NotesPage })),
  namespaces: ['notes'],
  icon: <FormOutlined />,
  menuOrder: 110,
  advantageOrder: 110,
});

export const sections = [notes];

declare module '../../lib/routing/planning-section.ts' {
  interface PlanningSections {
    notes: typeof notes;
  }
}

declare module '../../lib/i18n.ts' {
  interface AllNamespaces {
    notes: typeof texts;
  }
}
