import { buffer as readAll } from 'node:stream/consumers';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import type { Guest, GuestImportResult } from '../../src/contract/guests.ts';
import { databaseTargets } from '../support/databases.ts';
import { csvText, importForm } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/** An OpenDocument spreadsheet as LibreOffice writes it: a zip, but not an Excel workbook. */
async function odsFile(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/vnd.oasis.opendocument.spreadsheet'), 'mimetype', { compress: false });
  zip.addBuffer(Buffer.from('<?xml version="1.0"?><office:document-content/>'), 'content.xml');
  zip.end();
  return readAll(zip.outputStream);
}

describe.each(databaseTargets)('importing guests already on the list, on %s (issue 22, item 4)', (target) => {
  const t = useTestApp(target);

  const list = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/guests', headers: user.headers })).json<Guest[]>();
  const upload = (user: SignedInUser, data: Buffer | string, query: string, fileName = 'guests.csv') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/guests/import?${query}`,
      headers: user.headers,
      payload: importForm(data, fileName),
    });

  async function coupleWithTwoGuests() {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const first = await upload(
      anna,
      csvText([
        ['Имя', 'Сторона', 'Комментарий'],
        ['Мария Лебедева', 'Со стороны невесты', ''],
        ['Пётр Ёлкин', 'Со стороны жениха', ''],
      ]),
      'mode=commit',
    );
    expect(first.json<GuestImportResult>().imported).toBe(2);
    return anna;
  }
  // The same people written another way (case, ё as е, extra spaces), one new guest, and two
  // columns the import does not know: a `+1` a spreadsheet turned into 1, and an address.
  const again = csvText([
    ['Имя', '1', 'Сторона', 'Комментарий', 'Адрес'],
    ['  мария   лебедева ', 'Да', 'Общие', 'Приедет к банкету', 'Тверь, ул. Советская, 1'],
    ['Петр Елкин', 'Нет', 'Со стороны жениха', '', ''],
    ['Ольга Волкова', 'Нет', 'Общие', '', ''],
  ]);

  it('flags the rows already on the list and names the columns it leaves out, in the preview', async () => {
    const anna = await coupleWithTwoGuests();
    const res = await upload(anna, again, 'mode=preview');
    expect(res.statusCode).toBe(200);
    const preview = res.json<GuestImportResult>();
    expect(preview.guests.map((guest) => guest.name)).toEqual(['мария   лебедева', 'Петр Елкин', 'Ольга Волкова']);
    expect(preview.alreadyListed).toEqual([0, 1]);
    expect(preview.ignoredColumns).toEqual(['1', 'Адрес']);
  });

  it('skips them by default: committing the same people twice does not double them', async () => {
    const anna = await coupleWithTwoGuests();
    const res = await upload(anna, again, 'mode=commit');
    expect(res.json<GuestImportResult>()).toMatchObject({ imported: 1, updated: 0 });
    expect((await list(anna)).map((guest) => guest.name)).toEqual(['Мария Лебедева', 'Пётр Ёлкин', 'Ольга Волкова']);
  });

  it('updates them with the file’s rows when asked, or adds them anyway', async () => {
    const anna = await coupleWithTwoGuests();
    const updated = await upload(anna, again, 'mode=commit&duplicates=update');
    expect(updated.json<GuestImportResult>()).toMatchObject({ imported: 1, updated: 2 });
    const maria = (await list(anna)).find((guest) => guest.comment === 'Приедет к банкету');
    expect(maria).toMatchObject({ from: 'common' });
    expect(await list(anna)).toHaveLength(3);

    const olga = await coupleWithTwoGuests();
    const added = await upload(olga, again, 'mode=commit&duplicates=add');
    expect(added.json<GuestImportResult>()).toMatchObject({ imported: 3, updated: 0 });
    expect(await list(olga)).toHaveLength(5);
  });

  it('says an OpenDocument file is not read, and how to save it', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const res = await upload(anna, await odsFile(), 'mode=preview', 'guests.ods');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Этот формат не читается: сохраните файл как .xlsx или .csv');
  });
});
