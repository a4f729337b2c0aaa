import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { categoryAmong, contractorRestStep, FALLBACK_CATEGORY } from '../../../src/contract/budget-rules.ts';
import { BUDGET_CATEGORY_OF_CONTRACTOR, type ContractorCategory } from '../../../src/contract/contractors.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { t } from '../../lib/i18n.ts';
import * as repository from './repository.ts';

/*
 * A contractor's agreed price in the budget (api.md, "the agreed price"): its payments and one rest
 * item without a date add up to the price. The budget feature keeps the rest in step itself, from
 * the contractor's row, so a change made on either page (a new price, a payment added, changed or
 * deleted) leaves the planned total at what is agreed. Runs inside the caller's transaction, after
 * the budget's categories were given (ensureSeeded).
 */

/**
 * The couple's category for a contractor's item: the one of its kind, else «other», else their
 * first; a couple who deleted every category gets «other» back rather than an item refused for a
 * field the couple never saw.
 */
export async function contractorCategory(db: Kysely<Database>, weddingId: string, preferred: string, now: Date) {
  const category = categoryAmong(await repository.listCategories(db, weddingId), preferred);
  if (category !== undefined) return category;
  await repository.insertCategories(db, [
    {
      id: `bc_${randomBytes(9).toString('base64url')}`,
      wedding_id: weddingId,
      code: FALLBACK_CATEGORY,
      name: t(`budget:defaultCategories.${FALLBACK_CATEGORY}`),
      sort_order: await repository.nextCategoryOrder(db, weddingId),
      created_at: now.toISOString(),
    },
  ]);
  return FALLBACK_CATEGORY;
}

/** Brings the contractor's rest item in step with its price and payments (`db` is the caller's transaction). */
export async function keepRestInStep(
  deps: { db: Kysely<Database>; engine: Engine; now: () => Date },
  weddingId: string,
  contractorId: string,
): Promise<void> {
  const { db } = deps;
  const contractor = await repository.findContractorTerms(db, weddingId, contractorId, {
    lock: deps.engine === 'postgres',
  });
  if (!contractor) return;
  const items = await repository.listItemsOfContractor(db, weddingId, contractorId);
  const step = contractorRestStep(
    contractor.price_kopecks === null ? null : Number(contractor.price_kopecks),
    items.map((item) => ({
      id: item.id,
      priceKopecks: Number(item.price_kopecks),
      paidKopecks: item.paid_kopecks === null ? null : Number(item.paid_kopecks),
      contractorRest: Number(item.contractor_rest) === 1,
    })),
  );
  const now = deps.now();
  if (step.kind === 'remove') await repository.deleteItem(db, weddingId, step.id);
  if (step.kind === 'set') {
    await repository.updateItem(db, weddingId, step.id, {
      price_kopecks: step.priceKopecks,
      updated_at: now.toISOString(),
    });
  }
  if (step.kind === 'add') {
    const kind = contractor.category as ContractorCategory;
    await repository.insertItem(db, {
      id: `bi_${randomBytes(9).toString('base64url')}`,
      wedding_id: weddingId,
      category: await contractorCategory(db, weddingId, BUDGET_CATEGORY_OF_CONTRACTOR[kind], now),
      name: t('contractors:payments.restName', { category: t(`contractors:categories.${kind}`) }),
      price_kopecks: step.priceKopecks,
      unit_price_kopecks: null,
      paid_kopecks: null,
      due_date: null,
      contractor_id: contractorId,
      contractor_rest: 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  }
}
