import { describe, expect, it } from 'vitest';
import type { Guest, GuestImportResult } from '../../src/contract/guests.ts';
import { databaseTargets } from '../support/databases.ts';
import { HEADERS, csvText, importForm, readXlsxRows, windows1251, xlsxOf } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const withoutIds = (guests: Guest[]) => guests.map(({ id: _id, ...rest }) => rest);

describe.each(databaseTargets)('the guest list file, out and in, on %s', (target) => {
  const t = useTestApp(target);

  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const get = (user: SignedInUser, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });
  const list = async (user: SignedInUser) => (await get(user, '/guests')).json<Guest[]>();
  const add = (user: SignedInUser, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/guests', headers: user.headers, payload: body });
  const upload = (user: SignedInUser, data: Buffer | string, mode: 'preview' | 'commit', fileName?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/guests/import?mode=${mode}`,
      headers: user.headers,
      payload: importForm(data, fileName),
    });

  async function coupleWithGuests() {
    const anna = await couple();
    await add(anna, { name: 'Мария Иванова', from: 'bride', withHalf: true, checked: true, category: ['family'] });
    await add(anna, { name: 'Пётр Смирнов', from: 'groom', withHalf: true, halfName: 'Ольга Смирнова' });
    await add(anna, {
      name: 'Ёлкины; «Дядя Ваня»',
      from: 'common',
      children: 'several',
      comment: 'Приедут из Твери, нужен ночлег',
      category: ['relatives', 'neighbours'],
    });
    return anna;
  }

  it('exports an .xlsx with Russian headers, words, totals and a Russian file name', async () => {
    const anna = await coupleWithGuests();
    await add(await couple(), { name: 'Чужой гость', from: 'bride' });
    const res = await get(anna, '/guests/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="guest-list.xlsx"; filename*=UTF-8''${encodeURIComponent('Список гостей.xlsx')}`,
    );
    const rows = await readXlsxRows(res.rawPayload);
    expect(rows).toEqual([
      HEADERS,
      ['Мария Иванова', 'Да', '', 'Со стороны невесты', 'Без детей', 'Семья', '', 'Да'],
      ['Пётр Смирнов', 'Да', 'Ольга Смирнова', 'Со стороны жениха', 'Без детей', '', '', 'Нет'],
      [
        'Ёлкины; «Дядя Ваня»',
        'Нет',
        '',
        'Общие',
        'С детьми',
        'Родственники, Соседи',
        'Приедут из Твери, нужен ночлег',
        'Нет',
      ],
      [],
      // 3 guests; people: 2 + 2 + (1 + 2 children); confirmed: Мария and her +1.
      ['Итого: гостей 3, человек 7 (из них детей 2), подтвердили человек: 2'],
    ]);
  });

  it('writes set column widths and a frozen header', async () => {
    const anna = await coupleWithGuests();
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(anna, '/guests/download')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Гости');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(32);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('prints on landscape A4 pages one page wide, the headers repeated on each page', async () => {
    const anna = await coupleWithGuests();
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(anna, '/guests/download')).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
  });

  it('imports an exported file into another couple unchanged', async () => {
    const anna = await coupleWithGuests();
    const file = (await get(anna, '/guests/download')).rawPayload;
    const olga = await couple();
    const preview = await upload(olga, file, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<GuestImportResult>()).toMatchObject({
      mode: 'preview',
      rejected: [],
      totals: { guests: 3, people: 7, children: 2, confirmed: 2 },
      imported: 0,
    });
    expect(await list(olga)).toEqual([]);

    const commit = await upload(olga, file, 'commit');
    expect(commit.json()).toMatchObject({ mode: 'commit', imported: 3 });
    expect(withoutIds(await list(olga))).toEqual(withoutIds(await list(anna)));
  });

  it('offers an empty template with the headers, which imports as "no guests"', async () => {
    const anna = await couple();
    const res = await get(anna, '/guests/template');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Шаблон списка гостей.xlsx')}`,
    );
    const rows = await readXlsxRows(res.rawPayload);
    expect(rows).toEqual([HEADERS]);
    const back = await upload(anna, res.rawPayload, 'preview');
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe('В файле нет ни одного гостя');
  });

  const csvRows = [
    ['Имя', 'Сторона', '+1', 'Имя спутника', 'Категории', 'Подтвердил', 'e-mail', 'Телефон'],
    ['Анна Ёлкина', 'со стороны невесты', 'да', '', 'Друзья; Коллеги', 'нет', ' anna@example.test ', '8 916 123-45-67'],
    ['Игорь «Гоша» Петров', 'Со стороны жениха', '', 'Светлана', '', 'Да', '', ''],
  ];
  const expectedFromCsv = [
    {
      name: 'Анна Ёлкина',
      withHalf: true,
      halfName: null,
      from: 'bride',
      children: 'none',
      comment: '',
      category: ['friends', 'colleagues'],
      checked: false,
      email: 'anna@example.test',
      phone: '8 916 123-45-67',
    },
    {
      name: 'Игорь «Гоша» Петров',
      withHalf: true,
      halfName: 'Светлана',
      from: 'groom',
      children: 'none',
      comment: '',
      category: [],
      checked: true,
      email: null,
      phone: null,
    },
  ];

  it('imports a CSV as Russian Excel saves it in UTF-8 with a BOM', async () => {
    const anna = await couple();
    const res = await upload(anna, `\uFEFF${csvText(csvRows)}`, 'commit', 'guests.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(withoutIds(await list(anna))).toEqual(expectedFromCsv);
  });

  it('imports a CSV as Russian Excel saves it in Windows-1251', async () => {
    const anna = await couple();
    const res = await upload(anna, windows1251(csvText(csvRows)), 'commit', 'guests.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(withoutIds(await list(anna))).toEqual(expectedFromCsv);
  });

  it('previews rejected rows with their line and a Russian reason, and a commit then writes nothing', async () => {
    const anna = await couple();
    const file = await xlsxOf([
      ['Имя', 'Сторона', 'Дети', '+1'],
      ['Мария', 'Со стороны невесты', '', ''],
      ['', 'Общие', '', ''],
      ['Иван', 'С работы', '', ''],
      ['Олег', 'Общие', 'трое', ''],
      ['Света', 'Общие', '', 'может быть'],
    ]);
    const preview = await upload(anna, file, 'preview');
    expect(preview.statusCode).toBe(200);
    const result = preview.json<GuestImportResult>();
    expect(result.guests.map((g) => g.name)).toEqual(['Мария']);
    expect(result.rejected).toEqual([
      { line: 3, reason: 'Не указано имя' },
      {
        line: 4,
        reason: 'Сторона «С работы» не из списка: «Со стороны невесты», «Со стороны жениха», «Общие»',
      },
      { line: 5, reason: 'Значение «трое» в столбце «Дети» не из списка: «Без детей», «С ребёнком», «С детьми»' },
      { line: 6, reason: 'В столбце «+1» должно быть «Да» или «Нет», а не «может быть»' },
    ]);
    const commit = await upload(anna, file, 'commit');
    expect(commit.statusCode).toBe(422);
    expect(commit.json().message).toContain('Файл не загружен');
    expect(await list(anna)).toEqual([]);
  });

  it("reads «Невеста», «Жених» and «Оба» in the side column as the bride's, the groom's and the common side", async () => {
    const anna = await couple();
    const file = await xlsxOf([
      ['Имя', 'Сторона'],
      ['Мария', 'Невеста'],
      ['Иван', 'жених'],
      ['Олег', 'Оба'],
    ]);
    const preview = await upload(anna, file, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json<GuestImportResult>();
    expect(result.rejected).toEqual([]);
    expect(result.guests.map((g) => [g.name, g.from])).toEqual([
      ['Мария', 'bride'],
      ['Иван', 'groom'],
      ['Олег', 'common'],
    ]);
  });

  it('refuses bad files with a clear 4xx and changes nothing', async () => {
    const anna = await coupleWithGuests();
    const before = await list(anna);
    const cases: Array<{ data: Buffer | string; status: number; message: string }> = [
      {
        data: Buffer.from('%PDF-1.7\n\u0000\u0001binary'),
        status: 415,
        message: 'Это не таблица: загрузите файл .xlsx или .csv',
      },
      {
        data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
        status: 415,
        message: 'Это не таблица: загрузите файл .xlsx или .csv',
      },
      { data: '', status: 422, message: 'В файле нет ни одного гостя' },
      { data: csvText([HEADERS]), status: 422, message: 'В файле нет ни одного гостя' },
      {
        data: csvText([
          ['ФИО', 'Телефон'],
          ['Мария', '+7 900 000-00-00'],
        ]),
        status: 422,
        message: 'В файле нет нужных столбцов: «Имя», «Сторона». Скачайте шаблон и заполните его',
      },
      {
        data: csvText([['Имя', 'Сторона'], ...Array.from({ length: 5001 }, (_, i) => [`Гость ${i}`, 'Общие'])]),
        status: 422,
        message: 'В файле больше 5\u00a0000 строк: разделите его на части',
      },
      {
        data: Buffer.alloc(5 * 1024 * 1024 + 1, 0x41),
        status: 413,
        message: 'Файл слишком большой: не больше 5 МБ',
      },
    ];
    for (const { data, status, message } of cases) {
      for (const mode of ['preview', 'commit'] as const) {
        const res = await upload(anna, data, mode);
        expect(res.statusCode, `${mode}: ${message}`).toBe(status);
        expect(res.json().message).toBe(message);
      }
    }
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guests/import?mode=commit',
      headers: { ...anna.headers, 'content-type': 'application/json' },
      payload: { file: 'guests.xlsx' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(await list(anna)).toEqual(before);
  });

  it('needs a live subscription to import, and only writes into the signed-in couple', async () => {
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    const file = csvText([
      ['Имя', 'Сторона'],
      ['Мария', 'Общие'],
    ]);
    expect((await upload(ended, file, 'commit')).statusCode).toBe(403);
    const anna = await couple();
    const olga = await couple();
    expect((await upload(anna, file, 'commit')).statusCode).toBe(200);
    expect(await list(olga)).toEqual([]);
    expect((await list(anna)).map((g) => g.name)).toEqual(['Мария']);
  });
});
