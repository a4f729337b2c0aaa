import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'callList',
    heading: 'Обзвон',
    sample: {
      banner: 'Это пример: так будет выглядеть ваш обзвон',
      shows: 'Записать ответ',
      reads: [],
    },
    helper: {
      scenario: 'call-list-page',
      shown: { selector: '[data-household]' },
      reads: [],
    },
  },
];
