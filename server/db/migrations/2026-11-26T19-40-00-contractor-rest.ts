import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BUDGET_CATEGORY_OF_CONTRACTOR, type ContractorCategory } from '../../../src/contract/contractors.ts';
import { t } from '../../lib/i18n.ts';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * A contractor's agreed price is in the budget (issue 38): besides its payments, a contractor has at
 * most one budget item holding the rest of the price, without a date (`contractor_rest` = 1). The
 * service keeps it in step with the price and the payments from now on; contractors agreed before
 * get theirs here, so the planned total counts what was agreed at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('budget_items')
    .addColumn('contractor_rest', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  const now = new Date().toISOString();
  const agreed = await db
    .selectFrom('contractors')
    .select(['id', 'wedding_id', 'category', 'price_kopecks'])
    .where('price_kopecks', 'is not', null)
    .execute();
  for (const contractor of agreed) {
    const payments = await db
      .selectFrom('budget_items')
      .select('price_kopecks')
      .where('contractor_id', '=', contractor.id)
      .execute();
    const rest = Number(contractor.price_kopecks) - payments.reduce((sum, item) => sum + Number(item.price_kopecks), 0);
    if (rest <= 0) continue;
    // The category of its kind, else «other», else the couple's first; a budget never opened gets
    // the kind's default category when it is seeded.
    const codes = (
      await db
        .selectFrom('budget_categories')
        .select('code')
        .where('wedding_id', '=', contractor.wedding_id)
        .orderBy('sort_order')
        .execute()
    ).map((row) => String(row.code));
    const kind = contractor.category as ContractorCategory;
    const preferred = BUDGET_CATEGORY_OF_CONTRACTOR[kind] ?? 'other';
    const category = codes.includes(preferred)
      ? preferred
      : codes.includes('other')
        ? 'other'
        : (codes[0] ?? preferred);
    await db
      .insertInto('budget_items')
      .values({
        id: `bi_${randomBytes(9).toString('base64url')}`,
        wedding_id: contractor.wedding_id,
        category,
        name: t('contractors:payments.restName', { category: t(`contractors:categories.${kind}`) }),
        price_kopecks: rest,
        unit_price_kopecks: null,
        paid_kopecks: null,
        due_date: null,
        contractor_id: contractor.id,
        contractor_rest: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('budget_items').where('contractor_rest', '=', 1).execute();
  await db.schema.alterTable('budget_items').dropColumn('contractor_rest').execute();
}
