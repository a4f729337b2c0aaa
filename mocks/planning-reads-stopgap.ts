import { http, HttpResponse } from 'msw';
import errors from '../locales/ru/errors.json';
import subscriptions from '../locales/ru/subscriptions.json';
import { subscriptionState } from '../src/contract/session.ts';
import { apiPath, errorResponse } from './http.ts';
import { mockDb, sessionUser } from './store.ts';

/*
 * STOPGAP until the budget, guest and to-do features are merged: read-only answers for the four
 * planning reads the dashboard makes (GET /budget, /budget/summary, /guests, /todos), so its
 * widgets show something in the component tests and in mock mode. Stacked AFTER mocks/handlers/
 * (mocks/node.ts, mocks/browser.ts), so each feature's real handlers win as soon as they exist;
 * delete this file and its two uses once all three are on main. Not in the contract suite on
 * purpose: the server of this branch has no such routes yet.
 *
 * The data (the dashboard scenario and the active one) is a couple about half a year before the
 * wedding. Budget items carry `dueDate` and to-dos `period` codes as the dashboard reads them if the
 * features provide them (src/features/dashboard/planning-views.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const budget = () => [
  { id: 'b1', name: 'Банкет в ресторане «Сад»', category: 'banquet', price: 420000, paid: 150000, dueDate: inDays(21) },
  { id: 'b2', name: 'Фотограф, полный день', category: 'photo', price: 85000, paid: 20000, dueDate: inDays(-3) },
  { id: 'b3', name: 'Платье невесты', category: 'looks', price: 64000, paid: 64000, dueDate: null },
  { id: 'b4', name: 'Ведущий и диджей', category: 'show', price: 70000, paid: null, dueDate: inDays(45) },
  { id: 'b5', name: 'Флористика и декор', category: 'decor', price: 55000, paid: 10000, dueDate: inDays(60) },
];

const guests = () => [
  {
    id: 'g1',
    name: 'Ольга и Сергей Ивановы',
    withHalf: true,
    from: 'bride',
    children: '1',
    comment: '',
    category: ['family'],
    checked: true,
  },
  {
    id: 'g2',
    name: 'Марина Петрова',
    withHalf: false,
    from: 'bride',
    children: null,
    comment: '',
    category: ['friends'],
    checked: true,
  },
  {
    id: 'g3',
    name: 'Дмитрий Соколов',
    withHalf: true,
    from: 'groom',
    children: null,
    comment: 'Вегетарианец',
    category: ['friends'],
    checked: false,
  },
  {
    id: 'g4',
    name: 'Бабушка Нина Васильевна',
    withHalf: false,
    from: 'groom',
    children: null,
    comment: '',
    category: ['family'],
    checked: true,
  },
  {
    id: 'g5',
    name: 'Коллеги Петра',
    withHalf: false,
    from: 'groom',
    children: null,
    comment: '',
    category: ['colleagues'],
    checked: false,
  },
];

const todos = () => [
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
];

const FILLED_SCENARIOS = new Set(['dashboard', 'active']);
const filled = () => FILLED_SCENARIOS.has(mockDb.scenario);

/** The planning guard for reads (api.md): no session 401, never subscribed 403. */
function refusal() {
  const user = sessionUser();
  if (!user) return errorResponse(401, errors.server.unauthorized);
  if (subscriptionState(user.subscriptions) === 'never') return errorResponse(403, subscriptions.errors.required);
  return null;
}

export const planningReadsStopgap = [
  http.get(apiPath('/budget'), () => refusal() ?? HttpResponse.json(filled() ? budget() : [])),
  http.get(apiPath('/budget/summary'), () => refusal() ?? HttpResponse.json({ value: filled() ? 800000 : 0 })),
  http.get(apiPath('/guests'), () => refusal() ?? HttpResponse.json(filled() ? guests() : [])),
  http.get(apiPath('/todos'), () => refusal() ?? HttpResponse.json(filled() ? todos() : [])),
];
