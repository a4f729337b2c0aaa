import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'contractors',
    heading: 'Подрядчики',
    sample: {
      banner: 'Это пример: так будут выглядеть ваши подрядчики',
      shows: 'Мария Лебедева',
      // Switching the board and the list, opening a contractor and following its phone only read.
      reads: [/ant-segmented/, /Усадьба|Лебедева|Громов|Пион|Видеограф|Мёд/, /^\+7/],
    },
    helper: {
      scenario: 'contractors-page',
      shown: { heading: /Переговоры/ },
      // Switching the board and the list and opening a contractor's card only read.
      reads: [/ant-segmented/, /contractor-card__name|Лебедева|Котов|Усадьба|Громов|Пион|Видеограф/],
    },
  },
];
