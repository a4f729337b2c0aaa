import { budgetItemAnswer, budgetSummaryOf, headCountOf, type StoredBudgetItem } from '../../contract/budget-rules.ts';
import { budgetRoutes } from '../../contract/budget-routes.ts';
import {
  DEFAULT_BUDGET_CATEGORIES,
  type BudgetCategory,
  type BudgetItem,
  type BudgetPeople,
  type BudgetSummary,
} from '../../contract/budget.ts';
import { guestRoutes } from '../../contract/guest-routes.ts';
import {
  GUEST_CATEGORY_CODES,
  GUEST_CHILDREN_CODES,
  GUEST_FROM_CODES,
  type Dictionary,
  type Guest,
  type GuestCategoryCode,
  type GuestChildrenCode,
  type GuestDictionaryKind,
  type GuestFromCode,
} from '../../contract/guests.ts';
import { toKopecks } from '../../contract/money.ts';
import { guestTotals } from '../../contract/people-rules.ts';
import { pathOf, type RouteDeclaration } from '../../contract/route-table.ts';
import { seatingRoutes } from '../../contract/seating-routes.ts';
import { contractorRoutes } from '../../contract/contractor-routes.ts';
import { contractorAnswer, type ContractorBase } from '../../contract/contractors.ts';
import { invitationRoutes } from '../../contract/invitation-routes.ts';
import { messageRoutes } from '../../contract/message-routes.ts';
import { noteRoutes } from '../../contract/note-routes.ts';
import type { Note } from '../../contract/notes.ts';
import { purchaseRoutes } from '../../contract/purchase-routes.ts';
import type { Purchase } from '../../contract/purchases.ts';
import { lookRoutes } from '../../contract/look-routes.ts';
import { LOOK_KINDS, boardOf, type LookCard, type LookKind } from '../../contract/looks.ts';
import type { Invitation, WeddingEvent } from '../../contract/invitations.ts';
import { sampleMessages } from './sample-messages.ts';
import { sampleCallList } from './sample-calls.ts';
import { callListRoutes } from '../../contract/call-list-routes.ts';
import { autoSeat } from '../../contract/seating-rules.ts';
import type { Seating } from '../../contract/seating.ts';
import { weddingDayRoutes } from '../../contract/wedding-day-routes.ts';
import { dayConflicts, type Day, type DayContractor, type DayItem } from '../../contract/wedding-day.ts';
import {
  addDays,
  addMonths,
  periodOn,
  periodRanges,
  planningDay,
  todoStandings,
} from '../../contract/todo-calendar.ts';
import { READY_CHECKLIST } from '../../contract/todo-checklist.ts';
import { todoRoutes } from '../../contract/todo-routes.ts';
import { TODO_PERIOD_CODES, type Todo, type TodoPeriodEntry } from '../../contract/todos.ts';

/*
 * The sample wedding a couple without a subscription looks at on the planning pages (issue 22,
 * item 6): a made-up couple's budget, guests and to-dos, answered for the planning reads without
 * asking the server. Its figures come from the same contract rules the server and the mocks use
 * (budget-rules.ts, guestTotals, todo-calendar.ts), so the sample shows what the couple's own page
 * would. Its names come from the catalogue (locales/ru/sample.json, and the budget, guest and to-do
 * namespaces), read with returnObjects.
 */

/** The catalogue parts the sample is made from. */
export interface SampleCatalogue {
  /** sample:data */
  data: {
    budget: Record<string, string>;
    guests: Record<string, { name: string; halfName?: string; comment?: string }>;
    tables: Record<string, string>;
    events: Record<string, string>;
    notes: Record<string, { title: string; text: string }>;
    purchases: Record<string, { name: string; store: string }>;
    day: Record<string, string>;
    looks: Record<string, string>;
    contractors: Record<string, { name: string; comment?: string }>;
    messages: Record<string, string>;
  };
  /** budget:defaultCategories */
  budgetCategories: Record<string, string>;
  /** guests:dictionaries */
  guestDictionaries: Record<GuestDictionaryKind, Record<string, string>>;
  /** todos:checklist */
  checklist: Record<string, { task: string; comment?: string[] }>;
  /** todos:periods */
  periods: Record<string, string>;
  /** looks:kinds */
  lookKinds: Record<string, string>;
}

