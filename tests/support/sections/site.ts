import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'site',
    heading: 'Сайт свадьбы',
    sample: {
      banner: 'Это пример: так будет выглядеть сайт вашей свадьбы',
      shows: 'nasha-svadba',
      // Copying the site's address only reads.
      reads: [/^Скопировать/],
    },
    helper: {
      scenario: 'site-page',
      shown: { selector: '[data-testid="site-address"]' },
      reads: [/^Скопировать/, /^Открыть/],
    },
  },
];
