import type { BudgetItems } from '../../../src/contract/budget.ts';
import type { GiftList } from '../../../src/contract/gifts.ts';
import { loadExcelJS } from '../../lib/exceljs.ts';
import { t } from '../../lib/i18n.ts';

/*
 * The two spreadsheets of the archive that no section offers for download: the budget and the gifts
 * received, made from the same answers the sections' pages read.
 */

const MONEY_FORMAT = '#,##0.00';

async function workbookOf(
  sheetName: string,
  columns: ReadonlyArray<{ header: string; width: number; money?: boolean }>,
  rows: readonly unknown[][],
): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width, money }) => ({
    header,
    width,
    style: money ? { numFmt: MONEY_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function budgetWorkbook(items: BudgetItems, categoryNames: ReadonlyMap<string, string>): Promise<Buffer> {
  const column = (key: string) => t(`budget:file.columns.${key}`);
  const rows = items.map((item) => [
    categoryNames.get(item.category) ?? item.category,
    item.name,
    item.price,
    item.paid ?? 0,
    Math.max(item.price - (item.paid ?? 0), 0),
    item.dueDate ?? '',
    item.contractorName ?? '',
  ]);
  const sum = (index: number) => rows.reduce((total, row) => total + Number(row[index]), 0);
  rows.push([], [t('budget:file.totals'), '', sum(2), sum(3), sum(4), '', '']);
  return workbookOf(
    t('budget:file.sheet'),
    [
      { header: column('category'), width: 24 },
      { header: column('name'), width: 36 },
      { header: column('price'), width: 16, money: true },
      { header: column('paid'), width: 16, money: true },
      { header: column('rest'), width: 16, money: true },
      { header: column('dueDate'), width: 14 },
      { header: column('contractor'), width: 28 },
    ],
    rows,
  );
}

export async function giftsWorkbook(gifts: GiftList): Promise<Buffer> {
  const column = (key: string) => t(`gifts:file.columns.${key}`);
  return workbookOf(
    t('gifts:file.sheet'),
    [
      { header: column('from'), width: 32 },
      { header: column('kind'), width: 12 },
      { header: column('amount'), width: 16, money: true },
      { header: column('item'), width: 36 },
      { header: column('thanked'), width: 14 },
    ],
    gifts.map((gift) => [
      gift.from,
      t(`gifts:file.kinds.${gift.kind}`),
      gift.amount ?? '',
      gift.item,
      t(gift.thanked ? 'gifts:file.yes' : 'gifts:file.no'),
    ]),
  );
}
