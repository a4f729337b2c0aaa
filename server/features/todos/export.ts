import { loadExcelJS } from '../../lib/exceljs.ts';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { TODO_PERIOD_CODES, type Todo, type TodoPeriodEntry } from '../../../src/contract/todos.ts';
import { t } from '../../lib/i18n.ts';
import { a4Landscape } from '../../lib/print-setup.ts';

/*
 * The two downloads of the checklist: a spreadsheet of every task by period, and a calendar of
 * the open ones for Google, Yandex or Apple calendars.
 */

const RUSSIAN_DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 2027-06-12 as "12 June 2027" the Russian way. */
function russianDate(day: string): string {
  return RUSSIAN_DATE.format(new Date(`${day}T00:00:00Z`));
}

function statusOf(todo: Todo): string {
  const marks = [todo.checked ? t('todos:export.done') : t('todos:export.notDone')];
  if (todo.carriedOver) marks.push(t('todos:export.carriedOver'));
  if (todo.overdue) marks.push(t('todos:export.overdue'));
  return marks.join(', ');
}

/** Russian short date in Excel's number format: 21.01.2027, a real date that sorts and filters. */
const EXCEL_DATE_FORMAT = 'dd.mm.yyyy';
/** Points per printed line of 11 pt Calibri. */
const LINE_HEIGHT = 15;
/** The rows above the tasks: the title, a gap and the column headers, repeated on every printed page. */
const HEADING_ROWS = 3;

/**
 * How many lines a wrapped cell takes in a column `width` characters wide: Excel does not grow a
 * row for wrapped text it writes itself, so without a height the rows overlap when printed.
 */
function wrappedLines(text: string, width: number): number {
  return text.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / (width - 2))), 0);
}

/** The checklist as an .xlsx workbook: a title, then each period's tasks under its name. */
export async function checklistWorkbook(
  todos: readonly Todo[],
  periods: readonly TodoPeriodEntry[],
  weddingDay: string | null,
): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = t('common:appName');
  const sheet = workbook.addWorksheet(t('todos:export.sheetName'));
  // About 150 characters across: one landscape A4 page wide at a readable scale.
  sheet.columns = [
    { key: 'period', width: 18 },
    { key: 'dueDate', width: 12, style: { numFmt: EXCEL_DATE_FORMAT } },
    { key: 'task', width: 48 },
    { key: 'comment', width: 52 },
    { key: 'status', width: 20 },
  ];
  // The title and the headers repeated at the top of each printed page.
  sheet.pageSetup = a4Landscape(HEADING_ROWS);
  const title = sheet.addRow([
    weddingDay ? t('todos:export.titleWithDate', { date: russianDate(weddingDay) }) : t('todos:export.title'),
  ]);
  title.font = { bold: true, size: 14 };
  title.height = 22;
  // The title spans the printed width, so a long one is not cut at the first column's edge.
  sheet.mergeCells(1, 1, 1, 5);
  sheet.addRow([]);
  const header = sheet.addRow([
    t('todos:export.period'),
    t('todos:export.dueDate'),
    t('todos:export.task'),
    t('todos:export.comment'),
    t('todos:export.status'),
  ]);
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: HEADING_ROWS }];

  for (const code of TODO_PERIOD_CODES) {
    const period = periods.find((entry) => entry.code === code)!;
    for (const todo of todos.filter((candidate) => candidate.period === code)) {
      const row = sheet.addRow({
        period: period.name,
        dueDate: todo.dueDate ? new Date(`${todo.dueDate}T00:00:00Z`) : null,
        task: todo.task,
        comment: todo.comment.join('\n'),
        status: statusOf(todo),
      });
      row.alignment = { vertical: 'top', wrapText: true };
      row.getCell('dueDate').numFmt = EXCEL_DATE_FORMAT;
      const widths = sheet.columns.map((column) => column.width ?? 10);
      const texts = [period.name, '', todo.task, todo.comment.join('\n'), statusOf(todo)];
      row.height = LINE_HEIGHT * Math.max(...texts.map((text, index) => wrappedLines(text, widths[index]!)));
      if (todo.checked) row.getCell('status').font = { color: { argb: 'FF2E7D32' } };
      if (todo.overdue) row.getCell('status').font = { color: { argb: 'FFC62828' } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The open tasks as all-day events on their due dates (none without a wedding date). */
export function checklistCalendar(todos: readonly Todo[], periods: readonly TodoPeriodEntry[]): string {
  const calendar = ical({
    name: t('todos:export.calendarName'),
    prodId: { company: 'wedding-planner', product: 'todos', language: 'RU' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const todo of todos) {
    if (todo.checked || !todo.dueDate) continue;
    const period = periods.find((entry) => entry.code === todo.period)!;
    const day = new Date(`${todo.dueDate}T00:00:00Z`);
    calendar.createEvent({
      // A stable UID: importing the file again updates the events instead of doubling them.
      id: `${todo.id}@wedding-planner`,
      allDay: true,
      start: day,
      end: new Date(day.getTime() + 24 * 60 * 60 * 1000),
      summary: todo.task,
      description: [...todo.comment, t('todos:export.calendarPeriod', { period: period.name })].join('\n'),
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator omits the last.
  return `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
