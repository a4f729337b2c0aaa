import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'callList',
    heading: 'Обзвон',
    sample: {
      banner: 'Это пример: так будет выглядеть ваш обзвон',
      shows: 'Записать ответ',
      // A phone number is a tel: link: calling only reads.
      reads: [/^\+?\d[\d\s()-]+$/],
    },
    helper: {
      scenario: 'call-list-page',
      shown: { selector: '[data-household]' },
      reads: [],
    },
  },
];
