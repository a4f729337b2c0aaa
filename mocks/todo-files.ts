import todosTexts from '../locales/ru/todos.json';
import { toTodos, type MockTodoList } from './todo-store.ts';

/*
 * The mock's downloads. The spreadsheet is an empty .xlsx of the right type (the static mock build
 * runs in a browser without Node's Buffer, which the spreadsheet library needs); the calendar is a
 * real iCalendar text of the open tasks, written out by hand as RFC 5545 all-day events.
 */
const texts = todosTexts.export;

/** The smallest valid zip (an empty archive): a file of the right type that opens. */
export function todoWorkbook(): Uint8Array {
  return new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
}

/** Escapes text for an iCalendar value (RFC 5545, 3.3.11). */
const icsText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\n/g, '\\n');

export function todoCalendar(list: MockTodoList): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//wedding-planner//mock//RU',
    `X-WR-CALNAME:${icsText(texts.calendarName)}`,
  ];
  for (const todo of toTodos(list)) {
    if (todo.checked || !todo.dueDate) continue;
    const day = todo.dueDate.replace(/-/g, '');
    lines.push('BEGIN:VEVENT', `UID:${todo.id}@wedding-planner`, `DTSTAMP:${day}T000000Z`, `DTSTART;VALUE=DATE:${day}`);
    lines.push(`SUMMARY:${icsText(todo.task)}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
