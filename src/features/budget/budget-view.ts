import type { BudgetCategory, BudgetItem } from '../../contract/budget.ts';
import { subtractRoubles, sumRoubles } from '../../contract/money.ts';

/*
 * What the page shows, worked out from the answers: the rows of a tab, their totals, and the
 * chart's slices. Pure functions, so the component tests and the page agree on every figure.
 */

/** The the "all" tab tab's key; category tabs use the category's code. */
export const ALL_TAB = '__all__';

/**
 * The chart's fixed palette: a category keeps its colour whatever the others' sums, since the
 * colour follows the category's place in the couple's list (spec: "fixed colour palette"). Twenty
 * colours after Kelly's list of maximally different ones (the first is the app's rose), so up to 20
 * categories never share a colour and no two look alike (tests/unit/budget-palette.test.ts).
 */
export const BUDGET_PALETTE = [
  '#d4627c',
  '#0067a5',
  '#f38400',
  '#008856',
  '#875692',
  '#f3c300',
  '#882d17',
  '#a1caf1',
  '#8db600',
  '#0000cd',
  '#c2b280',
  '#2b3d26',
  '#17becf',
  '#848482',
  '#be0032',
  '#00ff7f',
  '#654522',
  '#f99379',
  '#1f3a93',
  '#ff00ff',
] as const;

export function colourAt(index: number): string {
  return BUDGET_PALETTE[index % BUDGET_PALETTE.length];
}

export function itemsOfTab(items: readonly BudgetItem[], tab: string): BudgetItem[] {
  return tab === ALL_TAB ? [...items] : items.filter((item) => item.category === tab);
}

export interface Totals {
  price: number;
  paid: number;
  rest: number;
}

export function totalsOf(items: readonly BudgetItem[]): Totals {
  const price = sumRoubles(items.map((item) => item.price));
  const paid = sumRoubles(items.map((item) => item.paid ?? 0));
  return { price, paid, rest: subtractRoubles(price, paid) };
}

export interface ChartSlice {
  key: string;
  label: string;
  value: number;
  colour: string;
}

/**
 * The donut's slices: on the "all" tab one per category that has spending, coloured by the category's
 * place; on a category tab one per item, coloured by the item's place in the tab.
 */
export function chartSlices(
  items: readonly BudgetItem[],
  categories: readonly BudgetCategory[],
  tab: string,
): ChartSlice[] {
  if (tab !== ALL_TAB) {
    return itemsOfTab(items, tab)
      .map((item, index) => ({ key: item.id, label: item.name, value: item.price, colour: colourAt(index) }))
      .filter((slice) => slice.value > 0);
  }
  return categories
    .map((category, index) => ({
      key: category.code,
      label: category.name,
      value: sumRoubles(items.filter((item) => item.category === category.code).map((item) => item.price)),
      colour: colourAt(index),
    }))
    .filter((slice) => slice.value > 0);
}
