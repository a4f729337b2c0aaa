import { budgetSummaryOf } from '../../contract/budget-rules.ts';
import { budgetRoutes } from '../../contract/budget-routes.ts';
import { DEFAULT_BUDGET_CATEGORIES } from '../../contract/budget.ts';
import { giftRoutes } from '../../contract/gift-routes.ts';
import { toKopecks } from '../../contract/money.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/**
 * The sample couple's budget (made with the couple: its contractors count its payments) and the
 * default categories; its summary counts the money of the sample's gifts ledger, as the server's does.
 */
export const sample: SectionSample = {
  namespaces: ['budget'],
  reads: ({ budget, texts }) => {
    const names = texts.of('budget:defaultCategories') as Record<string, string>;
    const categories = DEFAULT_BUDGET_CATEGORIES.map((code) => ({
      id: `sample-category-${code}`,
      code,
      name: names[code] ?? code,
    }));
    return [
      sampleRead(budgetRoutes.items, budget.items),
      sampleRead(budgetRoutes.summary, budget.summary),
      sampleRead(budgetRoutes.people, budget.people),
      sampleRead(budgetRoutes.categories, categories),
    ];
  },
  readsAfter: ({ budget }, answerOf) => {
    const gifts = toKopecks(answerOf(giftRoutes.summary)?.money ?? 0);
    return [sampleRead(budgetRoutes.summary, budgetSummaryOf(toKopecks(budget.summary.value), budget.items, gifts))];
  },
};
