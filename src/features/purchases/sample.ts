import { purchaseRoutes } from '../../contract/purchase-routes.ts';
import type { Purchase } from '../../contract/purchases.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample's prices in roubles by purchase, and which are bought (the first also in the budget). */
const SAMPLE_PURCHASES: Record<string, { price: number | null; bought: boolean }> = {
  garter: { price: 1490, bought: true },
  cushion: { price: 890, bought: true },
  glasses: { price: 2500, bought: false },
  ribbons: { price: 650, bought: false },
  candles: { price: null, bought: false },
};

/** The sample's shopping list (sample:data.purchases). */
export const sample: SectionSample = {
  reads: ({ texts }) => {
    const names = (texts.data.purchases ?? {}) as Record<string, { name: string; store: string }>;
    const list: Purchase[] = Object.entries(names).map(([key, purchase], index) => ({
      id: `sample-purchase-${key}`,
      name: purchase.name,
      store: purchase.store,
      link: '',
      price: SAMPLE_PURCHASES[key]?.price ?? null,
      bought: SAMPLE_PURCHASES[key]?.bought ?? false,
      budgetItemId: index === 0 ? `sample-budget-${key}` : null,
    }));
    return [sampleRead(purchaseRoutes.list, list)];
  },
};
