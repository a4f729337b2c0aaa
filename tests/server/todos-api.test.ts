import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import todosTexts from '../../locales/ru/todos.json' with { type: 'json' };
import { READY_CHECKLIST } from '../../src/contract/todo-checklist.ts';
import { TODO_PERIOD_CODES, type Todo, type TodoPeriodEntry } from '../../src/contract/todos.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const REQUIRED = 'Поле не может быть пустым';
const WRONG = 'Поле не заполнено или заполнено неверно';
const TOO_LONG = 'Количество символов превышает максимально допустимое: не более 500 символов';
const NOT_FOUND = 'Запись не найдена';

describe.each(databaseTargets)('the to-do checklist on %s', (target) => {
  const t = useTestApp(target);

  const patch = (user: SignedInUser, id: string, payload: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/todos/${id}`, headers: user.headers, payload: payload as object });
  const list = async (user: SignedInUser) => {
    const res = await t.api.get('/todos', { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    return res.json<Todo[]>();
  };
  const create = (user: SignedInUser, body: unknown) => t.api.post('/todos', body, { cookie: user.cookie });

  it('gives a new couple the ready Russian checklist: every period, real tasks, many with advice', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const todos = await list(user);
    expect(todos).toHaveLength(READY_CHECKLIST.length);
    expect(todos.length).toBeGreaterThanOrEqual(60);
    expect(new Set(todos.map((todo) => todo.period))).toEqual(new Set(TODO_PERIOD_CODES));
    expect(todos.filter((todo) => todo.comment.length > 0).length).toBeGreaterThanOrEqual(40);
    expect(todos.every((todo) => !todo.checked && /[а-яё]/i.test(todo.task))).toBe(true);

    const application = todos.find((todo) => todo.task === 'Подать заявление в ЗАГС')!;
    expect(application.comment.join(' ')).toMatch(/не раньше чем за 12 месяцев и не позже чем за месяц/);
    expect(application.comment.join(' ')).toMatch(/Госуслуги/);
    expect(todos.find((todo) => todo.task.startsWith('Оплатить госпошлину'))).toBeDefined();
    const documents = todos.find((todo) => todo.task === 'Подготовить документы для ЗАГСа')!;
    expect(documents.comment).toContain('Паспорта обоих');
    expect(documents.comment.join(' ')).toMatch(/Свидетельство о расторжении прежнего брака/);

    // Without a wedding date nothing is dated, carried over or overdue; the periods still list.
    expect(todos.every((todo) => todo.dueDate === null && !todo.carriedOver && !todo.overdue)).toBe(true);
    const periods = (await t.api.get('/dictionaries/todos/period', { cookie: user.cookie })).json<TodoPeriodEntry[]>();
    expect(periods.map((period) => period.name)).toEqual([
      'За год и более',
      'За 9 месяцев',
      'За 6 месяцев',
      'За 3 месяца',
      'За 2 месяца',
      'За месяц',
      'За 2 недели',
      'За неделю',
      'За день',
      'В день свадьбы',
      'После свадьбы',
    ]);
    expect(periods.every((period) => period.dueDate === null && !period.current)).toBe(true);
  });

  it('makes the ready checklist once: a couple who deletes every task keeps an empty list', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const [first, second] = await Promise.all([list(user), list(user)]);
    expect(first).toHaveLength(READY_CHECKLIST.length);
    expect(second).toHaveLength(READY_CHECKLIST.length);
    for (const todo of first) {
      expect((await t.api.delete(`/todos/${todo.id}`, { cookie: user.cookie })).statusCode).toBe(200);
    }
    expect(await list(user)).toEqual([]);
  });

  it('adds, reads, changes and deletes a to-do with comment lines', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const created = await create(user, {
      period: 'twoMonths',
      task: '  Заказать фотобудку  ',
      comment: ['Сравнить три студии', '   ', 'Уточнить доставку'],
    });
    expect(created.statusCode).toBe(200);
    const todo = created.json<Todo>();
    expect(todo).toMatchObject({
      period: 'twoMonths',
      plannedPeriod: 'twoMonths',
      task: 'Заказать фотобудку',
      comment: ['Сравнить три студии', 'Уточнить доставку'],
      checked: false,
    });
    expect((await list(user)).at(-1)).toEqual(todo);

    const changed = await patch(user, todo.id, {
      period: 'oneMonth',
      task: 'Заказать фотобудку с печатью',
      comment: ['Студия «Кадр»'],
      checked: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      period: 'oneMonth',
      task: 'Заказать фотобудку с печатью',
      comment: ['Студия «Кадр»'],
    });

    const ticked = await patch(user, todo.id, { checked: true });
    expect(ticked.json()).toMatchObject({
      checked: true,
      task: 'Заказать фотобудку с печатью',
      comment: ['Студия «Кадр»'],
    });
    expect((await list(user)).find((entry) => entry.id === todo.id)?.checked).toBe(true);

    expect((await t.api.delete(`/todos/${todo.id}`, { cookie: user.cookie })).json()).toEqual({});
    expect((await list(user)).some((entry) => entry.id === todo.id)).toBe(false);
    expect((await t.api.delete(`/todos/${todo.id}`, { cookie: user.cookie })).statusCode).toBe(404);
  });

  it('lets the couple edit and delete the ready tasks like their own', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const [first, second] = await list(user);
    expect((await patch(user, first.id, { task: 'Наш бюджет: 800 тысяч', comment: [] })).json()).toMatchObject({
      task: 'Наш бюджет: 800 тысяч',
      comment: [],
    });
    expect((await t.api.delete(`/todos/${second.id}`, { cookie: user.cookie })).statusCode).toBe(200);
    const after = await list(user);
    expect(after[0].task).toBe('Наш бюджет: 800 тысяч');
    expect(after.some((todo) => todo.id === second.id)).toBe(false);
  });

  it('refuses bad input field by field in Russian', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const empty = await create(user, {});
    expect(empty.statusCode).toBe(422);
    expect(fieldMessages(empty)).toEqual({ period: REQUIRED, task: REQUIRED });

    const blank = await create(user, { period: '', task: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank)).toMatchObject({ period: REQUIRED });
    const blankTask = await create(user, { period: 'oneWeek', task: '   ' });
    expect(fieldMessages(blankTask)).toEqual({ task: REQUIRED });

    const wrong = await create(user, { period: 'someday', task: 'x'.repeat(501), comment: 'одной строкой' });
    expect(fieldMessages(wrong)).toEqual({ period: WRONG, task: TOO_LONG, comment: WRONG });

    const lineBreak = await create(user, { period: 'oneWeek', task: 'Дело', comment: ['две\nстроки'] });
    expect(fieldMessages(lineBreak)).toEqual({ comment: WRONG });

    const [todo] = await list(user);
    expect(fieldMessages(await patch(user, todo.id, { checked: 'yes' }))).toEqual({ checked: WRONG });
    expect(fieldMessages(await patch(user, todo.id, { task: '' }))).toEqual({ task: REQUIRED });

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/todos',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"task":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('never shows or changes another couple’s to-dos: a foreign or unknown id is 404', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const olga = await signedInUser(t.app, { subscription: 'active' });
    const [annas] = await list(anna);
    const olgas = await list(olga);
    expect(olgas.some((todo) => todo.id === annas.id)).toBe(false);

    for (const res of [
      await patch(olga, annas.id, { checked: true }),
      await t.api.delete(`/todos/${annas.id}`, { cookie: olga.cookie }),
      await patch(olga, 'no-such-id', { checked: true }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND);
    }
    expect((await list(anna))[0]).toEqual(annas);
  });

  it('lets an ended subscription read and download but not write, and a never-subscribed couple nothing', async () => {
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    expect((await t.api.get('/todos', { cookie: ended.cookie })).statusCode).toBe(200);
    expect((await t.api.get('/todos/download', { cookie: ended.cookie })).statusCode).toBe(200);
    expect((await create(ended, { period: 'oneWeek', task: 'Дело' })).statusCode).toBe(403);

    const never = await signedInUser(t.app);
    for (const url of ['/todos', '/dictionaries/todos/period', '/todos/download', '/todos/calendar.ics']) {
      expect((await t.api.get(url, { cookie: never.cookie })).statusCode, url).toBe(403);
      expect((await t.api.get(url)).statusCode, url).toBe(401);
    }
  });

  it('keeps every period name in the catalogue', () => {
    expect(Object.keys(todosTexts.periods)).toEqual([...TODO_PERIOD_CODES]);
    for (const entry of READY_CHECKLIST) {
      expect(todosTexts.checklist, entry.key).toHaveProperty(entry.key);
    }
    expect(Object.keys(todosTexts.checklist)).toHaveLength(READY_CHECKLIST.length);
  });
});
