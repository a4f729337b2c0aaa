import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { apiPath } from '../../../mocks/http.ts';
import type { BudgetItem } from '../../../src/contract/budget.ts';
import { budgetSummaryOf, dueStateOf } from '../../../src/contract/budget-rules.ts';
import type { GiftSummary } from '../../../src/contract/gifts.ts';
import type { Guest } from '../../../src/contract/guests.ts';
import { toKopecks } from '../../../src/contract/money.ts';
import type { Todo } from '../../../src/contract/todos.ts';

/*
 * The planning reads of the main page's widgets (GET /budget, /budget/summary, /guests, /todos),
 * answered with one couple about half a year before the wedding, or with empty lists: the widget
 * tests pin the figures they check instead of following each feature's own mock data. The
 * answers have the contract's shapes, with the `due` the server would mark.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const budgetItem = (item: Pick<BudgetItem, 'id' | 'name' | 'category' | 'price' | 'paid' | 'dueDate'>): BudgetItem => ({
  ...item,
  perPerson: null,
  contractorId: null,
  contractorName: null,
  contractorRest: false,
  due: dueStateOf(item.dueDate, toKopecks(item.price) - toKopecks(item.paid ?? 0), new Date()),
});

const budget = (): BudgetItem[] =>
  [
    {
      id: 'b1',
      name: 'Банкет в ресторане «Сад»',
      category: 'banquet',
      price: 420000,
      paid: 150000,
      dueDate: inDays(21),
    },
    { id: 'b2', name: 'Фотограф, полный день', category: 'photo', price: 85000, paid: 20000, dueDate: inDays(-3) },
    { id: 'b3', name: 'Платье невесты', category: 'looks', price: 64000, paid: 64000, dueDate: null },
    { id: 'b4', name: 'Ведущий и диджей', category: 'show', price: 70000, paid: null, dueDate: inDays(45) },
    { id: 'b5', name: 'Флористика и декор', category: 'decor', price: 55000, paid: 10000, dueDate: inDays(60) },
  ].map(budgetItem);

const guests = (): Guest[] => [
  {
    id: 'g1',
    name: 'Ольга и Сергей Ивановы',
    withHalf: true,
    from: 'bride',
    children: 'one',
    halfName: null,
    comment: '',
    category: ['family'],
    checked: true,
    email: null,
    phone: null,
  },
  {
    id: 'g2',
    name: 'Марина Петрова',
    withHalf: false,
    from: 'bride',
    children: 'none',
    halfName: null,
    comment: '',
    category: ['friends'],
    checked: true,
    email: null,
    phone: null,
  },
  {
    id: 'g3',
    name: 'Дмитрий Соколов',
    withHalf: true,
    from: 'groom',
    children: 'none',
    halfName: null,
    comment: 'Вегетарианец',
    category: ['friends'],
    checked: false,
    email: null,
    phone: null,
  },
  {
    id: 'g4',
    name: 'Бабушка Нина Васильевна',
    withHalf: false,
    from: 'groom',
    children: 'none',
    halfName: null,
    comment: '',
    category: ['family'],
    checked: true,
    email: null,
    phone: null,
  },
  {
    id: 'g5',
    name: 'Коллеги Петра',
    withHalf: false,
    from: 'groom',
    children: 'none',
    halfName: null,
    comment: '',
    category: ['colleagues'],
    checked: false,
    email: null,
    phone: null,
  },
];

const todo = (entry: Pick<Todo, 'id' | 'period' | 'task' | 'comment' | 'checked'>): Todo => ({
  ...entry,
  plannedPeriod: entry.period,
  carriedOver: false,
  overdue: false,
  dueDate: null,
});

const todos = (): Todo[] =>
  [
    { id: 't1', period: 'twelve-months', task: 'Определиться с бюджетом свадьбы', comment: [], checked: true },
    { id: 't2', period: 'twelve-months', task: 'Составить черновой список гостей', comment: [], checked: true },
    {
      id: 't3',
      period: 'six-months',
      task: 'Забронировать ресторан',
      comment: ['Ресторан «Сад», зал на 60 человек'],
      checked: true,
    },
    { id: 't4', period: 'six-months', task: 'Выбрать и забронировать фотографа', comment: [], checked: false },
    { id: 't5', period: 'six-months', task: 'Найти ведущего и диджея', comment: [], checked: false },
    { id: 't6', period: 'six-months', task: 'Заказать приглашения', comment: [], checked: false },
    { id: 't7', period: 'six-months', task: 'Выбрать флориста', comment: [], checked: false },
    { id: 't8', period: 'three-months', task: 'Купить обручальные кольца', comment: [], checked: false },
    { id: 't9', period: 'one-month', task: 'Составить тайминг дня', comment: [], checked: false },
  ].map(todo);

/** The gifts ledger's figures: two envelopes and a thing, one giver thanked. */
export const WIDGET_GIFTS: GiftSummary = { money: 65000.5, items: 1, thanked: 1, notThanked: 2 };
const NO_GIFTS: GiftSummary = { money: 0, items: 0, thanked: 0, notThanked: 0 };

/** Serves the widgets' reads filled (or empty) for the rest of the test. */
export function serveWidgetData(server: SetupServer, { filled }: { filled: boolean }) {
  server.use(
    http.get(apiPath('/budget'), () => HttpResponse.json(filled ? budget() : [])),
    http.get(apiPath('/budget/summary'), () =>
      HttpResponse.json(
        filled
          ? budgetSummaryOf(toKopecks(800000), budget(), toKopecks(WIDGET_GIFTS.money))
          : budgetSummaryOf(0, [], 0),
      ),
    ),
    http.get(apiPath('/gifts/summary'), () => HttpResponse.json(filled ? WIDGET_GIFTS : NO_GIFTS)),
    http.get(apiPath('/guests'), () => HttpResponse.json(filled ? guests() : [])),
    http.get(apiPath('/todos'), () => HttpResponse.json(filled ? todos() : [])),
  );
}
