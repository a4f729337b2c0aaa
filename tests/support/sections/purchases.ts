import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'stores',
    heading: 'Магазины',
    sample: {
      banner: 'Это пример: так будет выглядеть ваш список покупок',
      shows: 'Подушечка для колец',
      reads: [],
    },
    helper: {
      scenario: 'stores-page',
      shown: { text: 'Подвязка невесты' },
      reads: [],
    },
  },
];
