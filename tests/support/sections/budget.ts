import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'budget',
    heading: 'Бюджет',
    sample: {
      banner: 'Это пример: так будет выглядеть ваш бюджет',
      shows: 'Банкет в ресторане «Усадьба»',
      reads: [],
    },
    helper: {
      scenario: 'budget-page',
      shown: { selector: '.budget-table .budget-item__name' },
      reads: [],
    },
  },
];
