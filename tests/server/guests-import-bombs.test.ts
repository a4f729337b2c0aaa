import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { csvText, importForm, xlsxOf } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';
import { lyingAboutSize, xlsxBomb } from '../support/zip-bombs.ts';

const MB = 1024 * 1024;
const INFLATES_TOO_MUCH =
  'Файл распаковывается в слишком большой объём: в списке гостей столько данных быть не может. Сохраните список заново и загрузите ещё раз';

describe.each(databaseTargets)('a guest list built to inflate, on %s', (target) => {
  const t = useTestApp(target);

  const upload = (user: SignedInUser, data: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/guests/import?mode=preview',
      headers: user.headers,
      payload: importForm(data),
    });

  /** Milliseconds /health takes to answer while `work` runs. */
  async function healthDuring<T>(work: Promise<T>): Promise<{ result: T; slowestHealthMs: number }> {
    let slowest = 0;
    let done = false;
    const probing = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
        expect(res.statusCode).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await work.finally(() => (done = true));
    await probing;
    return { result, slowestHealthMs: slowest };
  }

  it('refuses one cell of 150 MB zipped into a small file, with a Russian 413', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const bomb = await xlsxBomb({ cellBytes: 150 * MB });
    expect(bomb.length).toBeLessThan(MB);
    const { result: res, slowestHealthMs } = await healthDuring(upload(anna, bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(INFLATES_TOO_MUCH);
    expect(slowestHealthMs).toBeLessThan(1000);
  });

  it('refuses a sheet whose inflated size the zip understates, while reading it', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const res = await upload(anna, lyingAboutSize(await xlsxBomb({ cellBytes: 40 * MB })));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(INFLATES_TOO_MUCH);
  });

  it('refuses a workbook of many sheets, however small', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const res = await upload(anna, await xlsxBomb({ sheets: 10, cellBytes: 10 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('В файле несколько листов: оставьте один лист со списком гостей');
  });

  it('refuses four bombs at once from four couples while /health keeps answering within a second', async () => {
    const couples = await Promise.all(Array.from({ length: 4 }, () => signedInUser(t.app, { subscription: 'active' })));
    const bomb = lyingAboutSize(await xlsxBomb({ sheets: 10, cellBytes: 40 * MB }), 100);
    const single = lyingAboutSize(await xlsxBomb({ cellBytes: 40 * MB }), 100);
    const { result, slowestHealthMs } = await healthDuring(
      Promise.all(couples.map((couple, i) => upload(couple, i % 2 ? bomb : single))),
    );
    expect(result.map((res) => res.statusCode).sort()).toEqual([413, 413, 422, 422]);
    expect(slowestHealthMs).toBeLessThan(1000);
    // The server is still whole: a real list still imports.
    const file = await xlsxOf([
      ['Имя', 'Сторона'],
      ['Мария Иванова', 'Со стороны невесты'],
    ]);
    const ok = await upload(couples[0]!, file);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().guests).toHaveLength(1);
  });
});

describe.each(databaseTargets)('a guest list has a ceiling, on %s (issue 21, item 6)', (target) => {
  const t = useTestApp(target);

  it('refuses to grow past 5,000 guests, by import or one by one, with a Russian 422', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const rows = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) => [`Гость ${from + i}`, 'Общие']);
    const commit = (count: number, from: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/guests/import?mode=commit',
        headers: anna.headers,
        payload: importForm(csvText([['Имя', 'Сторона'], ...rows(count, from)]), 'guests.csv'),
      });
    expect((await commit(4999, 0)).statusCode).toBe(200);
    const over = await commit(2, 5000);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'В списке может быть не больше 5\u00a0000 гостей. Сейчас в нём 4\u00a0999, в файле 2: уберите лишние строки',
    );
    const add = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/guests', headers: anna.headers, payload: { name, from: 'common' } });
    expect((await add('Последний гость')).statusCode).toBe(200);
    const full = await add('Лишний гость');
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe('В списке уже 5\u00a0000 гостей, больше добавить нельзя');
  });
});
