import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, planningDay } from '../../src/contract/todo-calendar.ts';
import { READY_CHECKLIST } from '../../src/contract/todo-checklist.ts';
import { TODO_PERIOD_CODES, type Todo, type TodoPeriodCode, type TodoPeriodEntry } from '../../src/contract/todos.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many ready tasks are filed under the periods before `period`. */
function readyTasksBefore(period: TodoPeriodCode): number {
  const index = TODO_PERIOD_CODES.indexOf(period);
  return READY_CHECKLIST.filter((entry) => TODO_PERIOD_CODES.indexOf(entry.period) < index).length;
}

function readyTasksIn(period: TodoPeriodCode): number {
  return READY_CHECKLIST.filter((entry) => entry.period === period).length;
}

describe.each(databaseTargets)('dates, late start and downloads of the checklist on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  const today = () => planningDay(clock.now());

  /** The wedding `months` calendar months from today, at noon Moscow time, saved as a person does in settings. */
  async function setWeddingIn(user: SignedInUser, months: number) {
    const day = addMonths(today(), months);
    const form = new FormData();
    form.set('registrationDate', `${day}T09:00:00.000Z`);
    const res = await t.api.post('/user/update', form, { cookie: user.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return day;
  }

  /**
   * Logs the couple in again at the test clock's time: a session ends 90 days after its login
   * however it is used, and the clock jumps months ahead.
   */
  async function logInAgain(user: SignedInUser) {
    await t.app.db
      .updateTable('sessions')
      .set({
        created_at: clock.now().toISOString(),
        expires_at: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
      })
      .where('user_id', '=', user.id)
      .execute();
  }

  /** A couple logged in at the test clock's time, subscribed for longer than its jumps. */
  async function couple() {
    const user = await signedInUser(t.app, { subscription: 'active' });
    await logInAgain(user);
    await t.app.db
      .updateTable('subscriptions')
      .set({ expires_at: new Date(clock.now().getTime() + 3650 * DAY_MS).toISOString() })
      .where('wedding_id', '=', user.weddingId)
      .execute();
    return user;
  }

  const list = async (user: SignedInUser) => (await t.api.get('/todos', { cookie: user.cookie })).json<Todo[]>();
  const periods = async (user: SignedInUser) =>
    (await t.api.get('/dictionaries/todos/period', { cookie: user.cookie })).json<TodoPeriodEntry[]>();
  const carried = (todos: Todo[]) => todos.filter((todo) => todo.carriedOver);
  const overdue = (todos: Todo[]) => todos.filter((todo) => todo.overdue);

  it('14 months before the wedding: nothing carried over, nothing overdue, every task dated', async () => {
    const user = await couple();
    const wedding = await setWeddingIn(user, 14);
    const todos = await list(user);
    expect(carried(todos)).toEqual([]);
    expect(overdue(todos)).toEqual([]);
    expect(todos.every((todo) => todo.period === todo.plannedPeriod && todo.dueDate !== null)).toBe(true);
    const byPeriod = Object.fromEntries((await periods(user)).map((period) => [period.code, period]));
    expect(byPeriod.yearOrMore).toMatchObject({
      current: true,
      startDate: null,
      dueDate: addDays(addMonths(wedding, -9), -1),
    });
    expect(byPeriod.weddingDay).toMatchObject({ startDate: wedding, dueDate: wedding, current: false });
    expect(byPeriod.oneDay.dueDate).toBe(addDays(wedding, -1));
    expect(todos.find((todo) => todo.period === 'weddingDay')?.dueDate).toBe(wedding);
  });

  it('3 months before: the tasks of the year, 9 and 6 months move to «за 3 месяца», marked, not overdue', async () => {
    const user = await couple();
    const wedding = await setWeddingIn(user, 3);
    const todos = await list(user);
    expect(overdue(todos)).toEqual([]);
    expect(carried(todos)).toHaveLength(readyTasksBefore('threeMonths'));
    // Spread week by week over the weeks left of «за 3 месяца», not all due on its last day (issue 22).
    const periodDue = addDays(addMonths(wedding, -2), -1);
    for (const todo of carried(todos)) {
      expect(todo.period).toBe('threeMonths');
      expect(['yearOrMore', 'nineMonths', 'sixMonths']).toContain(todo.plannedPeriod);
      expect(todo.dueDate! >= today() && todo.dueDate! <= periodDue).toBe(true);
    }
    expect(new Set(carried(todos).map((todo) => todo.dueDate)).size).toBeGreaterThanOrEqual(4);
    expect(todos.filter((todo) => todo.period === 'threeMonths')).toHaveLength(
      readyTasksBefore('threeMonths') + readyTasksIn('threeMonths'),
    );
    expect((await periods(user)).find((period) => period.current)?.code).toBe('threeMonths');
  });

  it('1 month before: everything up to «за 2 месяца» moves to «за месяц», and nothing is overdue', async () => {
    const user = await couple();
    await setWeddingIn(user, 1);
    const todos = await list(user);
    expect(overdue(todos)).toEqual([]);
    expect(carried(todos)).toHaveLength(readyTasksBefore('oneMonth'));
    expect(new Set(carried(todos).map((todo) => todo.period))).toEqual(new Set(['oneMonth']));
  });

  it('only tasks whose period ends while the couple plans become overdue; done ones never', async () => {
    const user = await couple();
    await setWeddingIn(user, 3);
    const before = await list(user);
    const done = before.find((todo) => todo.period === 'threeMonths' && !todo.carriedOver)!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/todos/${done.id}`,
      headers: user.headers,
      payload: { checked: true },
    });

    clock.advance(35 * DAY_MS); // past the end of «за 3 месяца»
    await logInAgain(user);
    const after = await list(user);
    const inThreeMonths = after.filter((todo) => todo.period === 'threeMonths');
    // The one checked here and «Выбрать дату…», done since the date is set, are not overdue.
    expect(overdue(after)).toHaveLength(inThreeMonths.length - 2);
    expect(after.find((todo) => todo.id === done.id)?.overdue).toBe(false);
    // Carried-over tasks keep their mark, and now count as overdue like the others of their period.
    expect(carried(after)).toHaveLength(readyTasksBefore('threeMonths'));
    expect(carried(after).every((todo) => todo.overdue || todo.checked)).toBe(true);
  });

  it('recomputes when the wedding date changes: later clears the carry-over, sooner carries over afresh', async () => {
    const user = await couple();
    await setWeddingIn(user, 14);
    expect(overdue(await list(user))).toEqual([]); // the couple opens the checklist and starts planning
    clock.advance(183 * DAY_MS); // six months of planning: «за год и более» ends unfinished
    await logInAgain(user);
    let todos = await list(user);
    expect(carried(todos)).toEqual([]);
    // «Выбрать дату…» is done: the date is set.
    expect(overdue(todos)).toHaveLength(readyTasksIn('yearOrMore') - 1);

    await setWeddingIn(user, 2);
    todos = await list(user);
    expect(overdue(todos)).toEqual([]);
    expect(carried(todos)).toHaveLength(readyTasksBefore('twoMonths'));
    expect(new Set(carried(todos).map((todo) => todo.period))).toEqual(new Set(['twoMonths']));

    await setWeddingIn(user, 20);
    todos = await list(user);
    expect(carried(todos)).toEqual([]);
    expect(overdue(todos)).toEqual([]);
  });

  it('keeps a carried-over task where it was filed when its form is saved with the period it shows in', async () => {
    const user = await couple();
    await setWeddingIn(user, 3);
    const todo = carried(await list(user))[0];
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/todos/${todo.id}`,
      headers: user.headers,
      payload: { period: todo.period, task: `${todo.task}!`, comment: todo.comment, checked: false },
    });
    expect(saved.json()).toMatchObject({ period: 'threeMonths', plannedPeriod: todo.plannedPeriod, carriedOver: true });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/todos/${todo.id}`,
      headers: user.headers,
      payload: { period: 'oneWeek' },
    });
    expect(moved.json()).toMatchObject({ period: 'oneWeek', plannedPeriod: 'oneWeek', carriedOver: false });
  });

  it('downloads a real .xlsx by period, with done or not and the comments, under a Russian name', async () => {
    const user = await couple();
    await setWeddingIn(user, 10);
    const [first] = await list(user);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/todos/${first.id}`,
      headers: user.headers,
      payload: { checked: true },
    });

    const res = await t.api.get('/todos/download', { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="todo-list\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe('Список дел к свадьбе.xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Список дел')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    const texts = rows.map((row) => (row ?? []).slice(1).map((cell) => String(cell ?? '')));
    expect(texts[0][0]).toMatch(/^Список дел к свадьбе \d+ \S+ \d{4}/);
    expect(texts[2]).toEqual(['Период', 'Срок', 'Дело', 'Комментарий', 'Статус']);
    const taskRows = texts.slice(3);
    expect(taskRows).toHaveLength(READY_CHECKLIST.length);
    expect(taskRows[0]).toEqual([
      'За год и более',
      String(new Date(`${first.dueDate}T00:00:00Z`)),
      first.task,
      first.comment.join('\n'),
      'Выполнено',
    ]);
    // The first one checked here and «Выбрать дату…», done since the date is set.
    expect(taskRows.filter((row) => row[4] === 'Не выполнено')).toHaveLength(READY_CHECKLIST.length - 2);
    expect(taskRows.at(-1)?.[0]).toBe('После свадьбы');
  });

  it('writes «Срок» as real dates in Russian format, rows tall enough for their text, and a print setup', async () => {
    const user = await couple();
    await setWeddingIn(user, 10);
    const todos = await list(user);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await t.api.get('/todos/download', { cookie: user.cookie })).rawPayload as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Список дел')!;

    const dueCells = todos.map((_todo, index) => sheet.getRow(4 + index).getCell(2));
    for (const [index, cell] of dueCells.entries()) {
      expect(cell.value, todos[index].task).toEqual(new Date(`${todos[index].dueDate}T00:00:00Z`));
      expect(cell.numFmt).toBe('dd.mm.yyyy');
    }
    // Sorting by «Срок» is by date: the first period's date is the earliest, the last one's the latest.
    const times = dueCells.map((cell) => (cell.value as Date).getTime());
    expect(Math.min(...times)).toBe(times[0]);
    expect(Math.max(...times)).toBe(times.at(-1));

    // A task with advice wraps: its row is taller than one line, more so the more it holds.
    const withAdvice = todos.findIndex((todo) => todo.comment.length >= 2);
    expect(sheet.getRow(4 + withAdvice).height).toBeGreaterThanOrEqual(30);
    for (let index = 0; index < todos.length; index++)
      expect(sheet.getRow(4 + index).height).toBeGreaterThanOrEqual(15);

    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:3',
    });
    expect(sheet.getCell('A1').isMerged).toBe(true);
  });

  it('ends the .ics with CRLF after END:VCALENDAR, every line CRLF-terminated as RFC 5545 asks', async () => {
    const user = await couple();
    await setWeddingIn(user, 10);
    for (const body of [
      (await t.api.get('/todos/calendar.ics', { cookie: user.cookie })).body,
      (await t.api.get('/todos/calendar.ics', { cookie: (await couple()).cookie })).body,
    ]) {
      expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    }
  });

  it('gives the open tasks as all-day events on their due dates in an .ics that parses back', async () => {
    const user = await couple();
    await setWeddingIn(user, 10);
    const todos = await list(user);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/todos/${todos[0].id}`,
      headers: user.headers,
      payload: { checked: true },
    });

    const res = await t.api.get('/todos/calendar.ics', { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1])).toBe(
      'Список дел к свадьбе.ics',
    );
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    // Open tasks only: not the first, checked here, nor «Выбрать дату…», done since the date is set.
    const open = todos.slice(1).filter((todo) => !todo.checked);
    expect(events).toHaveLength(open.length);
    expect(open).toHaveLength(todos.length - 2);
    const byTask = new Map(events.map((event) => [event.summary, event]));
    for (const todo of open) {
      const event = byTask.get(todo.task)!;
      expect(event, todo.task).toBeDefined();
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(todo.dueDate);
      expect(event.description).toContain(todo.comment[0] ?? 'Период:');
    }
    expect(byTask.has(todos[0].task)).toBe(false);
  });

  it('«Выбрать дату…» is done once the date is set; a reworded one stays the couple’s', async () => {
    const dateTask = 'Выбрать дату и сезон свадьбы';
    const user = await couple();
    const undated = await list(user);
    expect(undated.find((todo) => todo.task === dateTask)?.checked).toBe(false);
    await setWeddingIn(user, 10);
    expect((await list(user)).find((todo) => todo.task === dateTask)?.checked).toBe(true);

    const other = await couple();
    const own = (await list(other)).find((todo) => todo.task === dateTask)!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/todos/${own.id}`,
      headers: other.headers,
      payload: { task: 'Выбрать дату вместе с родителями' },
    });
    await setWeddingIn(other, 10);
    expect((await list(other)).find((todo) => todo.id === own.id)?.checked).toBe(false);
  });

  it('gives an empty calendar and an undated spreadsheet to a couple without a wedding date', async () => {
    const user = await couple();
    const ics = await t.api.get('/todos/calendar.ics', { cookie: user.cookie });
    expect(new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent')).toEqual([]);
    expect((await t.api.get('/todos/download', { cookie: user.cookie })).statusCode).toBe(200);
  });
});
