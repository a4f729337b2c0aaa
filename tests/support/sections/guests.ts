import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'guestList',
    heading: 'Список гостей',
    sample: {
      banner: 'Это пример: так будет выглядеть ваш список гостей',
      shows: 'Елена Викторовна Орлова',
      // Opening a guest's card and searching only read.
      reads: [/Орлова|Орлов|Бабушка|Тётя|Полина|Света|Ксения|Белова|Белов|Дядя|Егор|Денис|Роман|Семья|Лиза/],
    },
    helper: {
      scenario: 'seating-plan',
      shown: { selector: '.guest-list__search' },
      // Searching (its field, its button, its clear icon) and opening a guest's card only read.
      reads: [/Поиск|ant-input-clear-icon|ant-btn-compact-item/, /guest-list__name/],
    },
  },
];
