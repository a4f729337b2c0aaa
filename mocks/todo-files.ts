import ExcelJS from 'exceljs';
import ical from 'ical-generator';
import todosTexts from '../locales/ru/todos.json';
import { TODO_PERIOD_CODES } from '../src/contract/todos.ts';
import { periodEntries, toTodo, type MockTodoList } from './todo-store.ts';

/*
 * The mock's downloads: the same columns and events as the server's (server/features/todos/export.ts),
 * so support gets a file that opens. Loaded only when a download is asked for.
 */
const texts = todosTexts.export;

export async function todoWorkbook(list: MockTodoList): Promise<ArrayBuffer> {
  const todos = list.todos.map((todo) => toTodo(todo, list));
  const periods = periodEntries(list);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.sheetName);
  sheet.addRow([texts.title]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow([texts.period, texts.dueDate, texts.task, texts.comment, texts.status]).font = { bold: true };
  for (const code of TODO_PERIOD_CODES) {
    const name = periods.find((period) => period.code === code)!.name;
    for (const todo of todos.filter((candidate) => candidate.period === code)) {
      sheet.addRow([
        name,
        todo.dueDate ?? '',
        todo.task,
        todo.comment.join('\n'),
        todo.checked ? texts.done : texts.notDone,
      ]);
    }
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export function todoCalendar(list: MockTodoList): string {
  const calendar = ical({ name: texts.calendarName });
  for (const todo of list.todos.map((entry) => toTodo(entry, list))) {
    if (todo.checked || !todo.dueDate) continue;
    const day = new Date(`${todo.dueDate}T00:00:00Z`);
    calendar.createEvent({ id: `${todo.id}@wedding-planner`, allDay: true, start: day, summary: todo.task });
  }
  return calendar.toString();
}
