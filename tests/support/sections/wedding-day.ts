import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'weddingDay',
    heading: 'Свадебный день',
    sample: {
      banner: 'Это пример: так будет выглядеть тайминг вашего дня',
      shows: 'Первый танец',
      // Printing the sample only reads.
      reads: [/Печать/],
    },
    helper: {
      scenario: 'wedding-day-page',
      shown: { selector: '[data-testid="day-step"]' },
      reads: [/Печать/],
    },
  },
];
