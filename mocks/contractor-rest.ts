import budgetTexts from '../locales/ru/budget.json';
import contractorTexts from '../locales/ru/contractors.json';
import { contractorRestStep } from '../src/contract/budget-rules.ts';
import { BUDGET_CATEGORY_OF_CONTRACTOR, type ContractorBase } from '../src/contract/contractors.ts';
import { toKopecks } from '../src/contract/money.ts';
import type { MockBudget } from './store.ts';

/*
 * A contractor's agreed price in the mock budget, as server/features/budget/contractor-rest.ts keeps
 * it: its payments and one rest item without a date add up to the price (contractorRestStep).
 */

let counter = 0;
const newId = (prefix: string) => `${prefix}_mock_rest_${(counter += 1)}_${Date.now().toString(36)}`;

/** The couple's category for a contractor's item: its kind's, else «other», else the first (or «other» again). */
export function mockContractorCategory(budget: MockBudget, contractor: Pick<ContractorBase, 'category'>): string {
  const preferred = BUDGET_CATEGORY_OF_CONTRACTOR[contractor.category];
  const category =
    budget.categories.find((one) => one.code === preferred) ??
    budget.categories.find((one) => one.code === 'other') ??
    budget.categories[0];
  if (category) return category.code;
  budget.categories.push({ id: newId('bc'), code: 'other', name: budgetTexts.defaultCategories.other });
  return 'other';
}

/** The rest item's name: the contractor's kind and «остаток по договору». */
export function restNameOf(contractor: Pick<ContractorBase, 'category'>): string {
  return contractorTexts.payments.restName.replace('{{category}}', contractorTexts.categories[contractor.category]);
}

/** Brings the contractor's rest item in step with its price and payments. */
export function keepMockRestInStep(budget: MockBudget, contractor: ContractorBase): void {
  const items = budget.items.filter((item) => item.contractorId === contractor.id);
  const step = contractorRestStep(contractor.price === null ? null : toKopecks(contractor.price), items);
  if (step.kind === 'remove') budget.items = budget.items.filter((item) => item.id !== step.id);
  if (step.kind === 'set') {
    const rest = budget.items.find((item) => item.id === step.id);
    if (rest) rest.priceKopecks = step.priceKopecks;
  }
  if (step.kind === 'add') {
    budget.items.push({
      id: newId('bi'),
      name: restNameOf(contractor),
      category: mockContractorCategory(budget, contractor),
      priceKopecks: step.priceKopecks,
      unitPriceKopecks: null,
      paidKopecks: null,
      dueDate: null,
      contractorId: contractor.id,
      contractorName: contractor.name,
      contractorRest: true,
    });
  }
}
