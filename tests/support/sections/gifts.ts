import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'gifts',
    heading: 'Подарки',
    sample: {
      banner: 'Это пример: так будут выглядеть ваши подарки',
      shows: 'Коллеги жениха',
      // Showing only those who wait for thanks, and choosing money or a thing in the off form, only read.
      reads: [/ant-segmented/],
    },
    helper: {
      scenario: 'gifts-page',
      shown: { text: 'Коллеги Анны' },
      // The filter: all the gifts, or those who still wait for thanks.
      reads: [/^(Все|Ждут благодарности) \|/],
      // A helper records the gifts received at the banquet and ticks «поблагодарили» (helperWrite).
      writes: [
        /^(От кого|Гости из списка|Сумма, ₽|Что за вещь|Записать)/,
        /gift-quick_guestIds/,
        /^(Деньги|Вещь) \|/,
        /^Поблагодарили/,
        /^Изменить: /,
      ],
    },
  },
];