export interface SampleWedding {
  /** The sample couple's wedding day (YYYY-MM-DD), some months from today. */
  weddingDate: string;
  /** The answer of each planning read, by its path (the SWR key the pages read it under). */
  reads: ReadonlyMap<string, unknown>;
}

/** The sample budget: [key in sample:data.budget, category, price, paid, due in days, per-person price]. */
type BudgetSeed = [
  key: string,
  category: string,
  price: number,
  paid: number | null,
  dueIn: number | null,
  unit?: number,
];
const BUDGET: BudgetSeed[] = [
  ['banquet', 'banquet', 0, 100_000, 30, 5_500],
  ['venue', 'venue', 90_000, 90_000, null],
  ['brideLook', 'brideLook', 78_000, 30_000, 9],
  ['groomLook', 'groomLook', 42_000, null, 75],
  ['rings', 'rings', 58_000, 58_000, null],
  ['photo', 'photo', 65_000, 15_000, 60],
  ['video', 'video', 50_000, null, 90],
  ['hostAndMusic', 'hostAndMusic', 80_000, 20_000, 120],
  ['floristry', 'floristry', 45_000, null, null],
  ['transport', 'transport', 22_000, null, null],
  ['beauty', 'beauty', 16_000, 4_000, null],
  ['printing', 'printing', 6_800, null, -5],
  ['cake', 'cake', 14_500, null, null],
  ['registry', 'registry', 350, 350, null],
];
const BUDGET_TOTAL = 1_200_000;

/** The sample guests: [key in sample:data.guests, side, categories, +1, children, confirmed]. */
type GuestSeed = [
  key: string,
  from: GuestFromCode,
  category: GuestCategoryCode[],
  withHalf: boolean,
  children: GuestChildrenCode,
  checked: boolean,
];
const GUESTS: GuestSeed[] = [
  ['brideMother', 'bride', ['family'], false, 'none', true],
  ['brideFather', 'bride', ['family'], false, 'none', true],
  ['brideSister', 'bride', ['family'], true, 'none', true],
  ['grandmother', 'bride', ['relatives'], false, 'none', false],
  ['aunt', 'bride', ['relatives'], true, 'several', false],
  ['brideWitness', 'bride', ['friends', 'witnesses'], true, 'none', true],
  ['brideFriend', 'bride', ['friends'], true, 'none', false],
  ['brideColleague', 'bride', ['colleagues'], false, 'none', false],
  ['groomMother', 'groom', ['family'], false, 'none', true],
  ['groomBrother', 'groom', ['family'], true, 'one', true],
  ['uncle', 'groom', ['relatives'], true, 'none', false],
  ['groomWitness', 'groom', ['friends', 'witnesses'], false, 'none', true],
  ['groomFriend', 'groom', ['friends'], true, 'none', false],
  ['groomColleague', 'groom', ['colleagues'], false, 'none', false],
  ['commonFriends', 'common', ['friends'], true, 'several', true],
  ['commonFriend', 'common', ['friends'], false, 'none', false],
];

/** Ready tasks the sample couple has done (the rest of the first period is left overdue on purpose). */
const DONE_TASKS = new Set([
  'budget',
  'weddingDate',
  'format',
  'guestDraft',
  'venue',
  'registryOffice',
  'registryDocuments',
  'stateFee',
  'registryApplication',
  'photographer',
  'host',
  'dressSearch',
  'witnesses',
]);

/** The sample couple started planning three months ago for a wedding seven months ahead. */
const STARTED_MONTHS_AGO = 3;
const WEDDING_IN_MONTHS = 7;

