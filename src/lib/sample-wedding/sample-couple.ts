import { budgetItemAnswer, budgetSummaryOf, headCountOf, type StoredBudgetItem } from '../../contract/budget-rules.ts';
import type { BudgetItem, BudgetPeople, BudgetSummary } from '../../contract/budget.ts';
import type { ContractorBase } from '../../contract/contractors.ts';
import type { GuestCategoryCode, GuestChildrenCode, GuestFromCode, Guest } from '../../contract/guests.ts';
import type { Invitation, WeddingEvent } from '../../contract/invitations.ts';
import { toKopecks } from '../../contract/money.ts';
import { guestTotals } from '../../contract/people-rules.ts';
import type { AnswerOf, RouteDeclaration } from '../../contract/route-table.ts';
import { addDays, addMonths, planningDay } from '../../contract/todo-calendar.ts';
import type { LazyNamespace } from '../i18n.ts';

/*
 * The made-up couple of the sample wedding (issue 22, item 6): what several sections show of them,
 * their guests, their households' invitations, their contractors and their budget (the contractors'
 * page counts its payments), made by the contract's own rules. Each section's answers are made from
 * it in the section's own `src/features/<feature>/sample.ts` (sample-wedding.ts finds them).
 */

/** The catalogue texts a sample is made from, read with returnObjects. */
export interface SampleTexts {
  /** sample:data: the sample's names, the shared ones in locales/ru/sample.json, a section's own in locales/ru/sample/<feature>.json. */
  data: Record<string, unknown>;
  /** A text (or a tree of them) of a namespace a section's sample declares, by its `ns:key`. */
  of: (key: string) => unknown;
}

/** The sample couple's contractors: key in sample:data.contractors, kind, status, price, the budget item that pays one. */
export interface SampleContractor {
  key: string;
  id: string;
  name: string;
  comment: string;
  category: ContractorBase['category'];
  status: ContractorBase['status'];
  price: number | null;
  budgetKey?: string;
}

/** The sample wedding as every section's sample sees it. */
export interface SampleCouple {
  now: Date;
  /** The planning day of `now` (YYYY-MM-DD). */
  today: string;
  /** Their wedding day, some months from today. */
  weddingDate: string;
  /** When they started planning. */
  startedOn: string;
  texts: SampleTexts;
  guests: Guest[];
  /** The registration and the banquet. */
  events: WeddingEvent[];
  /** An invitation per household (a guest each), some answered. */
  invitations: Invitation[];
  contractors: SampleContractor[];
  budget: { items: BudgetItem[]; summary: BudgetSummary; people: BudgetPeople };
}

/** A read's answer in the sample, typed by its declaration. */
export type SampleRead = readonly [RouteDeclaration, unknown];
export function sampleRead<R extends RouteDeclaration>(route: R, answer: AnswerOf<R>): SampleRead {
  return [route, answer];
}

/** What a section's `sample.ts` exports as `sample`: its reads' answers, made from the couple. */
export interface SectionSample {
  /** The namespaces its texts come from besides `sample` (texts.of), loaded with the sample. */
  namespaces?: readonly LazyNamespace[];
  reads: (couple: SampleCouple) => readonly SampleRead[];
}

/** The sample couple started planning three months ago for a wedding seven months ahead. */
const STARTED_MONTHS_AGO = 3;
const WEDDING_IN_MONTHS = 7;

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

/** The sample guests who left an e-mail or a phone: messages reach the household by its e-mail. */
const CONTACTS: Record<string, Pick<Guest, 'email' | 'phone'>> = {
  brideMother: { email: 'elena.orlova@example.com', phone: '+7 916 204-11-35' },
  brideSister: { email: 'vera.orlova@example.com', phone: null },
  grandmother: { email: null, phone: '8 495 123-45-67' },
  groomMother: { email: null, phone: '+7 903 555-12-40' },
  groomWitness: { email: 'egor.lebedev@example.com', phone: '+7 926 310-77-02' },
  commonFriend: { email: 'liza.yudina@example.com', phone: null },
};

function guestsOf(data: SampleTexts['data']): Guest[] {
  const names = (data.guests ?? {}) as Record<string, { name: string; halfName?: string; comment?: string }>;
  return GUESTS.map(([key, from, category, withHalf, children, checked]) => {
    const texts = names[key] ?? { name: key };
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

/** The sample's parts of the day and an invitation per household, some answered. */
function invitationsOf(data: SampleTexts['data'], guests: readonly Guest[], weddingDate: string, now: Date) {
  const names = (data.events ?? {}) as Record<string, string>;
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
      erasedAt: null,
    };
  });
  return { events, invitations };
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

function contractorsOf(data: SampleTexts['data']): SampleContractor[] {
  const names = (data.contractors ?? {}) as Record<string, { name: string; comment?: string }>;
  return CONTRACTORS.map(([key, category, status, price, budgetKey]) => ({
    key,
    id: `sample-contractor-${key}`,
    name: names[key]?.name ?? key,
    comment: names[key]?.comment ?? '',
    category,
    status,
    price,
    ...(budgetKey === undefined ? {} : { budgetKey }),
  }));
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

function budgetOf(
  data: SampleTexts['data'],
  guests: readonly Guest[],
  contractors: readonly SampleContractor[],
  now: Date,
  today: string,
) {
  const names = (data.budget ?? {}) as Record<string, string>;
  const totals = guestTotals(guests);
  const countChildren = true;
  const headCount = headCountOf({ people: totals.people - totals.children, children: totals.children }, countChildren);
  const stored: StoredBudgetItem[] = BUDGET.map(([key, category, price, paid, dueIn, unit]) => {
    // The budget item that pays a sample contractor names it, as the budget shows it.
    const contractor = contractors.find((one) => one.budgetKey === key);
    return {
      id: `sample-budget-${key}`,
      name: names[key] ?? key,
      category,
      priceKopecks: toKopecks(price),
      unitPriceKopecks: unit === undefined ? null : toKopecks(unit),
      paidKopecks: paid === null ? null : toKopecks(paid),
      dueDate: dueIn === null ? null : addDays(today, dueIn),
      ...(contractor ? { contractorId: contractor.id, contractorName: contractor.name } : {}),
    };
  });
  const items: BudgetItem[] = stored.map((item) => budgetItemAnswer(item, headCount, now));
  const summary: BudgetSummary = budgetSummaryOf(toKopecks(BUDGET_TOTAL), items);
  const people: BudgetPeople = {
    people: totals.people,
    grownUps: headCount.grownUps,
    children: totals.children,
    countChildren,
  };
  return { items, summary, people };
}

/** The sample couple as of `now`: their dates move with the calendar, so its marks always make sense. */
export function sampleCouple(texts: SampleTexts, now: Date): SampleCouple {
  const today = planningDay(now);
  const weddingDate = addMonths(today, WEDDING_IN_MONTHS);
  const guests = guestsOf(texts.data);
  const contractors = contractorsOf(texts.data);
  return {
    now,
    today,
    weddingDate,
    startedOn: addMonths(today, -STARTED_MONTHS_AGO),
    texts,
    guests,
    ...invitationsOf(texts.data, guests, weddingDate, now),
    contractors,
    budget: budgetOf(texts.data, guests, contractors, now, today),
  };
}
