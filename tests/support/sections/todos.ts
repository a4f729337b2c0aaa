import type { SectionFacts } from '../section-facts.ts';

/** What the tests that go through every planning section know of this feature's. */
export const facts: SectionFacts[] = [
  {
    key: 'toDoList',
    heading: 'Список дел',
    sample: {
      banner: 'Это пример: так будет выглядеть ваш список дел',
      shows: 'Выбрать видеографа',
      // The completed-tasks filter and a task's advice only read.
      reads: [/^Комментарий: /, /ant-switch-checked/],
    },
    helper: {
      scenario: 'active',
      shown: { role: 'checkbox' },
      // The completed-tasks filter and a task's advice only read.
      reads: [/^Комментарий: /, /ant-switch/, /Скачать/],
    },
  },
];