/** The sample guests who left an e-mail or a phone: messages reach the household by its e-mail. */
const CONTACTS: Record<string, Pick<Guest, 'email' | 'phone'>> = {
  brideMother: { email: 'elena.orlova@example.com', phone: '+7 916 204-11-35' },
  brideSister: { email: 'vera.orlova@example.com', phone: null },
  grandmother: { email: null, phone: '8 495 123-45-67' },
  groomMother: { email: null, phone: '+7 903 555-12-40' },
  groomWitness: { email: 'egor.lebedev@example.com', phone: '+7 926 310-77-02' },
  commonFriend: { email: 'liza.yudina@example.com', phone: null },
};

function guestsOf(catalogue: SampleCatalogue): Guest[] {
  return GUESTS.map(([key, from, category, withHalf, children, checked]) => {
    const texts = catalogue.data.guests[key] ?? { name: key };
    return {
      id: `sample-guest-${key}`,
      name: texts.name,
      withHalf,
      halfName: withHalf ? (texts.halfName ?? null) : null,
      from,
      children,
      comment: texts.comment ?? '',
      category,
      checked,
      email: CONTACTS[key]?.email ?? null,
      phone: CONTACTS[key]?.phone ?? null,
    };
  });
}

function budgetOf(catalogue: SampleCatalogue, guests: readonly Guest[], now: Date, today: string) {
  const totals = guestTotals(guests);
  const countChildren = true;
  const headCount = headCountOf({ people: totals.people - totals.children, children: totals.children }, countChildren);
  const stored: StoredBudgetItem[] = BUDGET.map(([key, category, price, paid, dueIn, unit]) => ({
    id: `sample-budget-${key}`,
    name: catalogue.data.budget[key] ?? key,
    category,
    priceKopecks: toKopecks(price),
    unitPriceKopecks: unit === undefined ? null : toKopecks(unit),
    paidKopecks: paid === null ? null : toKopecks(paid),
    dueDate: dueIn === null ? null : addDays(today, dueIn),
    ...contractorPaid(catalogue, key),
  }));
  const items: BudgetItem[] = stored.map((item) => budgetItemAnswer(item, headCount, now));
  const summary: BudgetSummary = budgetSummaryOf(toKopecks(BUDGET_TOTAL), items);
  const people: BudgetPeople = {
    people: totals.people,
    grownUps: headCount.grownUps,
    children: totals.children,
    countChildren,
  };
  const categories: BudgetCategory[] = DEFAULT_BUDGET_CATEGORIES.map((code) => ({
    id: `sample-category-${code}`,
    code,
    name: catalogue.budgetCategories[code] ?? code,
  }));
  return { items, summary, people, categories };
}

function todosOf(catalogue: SampleCatalogue, weddingDay: string, startedOn: string, today: string) {
  const plan = { weddingDay, startedOn };
  const entries = READY_CHECKLIST.map((entry) => ({ period: entry.period, checked: DONE_TASKS.has(entry.key) }));
  const standings = todoStandings(entries, plan, today);
  const todos: Todo[] = READY_CHECKLIST.map((entry, index) => {
    const checked = entries[index]!.checked;
    const texts = catalogue.checklist[entry.key] ?? { task: entry.key };
    const standing = standings[index]!;
    return {
      id: `sample-todo-${entry.key}`,
      period: standing.period,
      task: texts.task,
      comment: [...(texts.comment ?? [])],
      checked,
      plannedPeriod: entry.period,
      carriedOver: standing.carriedOver,
      overdue: standing.overdue,
      dueDate: standing.dueDate,
    };
  });
  const ranges = periodRanges(weddingDay);
  const current = periodOn(ranges, today).code;
  const periods: TodoPeriodEntry[] = TODO_PERIOD_CODES.map((code, index) => ({
    id: code,
    code,
    name: catalogue.periods[code] ?? code,
    startDate: ranges[index]!.start,
    dueDate: ranges[index]!.due,
    current: code === current,
  }));
  return { todos, periods };
}

