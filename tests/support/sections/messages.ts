import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'messages',
    heading: 'Сообщения',
    sample: {
      banner: 'Это пример: так будут выглядеть ваши сообщения гостям',
      shows: 'Запланировано',
      // Opening a message's deliveries and its whole text only read.
      reads: [/Доставка по семьям/, /Показать полностью|Свернуть/],
    },
    helper: {
      scenario: 'messages-page',
      shown: { selector: '[data-message]' },
      reads: [/Доставка по семьям/, /Показать полностью|Свернуть/],
    },
  },
];
