import budgetTexts from '../locales/ru/budget.json';
import { DEFAULT_BUDGET_CATEGORIES, type BudgetCategory } from '../src/contract/budget.ts';
import type { StoredBudgetItem } from '../src/contract/budget-rules.ts';
import { toKopecks } from '../src/contract/money.ts';
import { newMockContractors } from './contractors-seed.ts';
import type { MockBudget } from './store.ts';

/*
 * What a couple's budget starts as in the mocks: the server's default categories, and in the
 * budget-page scenario a realistic wedding budget (due dates counted from today, so the overdue and
 * due-soon marks show whatever the day).
 */

/** The scenario whose couple already has a budget filled in. */
export const FILLED_BUDGET_SCENARIO = 'budget-page';

export function defaultCategories(): BudgetCategory[] {
  return DEFAULT_BUDGET_CATEGORIES.map((code) => ({
    id: `bc_${code}`,
    code,
    name: budgetTexts.defaultCategories[code],
  }));
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Seed = [name: string, category: string, price: number, paid: number | null, dueIn: number | null, unit?: number];

const SEED: Seed[] = [
  ['Банкет в ресторане «Сад»', 'banquet', 0, 150_000, 10, 4_500],
  ['Аренда веранды для выездной регистрации', 'venue', 120_000, 120_000, null],
  ['Свадебное платье', 'brideLook', 85_000, 40_000, -3],
  ['Костюм жениха', 'groomLook', 45_000, null, 45],
  ['Обручальные кольца', 'rings', 62_000, 62_000, null],
  ['Фотограф на весь день', 'photo', 70_000, 20_000, 40],
  ['Видеограф', 'video', 55_000, null, 12],
  ['Ведущий и диджей', 'hostAndMusic', 90_000, 30_000, 60],
  ['Букет невесты и декор зала', 'floristry', 48_500.5, 10_000, null],
  ['Ретро-автомобиль', 'transport', 24_000, null, null],
  ['Макияж и причёска', 'beauty', 18_000, 5_000, null],
  ['Приглашения', 'printing', 7_600, null, -10],
  ['Торт на 4 яруса', 'cake', 16_500, null, null],
  ['Госпошлина', 'registry', 350, 350, null],
];

function seededItems(): StoredBudgetItem[] {
  return SEED.map(([name, category, price, paid, dueIn, unit], index) => ({
    id: `bi_seed_${index + 1}`,
    name,
    category,
    priceKopecks: toKopecks(price),
    unitPriceKopecks: unit === undefined ? null : toKopecks(unit),
    paidKopecks: paid === null ? null : toKopecks(paid),
    dueDate: dueIn === null ? null : day(dueIn),
  }));
}

export function newMockBudget(scenario: string): MockBudget {
  const filled = scenario === FILLED_BUDGET_SCENARIO;
  return {
    totalKopecks: filled ? toKopecks(750_000) : 0,
    countChildren: true,
    categories: defaultCategories(),
    // The contractors scenario's payments are budget items too (one ledger, as on the server).
    items: filled ? seededItems() : newMockContractors(scenario).items,
  };
}
