import type { MockNote } from './store.ts';

/*
 * The notes a scenario starts with: on `notes-page`, a couple's few notes written over the last
 * days (times counted from now, so "newest first" reads naturally); none elsewhere, as a new couple
 * on the real server.
 */
const HOUR_MS = 60 * 60 * 1000;

export function newMockNotes(scenario: string): MockNote[] {
  if (scenario !== 'notes-page') return [];
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS).toISOString();
  return [
    {
      id: 'nt_mock_1',
      title: 'Меню банкета',
      text: 'Горячее: утка или сёмга — решить до дегустации 12 марта.\nДля Ромы — вегетарианское.\nДетское меню на 3 порции.',
      updatedAt: at(2),
    },
    {
      id: 'nt_mock_2',
      title: 'Телефоны подрядчиков',
      text: 'Ведущий Артём: +7 900 123-45-67\nФлорист Ирина: +7 900 765-43-21\nВодитель лимузина: +7 916 555-01-02',
      updatedAt: at(26),
    },
    {
      id: 'nt_mock_3',
      title: 'Идеи для фотосессии',
      text: 'Коломенское утром, пока мало людей. Взять плед, термос и запасные туфли.',
      updatedAt: at(75),
    },
  ];
}
