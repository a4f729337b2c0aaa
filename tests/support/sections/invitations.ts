import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'invitations',
    heading: 'Приглашения',
    sample: {
      banner: 'Это пример: так будут выглядеть ваши приглашения',
      shows: 'Елена Викторовна Орлова',
      reads: [/ant-input-clear-icon/, /^Все$|Ответили|Не ответили|Придут|Не придут/, /^Печать карточек/],
    },
    helper: {
      scenario: 'invitations-page',
      shown: { selector: '[data-invitation]' },
      reads: [
        /ant-input-clear-icon|Поиск|Найти/,
        /^Все$|Ответили|Не ответили|Придут|Не придут/,
        /ant-radio|ant-segmented/,
        /^Печать карточек/,
      ],
    },
  },
];
