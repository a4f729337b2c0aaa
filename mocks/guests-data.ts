import type { Guest, GuestCategoryCode, GuestChildrenCode, GuestFromCode } from '../src/contract/guests.ts';
import { planScenarioOf } from './scenario-files.ts';

/*
 * Guest lists the mock back end starts with, by scenario: a couple's realistic list of a few dozen
 * on the guest page scenario, a venue's list of 2,000 for the long-list one, none elsewhere (as a
 * new couple on the real server).
 */

type Row = [name: string, from: GuestFromCode, extras?: Partial<Omit<Guest, 'id' | 'name' | 'from'>>];

const COUPLE_LIST: Row[] = [
  [
    'Ирина Сергеевна Волкова',
    'bride',
    { category: ['family'], checked: true, comment: 'Мама невесты', email: 'irina.volkova@example.com' },
  ],
  [
    'Сергей Петрович Волков',
    'bride',
    { category: ['family'], checked: true, comment: 'Папа невесты', phone: '+7 916 204-11-35' },
  ],
  [
    'Ольга Волкова',
    'bride',
    { category: ['family'], withHalf: true, halfName: 'Денис Кузнецов', checked: true, phone: '8 903 555-12-40' },
  ],
  ['Бабушка Нина', 'bride', { category: ['relatives'], comment: 'Нужно встретить на вокзале' }],
  ['Тётя Света', 'bride', { category: ['relatives'], withHalf: true, children: 'several' }],
  [
    'Маша Лебедева',
    'bride',
    { category: ['friends', 'witnesses'], withHalf: true, checked: true, email: 'masha.lebedeva@example.com' },
  ],
  ['Катя Морозова', 'bride', { category: ['friends'], withHalf: true }],
  ['Даша Соколова', 'bride', { category: ['colleagues'] }],
  ['Людмила Андреевна', 'bride', { category: ['neighbours'], comment: 'Соседка с пятого этажа' }],
  ['Наталья Ивановна Смирнова', 'groom', { category: ['family'], checked: true, comment: 'Мама жениха' }],
  ['Андрей Смирнов', 'groom', { category: ['family'], withHalf: true, halfName: 'Юля', children: 'one' }],
  ['Дядя Коля', 'groom', { category: ['relatives'], withHalf: true, halfName: 'Тётя Галя' }],
  [
    'Артём Новиков',
    'groom',
    {
      category: ['friends', 'witnesses'],
      checked: true,
      email: 'artem.novikov@example.com',
      phone: '+7 926 310-77-02',
    },
  ],
  ['Кирилл Фёдоров', 'groom', { category: ['friends'], withHalf: true }],
  ['Максим Ёлкин', 'groom', { category: ['colleagues'], comment: 'Вегетарианец' }],
  ['Игорь Павлов', 'groom', { category: ['colleagues'], withHalf: true, children: 'one' }],
  ['Семья Ковалёвых', 'common', { category: ['friends'], withHalf: true, children: 'several', checked: true }],
  ['Анастасия Белова', 'common', { category: ['friends'] }],
  ['Фотограф Алексей', 'common', { category: ['other'], comment: 'Посадить ближе к выходу' }],
];

function guestOf([name, from, extras = {}]: Row, index: number): Guest {
  return {
    id: `g_mock_${index + 1}`,
    name,
    withHalf: false,
    halfName: null,
    from,
    children: 'none',
    comment: '',
    category: [],
    checked: false,
    email: null,
    phone: null,
    ...extras,
  };
}

const FIRST_NAMES = ['Анна', 'Мария', 'Ольга', 'Елена', 'Иван', 'Пётр', 'Алексей', 'Дмитрий', 'Наталья', 'Сергей'];
const LAST_NAMES = ['Иванов', 'Петров', 'Сидоров', 'Кузнецов', 'Попов', 'Васильев', 'Смирнов', 'Новиков'];
const SIDES: GuestFromCode[] = ['bride', 'groom', 'common'];
const CHILDREN: GuestChildrenCode[] = ['none', 'none', 'none', 'one', 'several'];
const CATEGORIES: GuestCategoryCode[] = ['family', 'relatives', 'friends', 'colleagues', 'neighbours', 'other'];

/** A venue's list: `count` guests spread over the sides, categories, +1s and children. */
export function venueGuests(count: number): Guest[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
    return guestOf(
      [
        `${first} ${last} ${index + 1}`,
        SIDES[index % SIDES.length]!,
        {
          withHalf: index % 3 === 0,
          children: CHILDREN[index % CHILDREN.length]!,
          category: [CATEGORIES[index % CATEGORIES.length]!],
          checked: index % 4 === 0,
        },
      ],
      index,
    );
  });
}

/** The guests a scenario starts with (its `plan`'s, when it names one). */
export function scenarioGuests(name: string): Guest[] {
  const scenario = planScenarioOf(name);
  // The budget page's couple has a list too, so its per-person banquet counts real people.
  if (
    [
      'guest-list-page',
      'guest-list-reimport',
      'budget-page',
      'seating-plan',
      'invitations-page',
      'invitations-closed',
    ].includes(scenario)
  ) {
    return COUPLE_LIST.map(guestOf);
  }
  if (scenario === 'guest-list-venue') return venueGuests(2000);
  return [];
}