function dictionaryOf(catalogue: SampleCatalogue, kind: GuestDictionaryKind, codes: readonly string[]): Dictionary {
  return codes.map((code) => ({ id: code, code, name: catalogue.guestDictionaries[kind][code] ?? code }));
}

/** The sample's tables on the floor: [key in sample:data.tables, seats, x, y]. */
const TABLES: Array<[key: string, seats: number, x: number, y: number]> = [
  ['couple', 4, 800, 180],
  ['family', 10, 420, 560],
  ['friends', 10, 800, 560],
  ['colleagues', 8, 1180, 560],
];

/** The sample seated as the automatic seating seats it (src/contract/seating-rules.ts). */
function seatingOf(catalogue: SampleCatalogue, guests: readonly Guest[]): Seating {
  const tables = TABLES.map(([key, seats, x, y]) => ({
    id: `sample-table-${key}`,
    name: catalogue.data.tables[key] ?? key,
    shape: key === 'couple' ? ('rect' as const) : ('round' as const),
    seats,
    x,
    y,
    // The couple's table is theirs: the automatic seating leaves it alone.
    head: key === 'couple',
  }));
  const { seats } = autoSeat({ guests, tables, rules: [], seats: new Map() });
  return {
    tables: tables.map((table) => ({
      ...table,
      guestIds: guests.filter((guest) => seats.get(guest.id) === table.id).map((guest) => guest.id),
    })),
    unseated: guests.filter((guest) => !seats.has(guest.id)).map((guest) => guest.id),
    rules: [],
    problems: [],
    // The sample seats its whole list: nobody is left out of the unseated list's default view.
    expected: null,
  };
}

/** The sample's parts of the day and an invitation per household, some answered. */
function invitationsOf(catalogue: SampleCatalogue, guests: readonly Guest[], weddingDate: string, now: Date) {
  const names = catalogue.data.events;
  const events: WeddingEvent[] = [
    {
      id: 'sample-event-registration',
      name: names.registration ?? 'registration',
      startsAt: `${weddingDate}T11:00:00.000Z`,
      place: names.registrationPlace ?? '',
      address: '',
    },
    {
      id: 'sample-event-banquet',
      name: names.banquet ?? 'banquet',
      startsAt: `${weddingDate}T14:00:00.000Z`,
      place: names.banquetPlace ?? '',
      address: '',
    },
  ];
  const eventIds = events.map((event) => event.id);
  const answeredAt = now.toISOString();
  const invitations: Invitation[] = guests.map((guest, index) => {
    // Every third household has not answered yet; the others come, one of them only to the banquet.
    const answered = index % 3 !== 2;
    const diet = answered && index === 0 ? (names.diet ?? '') : '';
    return {
      id: `sample-invitation-${guest.id}`,
      guestIds: [guest.id],
      eventIds,
      url: '',
      answeredAt: answered ? answeredAt : null,
      createdAt: answeredAt,
      answers: answered
        ? eventIds.map((eventId, part) => ({ guestId: guest.id, eventId, coming: index % 4 !== 1 || part === 1 }))
        : [],
      halfName: answered && guest.withHalf ? guest.halfName : null,
      childrenCount: 0,
      diet,
      diets: diet ? [{ guestId: guest.id, diet }] : [],
      message: '',
      transfer: false,
      overnight: false,
    };
  });
  return { events, invitations };
}

/** The sample's notes, the last one written an hour ago and each before it a day earlier. */
function notesOf(catalogue: SampleCatalogue, now: Date): Note[] {
  return Object.entries(catalogue.data.notes).map(([key, note], index) => ({
    id: `sample-note-${key}`,
    title: note.title,
    text: note.text,
    updatedAt: new Date(now.getTime() - (1 + index * 24) * 60 * 60 * 1000).toISOString(),
  }));
}

/** The sample's prices in roubles by purchase, and which are bought (the first also in the budget). */
const SAMPLE_PURCHASES: Record<string, { price: number | null; bought: boolean }> = {
  garter: { price: 1490, bought: true },
  cushion: { price: 890, bought: true },
  glasses: { price: 2500, bought: false },
  ribbons: { price: 650, bought: false },
  candles: { price: null, bought: false },
};

