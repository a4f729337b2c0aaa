import type { Writable } from 'node:stream';
import { loadExcelJS } from '../../lib/exceljs.ts';
import { answerCells, answerColumnHeaders, type WeddingAnswers } from '../../../src/contract/guest-answers.ts';
import type { Guest, ImportedGuest } from '../../../src/contract/guests.ts';
import { guestTotals } from '../../../src/contract/people-rules.ts';
import { t } from '../../lib/i18n.ts';
import { a4Landscape } from '../../lib/print-setup.ts';
import { GUEST_COLUMNS, guestCells } from '../../../src/contract/guest-file.ts';
import { columnHeader, guestTexts } from './texts.ts';

/*
 * The guest list as an .xlsx, written row by row into a stream (exceljs's streaming writer), so a
 * venue's list of thousands goes out without the whole workbook in memory.
 */

/** The totals line under the list; the import recognises and skips it. */
export function totalsText(guests: readonly ImportedGuest[]): string {
  return t('guests:file.totals', guestTotals(guests));
}

const NO_ANSWERS: WeddingAnswers = { events: [], invitations: [] };
const ANSWER_WIDTH = 16;

/**
 * Writes the workbook into `out` and resolves when it is complete. `template` leaves out the
 * totals, giving a file with headers only. `answers` adds, once anyone is invited, each part of the
 * day's answer of every guest and +1 and their diets after the list's columns (the import skips them).
 */
export async function writeGuestWorkbook(
  out: Writable,
  guests: readonly Guest[],
  { template = false, answers = NO_ANSWERS }: { template?: boolean; answers?: WeddingAnswers } = {},
): Promise<void> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t('guests:file.sheet'), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    // The headers repeated at the top of each printed page.
    pageSetup: a4Landscape(1),
  });
  sheet.columns = [
    ...GUEST_COLUMNS.map(({ key, width }) => ({ key, width, header: columnHeader(key) })),
    ...answerColumnHeaders(guestTexts, answers, guests).map((header) => ({ header, width: ANSWER_WIDTH })),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const guest of guests) {
    sheet.addRow([...guestCells(guestTexts, guest), ...answerCells(guestTexts, answers, guests, guest)]).commit();
  }
  if (!template) {
    sheet.addRow([]).commit();
    const totals = sheet.addRow([totalsText(guests)]);
    totals.font = { bold: true };
    totals.commit();
  }
  sheet.commit();
  await workbook.commit();
}
