import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'notes',
    heading: 'Заметки',
    sample: {
      banner: 'Это пример: так будут выглядеть ваши заметки',
      shows: 'Меню банкета',
      // Searching the notes only reads.
      reads: [/Поиск по заметкам/, /ant-input-clear-icon/],
    },
    helper: {
      scenario: 'notes-page',
      shown: { heading: 'Меню банкета' },
      reads: [/Поиск по заметкам/, /ant-input-clear-icon/],
    },
  },
];
