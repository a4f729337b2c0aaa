import { describe, expect, it } from 'vitest';
import type { Guest } from '../../src/contract/guests.ts';
import {
  FLOOR_HEIGHT,
  FLOOR_WIDTH,
  type Seating,
  type SeatingAutoResult,
  type SeatingRule,
  type SeatingTable,
} from '../../src/contract/seating.ts';
import { TABLE_FOOTPRINT } from '../../src/contract/seating-floor.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(databaseTargets)('the seating plan on %s (issue 26)', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const guest = (user: SignedInUser, name: string, extra: object = {}) =>
    ok<Guest>(user, 'POST', '/guests', { name, from: 'bride', ...extra });
  const table = (user: SignedInUser, name: string, seats: number, extra: object = {}) =>
    ok<SeatingTable>(user, 'POST', '/seating/tables', { name, seats, ...extra });
  const plan = (user: SignedInUser) => ok<Seating>(user, 'GET', '/seating');
  const move = (user: SignedInUser, guestId: string, tableId: string | null) =>
    call(user, 'PUT', `/seating/guests/${guestId}`, { tableId });

  it('adds, changes, moves on the floor and deletes tables; a deleted table’s guests are unseated', async () => {
    const anna = await couple();
    expect(await plan(anna)).toEqual({ tables: [], unseated: [], rules: [], problems: [], expected: null });
    const first = await table(anna, ' Стол молодых ', 6, { shape: 'rect' });
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Стол молодых',
      shape: 'rect',
      seats: 6,
      guestIds: [],
      x: expect.any(Number),
      y: expect.any(Number),
      head: false,
    });
    const second = await table(anna, 'Стол 2', 10);
    expect(second.shape).toBe('round');
    expect([second.x, second.y]).not.toEqual([first.x, first.y]);
    const moved = await ok<SeatingTable>(anna, 'PATCH', `/seating/tables/${second.id}`, { x: 800, y: 420, seats: 8 });
    expect(moved).toMatchObject({ x: 800, y: 420, seats: 8, name: 'Стол 2' });

    const masha = await guest(anna, 'Мария');
    expect((await move(anna, masha.id, second.id)).statusCode).toBe(200);
    expect((await plan(anna)).tables.map((one) => one.guestIds)).toEqual([[], [masha.id]]);
    expect(await ok(anna, 'DELETE', `/seating/tables/${second.id}`)).toEqual({});
    expect(await plan(anna)).toMatchObject({ tables: [{ id: first.id }], unseated: [masha.id] });

    const blank = await call(anna, 'POST', '/seating/tables', { name: ' ', seats: 0 });
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank).seats).toBeDefined();
    expect((await call(anna, 'POST', '/seating/tables', { name: ' ', seats: 4 })).statusCode).toBe(422);
    expect((await call(anna, 'PATCH', '/seating/tables/nope', { seats: 3 })).statusCode).toBe(404);
    expect((await call(anna, 'DELETE', '/seating/tables/nope')).statusCode).toBe(404);
  });

  it('counts a +1 and children as seats, and refuses a move that overfills a table in Russian', async () => {
    const anna = await couple();
    const small = await table(anna, 'Стол 1', 4);
    const family = await guest(anna, 'Семья Петровых', { withHalf: true, children: 'several' });
    const olga = await guest(anna, 'Ольга');
    expect((await move(anna, family.id, small.id)).statusCode).toBe(200);
    const full = await move(anna, olga.id, small.id);
    expect(full.statusCode).toBe(422);
    expect(fieldMessages(full).tableId).toBe('За столом «Стол 1» не хватит мест: Ольга нужно 1, свободно 0');
    // Unseating is always allowed, and the freed seats take the next guest.
    expect((await move(anna, family.id, null)).statusCode).toBe(200);
    const seated = (await move(anna, olga.id, small.id)).json<Seating>();
    expect(seated.tables[0]!.guestIds).toEqual([olga.id]);
    expect(seated.unseated).toEqual([family.id]);
    // A +1 added later overfills the table: listed as a problem, not refused.
    await move(anna, family.id, null);
    const pair = await guest(anna, 'Пара');
    await move(anna, pair.id, small.id);
    await ok(anna, 'PATCH', `/guests/${pair.id}`, { withHalf: true, children: 'several' });
    expect((await plan(anna)).problems).toEqual([{ text: 'За столом «Стол 1» занято 5 мест из 4' }]);

    expect((await move(anna, 'nobody', small.id)).statusCode).toBe(404);
    expect(fieldMessages(await move(anna, olga.id, 'no-table')).tableId).toBe(
      'Стол не найден: возможно, его уже удалили',
    );
  });

  it('keeps «вместе» and «не рядом» on manual moves and lists broken rules', async () => {
    const anna = await couple();
    const [one, two] = [await table(anna, 'Стол 1', 10), await table(anna, 'Стол 2', 10)];
    const [ivan, petr, oleg] = [await guest(anna, 'Иван'), await guest(anna, 'Пётр'), await guest(anna, 'Олег')];
    const together = await ok<SeatingRule>(anna, 'POST', '/seating/rules', {
      kind: 'together',
      guestIds: [ivan.id, petr.id],
    });
    const apart = await ok<SeatingRule>(anna, 'POST', '/seating/rules', {
      kind: 'apart',
      guestIds: [ivan.id, oleg.id],
    });
    expect(together).toEqual({ id: expect.any(String), kind: 'together', guestIds: [ivan.id, petr.id] });

    expect((await move(anna, ivan.id, one.id)).statusCode).toBe(200);
    expect(fieldMessages(await move(anna, petr.id, two.id)).tableId).toBe(
      'Пётр и Иван должны сидеть вместе, а Иван сидит за столом «Стол 1»',
    );
    expect(fieldMessages(await move(anna, oleg.id, one.id)).tableId).toBe(
      'Олег и Иван не должны сидеть рядом, а Иван уже за столом «Стол 1»',
    );
    expect((await move(anna, petr.id, one.id)).statusCode).toBe(200);
    expect((await move(anna, oleg.id, two.id)).statusCode).toBe(200);
    expect((await plan(anna)).problems).toEqual([]);

    // A rule added against the seating is kept and listed.
    await ok(anna, 'POST', '/seating/rules', { kind: 'apart', guestIds: [petr.id, ivan.id] }).catch(() => undefined);
    const duplicate = await call(anna, 'POST', '/seating/rules', { kind: 'apart', guestIds: [petr.id, ivan.id] });
    expect(fieldMessages(duplicate).guestIds).toBe('Для этих двух гостей правило уже есть');
    await ok(anna, 'DELETE', `/seating/rules/${together.id}`);
    await ok(anna, 'POST', '/seating/rules', { kind: 'apart', guestIds: [petr.id, ivan.id] });
    expect((await plan(anna)).problems).toEqual([
      { text: 'Пётр и Иван не должны сидеть рядом, а сидят за одним столом «Стол 1»' },
    ]);
    expect((await call(anna, 'DELETE', `/seating/rules/${together.id}`)).statusCode).toBe(404);
    expect((await plan(anna)).rules.map((rule) => rule.id)).toContain(apart.id);
    const unknown = await call(anna, 'POST', '/seating/rules', { kind: 'apart', guestIds: [ivan.id, 'nobody'] });
    expect(fieldMessages(unknown).guestIds).toBe('Гость не найден в списке гостей');
  });

  it('seats everyone automatically within seats and rules, keeping hand-placed seats', async () => {
    const anna = await couple();
    const tables = [await table(anna, 'Стол 1', 6), await table(anna, 'Стол 2', 6), await table(anna, 'Стол 3', 6)];
    const guests: Guest[] = [];
    for (let index = 0; index < 10; index += 1) {
      guests.push(
        await guest(anna, `Гость ${index + 1}`, {
          from: index % 2 === 0 ? 'bride' : 'groom',
          withHalf: index % 3 === 0,
          children: index === 4 ? 'one' : 'none',
        }),
      );
    }
    const [a, b, c, d] = guests as [Guest, Guest, Guest, Guest];
    await ok(anna, 'POST', '/seating/rules', { kind: 'together', guestIds: [a.id, b.id] });
    await ok(anna, 'POST', '/seating/rules', { kind: 'apart', guestIds: [c.id, d.id] });
    await move(anna, c.id, tables[2]!.id);

    const result = await ok<SeatingAutoResult>(anna, 'POST', '/seating/auto');
    expect(result.unseated).toEqual([]);
    expect(result.report).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.seated).toBe(9);
    const at = (id: string) => result.tables.find((one) => one.guestIds.includes(id))!.id;
    expect(at(c.id)).toBe(tables[2]!.id);
    expect(at(a.id)).toBe(at(b.id));
    expect(at(c.id)).not.toBe(at(d.id));
    expect(await plan(anna)).toEqual({
      tables: result.tables,
      unseated: [],
      rules: result.rules,
      problems: [],
      expected: null,
    });
    // Nothing left to seat: a second run changes nothing.
    expect((await ok<SeatingAutoResult>(anna, 'POST', '/seating/auto')).seated).toBe(0);
  });

  it('expects by default the guests confirmed or invited to the banquet, and seats them alone unless asked for all', async () => {
    const anna = await couple();
    const invitedToBanquet = await guest(anna, 'Банкетный Гость');
    const registrationOnly = await guest(anna, 'Только ЗАГС');
    const declined = await guest(anna, 'Отказался Банкет');
    const confirmed = await guest(anna, 'Подтвердил Сам', { checked: true });
    const notInvited = await guest(anna, 'Не Приглашён');
    await table(anna, 'Стол 1', 20);
    // With no invitation yet, everyone is expected.
    expect((await plan(anna)).expected).toBeNull();
    const events = await ok<Array<{ id: string; name: string }>>(anna, 'GET', '/events');
    const registration = events.find((event) => event.name === 'Регистрация')!;
    const banquet = events.find((event) => event.name === 'Банкет')!;
    const invite = (guestIds: string[], eventIds: string[]) =>
      ok<{ url: string }>(anna, 'POST', '/invitations', { guestIds, eventIds });
    await invite([invitedToBanquet.id], [registration.id, banquet.id]);
    await invite([registrationOnly.id], [registration.id]);
    const refusal = await invite([declined.id], [banquet.id]);
    const token = refusal.url.split('/').pop()!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rsvp/${token}`,
      payload: { answers: [{ guestId: declined.id, eventId: banquet.id, coming: false }] },
    });
    expect(answered.statusCode).toBe(200);
    expect((await plan(anna)).expected).toEqual([invitedToBanquet.id, confirmed.id]);

    const auto = await ok<SeatingAutoResult>(anna, 'POST', '/seating/auto');
    expect(auto.seated).toBe(2);
    expect(auto.unseated).toEqual([registrationOnly.id, declined.id, notInvited.id]);
    const all = await ok<SeatingAutoResult>(anna, 'POST', '/seating/auto?guests=all');
    expect(all.seated).toBe(3);
    expect(all.unseated).toEqual([]);
    expect((await call(anna, 'POST', '/seating/auto?guests=some')).statusCode).toBe(422);
  });

  it('reports rules that cannot all be kept, and guests left without room', async () => {
    const anna = await couple();
    await table(anna, 'Стол 1', 2);
    await table(anna, 'Стол 2', 2);
    const [a, b, c] = [await guest(anna, 'Анна'), await guest(anna, 'Борис'), await guest(anna, 'Вера')];
    const extra = await guest(anna, 'Глеб', { withHalf: true });
    await ok(anna, 'POST', '/seating/rules', { kind: 'together', guestIds: [a.id, b.id] });
    await ok(anna, 'POST', '/seating/rules', { kind: 'together', guestIds: [b.id, c.id] });
    await ok(anna, 'POST', '/seating/rules', { kind: 'apart', guestIds: [a.id, c.id] });
    const result = await ok<SeatingAutoResult>(anna, 'POST', '/seating/auto');
    const texts = result.report.map((entry) => entry.text);
    expect(texts.some((text) => text.startsWith('Не удалось посадить вместе'))).toBe(true);
    expect(texts.some((text) => text.includes('не хватило свободных мест'))).toBe(true);
    expect(result.unseated.length).toBeGreaterThan(0);
    for (const one of result.tables) expect(one.guestIds.length).toBeLessThanOrEqual(2);
    const at = (id: string) => result.tables.find((one) => one.guestIds.includes(id))?.id;
    expect(at(a.id) === undefined || at(a.id) !== at(c.id)).toBe(true);
    expect(extra.withHalf).toBe(true);
  });

  it('a removed guest leaves their seat and their rules', async () => {
    const anna = await couple();
    const one = await table(anna, 'Стол 1', 2);
    const [ivan, petr] = [await guest(anna, 'Иван'), await guest(anna, 'Пётр')];
    await ok(anna, 'POST', '/seating/rules', { kind: 'together', guestIds: [ivan.id, petr.id] });
    await move(anna, ivan.id, one.id);
    await move(anna, petr.id, one.id);
    await ok(anna, 'DELETE', `/guests/${ivan.id}`);
    expect(await plan(anna)).toMatchObject({ tables: [{ guestIds: [petr.id] }], unseated: [], rules: [] });
    const olga = await guest(anna, 'Ольга');
    expect((await move(anna, olga.id, one.id)).statusCode).toBe(200);
  });

  it('leaves activity entries for its writes, naming a deleted table', async () => {
    const anna = await couple();
    const one = await table(anna, 'Стол у окна', 4);
    const masha = await guest(anna, 'Мария');
    await move(anna, masha.id, one.id);
    await ok(anna, 'POST', '/seating/auto');
    await ok(anna, 'DELETE', `/seating/tables/${one.id}`);
    const activity = await ok<Array<{ action: string; what: string | null }>>(anna, 'GET', '/wedding/activity');
    expect(activity.slice(0, 5).map((entry) => [entry.action, entry.what])).toEqual([
      ['seatingTableDeleted', 'Стол у окна'],
      ['seatingAuto', null],
      ['seatingGuestMoved', null],
      ['guestAdded', 'Мария'],
      ['seatingTableAdded', 'Стол у окна'],
    ]);
  });

  it('keeps weddings apart', async () => {
    const anna = await couple();
    const boris = await couple();
    const annas = await table(anna, 'Стол Анны', 4);
    const masha = await guest(anna, 'Мария');
    const borisGuest = await guest(boris, 'Борис');
    expect((await plan(boris)).tables).toEqual([]);
    expect((await call(boris, 'PATCH', `/seating/tables/${annas.id}`, { seats: 2 })).statusCode).toBe(404);
    expect((await call(boris, 'DELETE', `/seating/tables/${annas.id}`)).statusCode).toBe(404);
    expect((await move(boris, masha.id, null)).statusCode).toBe(404);
    expect(fieldMessages(await move(boris, borisGuest.id, annas.id)).tableId).toBe(
      'Стол не найден: возможно, его уже удалили',
    );
    const foreign = await call(boris, 'POST', '/seating/rules', { kind: 'apart', guestIds: [borisGuest.id, masha.id] });
    expect(foreign.statusCode).toBe(422);
    await ok(boris, 'POST', '/seating/auto');
    expect((await plan(anna)).unseated).toEqual([masha.id]);
  });

  it('downloads the seating by table as an .xlsx', async () => {
    const anna = await couple();
    const one = await table(anna, 'Стол 1', 4);
    const masha = await guest(anna, 'Мария', { withHalf: true, halfName: 'Игорь' });
    await guest(anna, 'Ольга');
    await move(anna, masha.id, one.id);
    const res = await call(anna, 'GET', '/seating/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('seating-plan.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).join('|')));
    expect(rows[0]).toBe('Стол|Гость|+1|Дети|Мест|Сторона|Комментарий');
    expect(rows[1]).toBe('Стол 1: занято 2 из 4 мест');
    expect(rows[2]).toMatch(/^Стол 1\|Мария\|Игорь\|\|2\|/);
    expect(rows).toContain('Без места');
  });

  it('places new tables in free room on the floor: none overlaps another or crosses an edge (issue 38, item 7)', async () => {
    const anna = await couple();
    const tables: SeatingTable[] = [];
    for (let n = 1; n <= 12; n += 1)
      tables.push(await table(anna, `Стол ${n}`, 10, n % 4 === 0 ? { shape: 'rect' } : {}));
    const { width, height } = TABLE_FOOTPRINT;
    for (const one of tables) {
      expect(one.x - width / 2, one.name).toBeGreaterThanOrEqual(0);
      expect(one.y - height / 2, one.name).toBeGreaterThanOrEqual(0);
      expect(one.x + width / 2, one.name).toBeLessThanOrEqual(FLOOR_WIDTH);
      expect(one.y + height / 2, one.name).toBeLessThanOrEqual(FLOOR_HEIGHT);
      for (const other of tables) {
        if (other === one) continue;
        const apart = Math.abs(one.x - other.x) >= width || Math.abs(one.y - other.y) >= height;
        expect(apart, `${one.name} and ${other.name}`).toBe(true);
      }
    }
    // A table moved by hand onto the next free place: the next new table goes round it.
    await ok(anna, 'PATCH', `/seating/tables/${tables[0]!.id}`, { x: 800, y: 825 });
    const next = await table(anna, 'Стол 13', 8);
    expect([next.x, next.y]).toEqual([160, 165]);
  });

  it('keeps the head table for whom the couple seat there: the automatic seating never seats others at it', async () => {
    const anna = await couple();
    const head = await table(anna, 'Стол молодожёнов', 6, { shape: 'rect', head: true });
    expect(head.head).toBe(true);
    const other = await table(anna, 'Стол 1', 4);
    const parents = await guest(anna, 'Ольга Петрова', { withHalf: true });
    expect((await move(anna, parents.id, head.id)).statusCode).toBe(200);
    const strangers = [];
    for (const name of ['Иван', 'Пётр', 'Анна', 'Мария', 'Олег', 'Дарья']) strangers.push(await guest(anna, name));
    const seated = await ok<SeatingAutoResult>(anna, 'POST', '/seating/auto');
    const byId = new Map(seated.tables.map((one) => [one.id, one]));
    expect(byId.get(head.id)!.guestIds).toEqual([parents.id]);
    expect(byId.get(other.id)!.guestIds).toHaveLength(4);
    // Two left without a seat, though the head table has four free: reported, not seated there.
    expect(seated.unseated).toHaveLength(2);
    expect(seated.report).toHaveLength(2);
    // The flag comes off by hand, and then the automatic seating may use the table.
    expect((await ok<SeatingTable>(anna, 'PATCH', `/seating/tables/${head.id}`, { head: false })).head).toBe(false);
    const again = await ok<SeatingAutoResult>(anna, 'POST', '/seating/auto');
    expect(again.unseated).toEqual([]);
    expect(again.tables.find((one) => one.id === head.id)!.guestIds).toHaveLength(3);
  });
});
