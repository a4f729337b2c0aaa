import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'seatingPlan',
    heading: 'План рассадки',
    sample: {
      banner: 'Это пример: так будет выглядеть ваш план рассадки',
      shows: 'Стол молодожёнов',
      // Searching, picking a guest (to see where they sit) and printing only read; moving them is refused in the sample.
      reads: [
        /ant-input-clear-icon/,
        /^Печать$|^Что печатать$/,
        /Медведевых|Руденко|Белов|Дядя|Фролов|Бабушка|Тётя|Григорьева|Ким|Юдина|Орлов|Зайцева|Лебедев/,
      ],
    },
    helper: {
      scenario: 'seating-plan',
      shown: { text: 'Без места: 3 чел. (3 в списке)' },
      // Searching, picking a guest to see where they sit (not dragging them) and printing only read.
      reads: [/ant-input-clear-icon|Найти гостя|Поиск/, /seating-chip[^>]*draggable="false"/, /Печать|Что печатать/],
    },
  },
];