function purchasesOf(catalogue: SampleCatalogue): Purchase[] {
  return Object.entries(catalogue.data.purchases).map(([key, purchase], index) => ({
    id: `sample-purchase-${key}`,
    name: purchase.name,
    store: purchase.store,
    link: '',
    price: SAMPLE_PURCHASES[key]?.price ?? null,
    bought: SAMPLE_PURCHASES[key]?.bought ?? false,
    budgetItemId: index === 0 ? `sample-budget-${key}` : null,
  }));
}

/** The sample's contractors: [key in sample:data.contractors, kind, status, price, the budget item it is paid by]. */
const CONTRACTORS: Array<[key: string, ContractorBase['category'], ContractorBase['status'], number | null, string?]> =
  [
    ['venue', 'venue', 'paid', 90_000, 'venue'],
    ['photographer', 'photographer', 'booked', 65_000, 'photo'],
    ['host', 'host', 'booked', 80_000, 'hostAndMusic'],
    ['florist', 'florist', 'talking', 45_000],
    ['videographer', 'videographer', 'looking', null],
    ['confectioner', 'confectioner', 'looking', null],
  ];

/** The sample's day: the registration and the banquet of its invitations and the steps around them. */
function dayOf(catalogue: SampleCatalogue, weddingDate: string): Day {
  const names = catalogue.data.day;
  const places = catalogue.data.events;
  // The sample's own contractors: the photographer is booked, the florist only in talks (a warning).
  const contractor = (key: string): DayContractor => {
    const [, category, status] = CONTRACTORS.find((entry) => entry[0] === key)!;
    return { id: `sample-contractor-${key}`, name: catalogue.data.contractors[key]?.name ?? key, category, status };
  };
  const contractors = [contractor('photographer'), contractor('host'), contractor('florist')];
  const step = (key: string, time: string, fields: Partial<DayItem>): DayItem => ({
    id: `sample-day-${key}`,
    time,
    until: null,
    title: names[key] ?? places[key] ?? key,
    place: '',
    contractorId: null,
    who: '',
    comment: '',
    ...fields,
  });
  const items = [
    step('gathering', '08:30', { who: names.gatheringWho ?? '' }),
    step('registration', '11:00', { place: places.registrationPlace ?? '', contractorId: contractors[0]!.id }),
    step('photo', '12:00', { until: '15:00', place: names.photoPlace ?? '', contractorId: contractors[0]!.id }),
    step('decoration', '14:00', { until: '16:30', place: places.banquetPlace ?? '', contractorId: contractors[2]!.id }),
    step('banquet', '17:00', { place: places.banquetPlace ?? '', contractorId: contractors[1]!.id }),
    step('dance', '19:00', { contractorId: contractors[1]!.id }),
    step('cake', '21:30', {}),
  ];
  return { date: weddingDate, items, contractors, conflicts: dayConflicts(items, contractors) };
}

/** The sample boards' cards: [key in sample:data.looks, kind, favourite]; no pictures, so nothing is fetched. */
const LOOKS: Array<[key: string, kind: LookKind, favorite: boolean]> = [
  ['dress', 'dress', true],
  ['suit', 'suit', false],
  ['hair', 'hair', true],
  ['bouquet', 'bouquet', false],
  ['hall', 'hall', true],
  ['arch', 'ceremony', false],
  ['cake', 'cake', true],
];

function looksOf(catalogue: SampleCatalogue, now: Date): LookCard[] {
  return LOOKS.map(([key, kind, favorite], index) => ({
    id: `sample-look-${key}`,
    title: catalogue.data.looks[key] ?? key,
    category: kind,
    board: boardOf(kind),
    image: null,
    thumbnail: null,
    link: null,
    comment: '',
    favorite,
    createdAt: new Date(now.getTime() - (index + 1) * 86_400_000).toISOString(),
  }));
}

