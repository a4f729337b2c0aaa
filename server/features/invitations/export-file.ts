import type { Writable } from 'node:stream';
import { loadExcelJS } from '../../lib/exceljs.ts';
import { t } from '../../lib/i18n.ts';
import { a4Landscape } from '../../lib/print-setup.ts';
import type { answersForExport } from './service.ts';

type PartAnswers = Awaited<ReturnType<typeof answersForExport>>[number];

/** Excel refuses sheet names over 31 characters, with []:*?/\ or the same name twice. */
function sheetName(name: string, used: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 28) || '-';
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${base} ${n}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The answers for the caterer: a sheet per part of the day with a row per person coming (a guest, a
 * +1, each with their own diet, counting one), a row for a household's children (counting them as
 * people and as children: people-rules.ts), and the totals of people and children; nothing else
 * (no contacts, no messages, no couple's note).
 */
export async function writeAnswersWorkbook(out: Writable, parts: readonly PartAnswers[]): Promise<void> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const used = new Set<string>();
  for (const part of parts) {
    const sheet = workbook.addWorksheet(sheetName(part.name, used), {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
      pageSetup: a4Landscape(1),
    });
    sheet.columns = [
      { key: 'name', width: 32, header: t('rsvp:file.guest') },
      { key: 'with', width: 28, header: t('rsvp:file.with') },
      { key: 'people', width: 14, header: t('rsvp:file.people') },
      { key: 'children', width: 14, header: t('rsvp:file.children') },
      { key: 'diet', width: 48, header: t('rsvp:file.diet') },
    ];
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for (const row of part.rows) sheet.addRow(row).commit();
    sheet.addRow([]).commit();
    const people = part.rows.reduce((sum, row) => sum + row.people, 0);
    const children = part.rows.reduce((sum, row) => sum + row.children, 0);
    const totals = sheet.addRow([t('rsvp:file.totals'), '', people, children, '']);
    totals.font = { bold: true };
    totals.commit();
    sheet.commit();
  }
  if (parts.length === 0) workbook.addWorksheet(t('rsvp:file.empty')).commit();
  await workbook.commit();
}
