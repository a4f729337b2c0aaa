import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'looks',
    heading: 'Образы',
    sample: {
      banner: 'Это пример: так будет выглядеть ваша доска образов',
      shows: 'Платье-футляр из шёлка',
      // Filtering the board by kind and to the favourites (its checkbox) only reads.
      reads: [/ant-checkbox-input/, /Вид|ant-select/],
    },
    helper: {
      scenario: 'looks-page',
      shown: { text: 'Платье с открытой спиной' },
      // Filtering the board by kind and favourites only reads.
      reads: [/Только избранное/, /Вид|ant-select/],
    },
  },
  {
    key: 'decor',
    heading: 'Декор',
    sample: {
      banner: 'Это пример: так будет выглядеть ваша доска декора',
      shows: 'Арка из сухоцветов',
      reads: [/ant-checkbox-input/, /Вид|ant-select/],
    },
    helper: {
      scenario: 'decor-page',
      shown: { selector: '.board-card, article' },
      reads: [/Только избранное/, /Вид|ant-select/],
    },
  },
];