/** The budget item `key` pays a sample contractor: its id and name, as the budget shows them. */
function contractorPaid(catalogue: SampleCatalogue, budgetKey: string) {
  const contractor = CONTRACTORS.find((entry) => entry[4] === budgetKey);
  if (!contractor) return {};
  return {
    contractorId: `sample-contractor-${contractor[0]}`,
    contractorName: catalogue.data.contractors[contractor[0]]?.name ?? contractor[0],
  };
}

function contractorsOf(catalogue: SampleCatalogue, items: readonly BudgetItem[]) {
  return CONTRACTORS.map(([key, category, status, price]) => {
    const texts = catalogue.data.contractors[key] ?? { name: key };
    const base: ContractorBase = {
      id: `sample-contractor-${key}`,
      category,
      name: texts.name,
      phone: status === 'looking' ? '' : '+7 (900) 000-00-00',
      email: '',
      site: '',
      status,
      price,
      comment: texts.comment ?? '',
    };
    return contractorAnswer(base, items, []);
  });
}

/** The sample wedding as of `now`: its dates move with the calendar, so its marks always make sense. */
export function sampleWedding(catalogue: SampleCatalogue, now: Date = new Date()): SampleWedding {
  const today = planningDay(now);
  const weddingDate = addMonths(today, WEDDING_IN_MONTHS);
  const guests = guestsOf(catalogue);
  const budget = budgetOf(catalogue, guests, now, today);
  const { todos, periods } = todosOf(catalogue, weddingDate, addMonths(today, -STARTED_MONTHS_AGO), today);
  const invitations = invitationsOf(catalogue, guests, weddingDate, now);
  const looks = looksOf(catalogue, now);
  const { events, invitations: households } = invitations;
  const banquet = events[1]!.id;
  const messages = sampleMessages(catalogue.data.messages, guests, households, banquet, weddingDate, now);
  const answers: Array<[RouteDeclaration, unknown]> = [
    [budgetRoutes.items, budget.items],
    [budgetRoutes.summary, budget.summary],
    [budgetRoutes.people, budget.people],
    [budgetRoutes.categories, budget.categories],
    [guestRoutes.list, guests],
    [guestRoutes.fromDictionary, dictionaryOf(catalogue, 'from', GUEST_FROM_CODES)],
    [guestRoutes.childrenDictionary, dictionaryOf(catalogue, 'children', GUEST_CHILDREN_CODES)],
    [guestRoutes.categoryDictionary, dictionaryOf(catalogue, 'category', GUEST_CATEGORY_CODES)],
    [todoRoutes.list, todos],
    [todoRoutes.periods, periods],
    [seatingRoutes.plan, seatingOf(catalogue, guests)],
    [invitationRoutes.events, invitations.events],
    [invitationRoutes.list, invitations.invitations],
    [invitationRoutes.deadline, { deadline: null }],
    [noteRoutes.list, notesOf(catalogue, now)],
    [purchaseRoutes.list, purchasesOf(catalogue)],
    [weddingDayRoutes.day, dayOf(catalogue, weddingDate)],
    [lookRoutes.list, looks],
    [lookRoutes.favorites, looks.filter((card) => card.favorite)],
    [lookRoutes.favoritesTotal, { total: looks.filter((card) => card.favorite).length }],
    [
      lookRoutes.dictionary,
      LOOK_KINDS.map((code) => ({
        id: `looks-${code}`,
        code,
        name: catalogue.lookKinds[code] ?? code,
        board: boardOf(code),
      })),
    ],
    [contractorRoutes.list, contractorsOf(catalogue, budget.items)],
    [messageRoutes.list, messages.messages],
    [messageRoutes.reach, messages.reach],
    [callListRoutes.households, sampleCallList(guests, households)],
  ];
  return {
    weddingDate,
    reads: new Map(answers.map(([declaration, answer]) => [pathOf(declaration), answer])),
  };
}
