import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { contractorsOf } from '../../server/features/contractors/public.ts';
import type { BudgetItem } from '../../src/contract/budget.ts';
import type { Contractor, ContractorFile, ContractorPayment } from '../../src/contract/contractors.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets, whileNoSchemaIsDropped } from '../support/databases.ts';
import { smallPng } from '../support/images.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { TEST_PASSWORD_COST, useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

function fileForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe.each(databaseTargets)('contractors on %s (issue 27)', (target) => {
  const t = useTestApp(target);
  const opened: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of opened) await app.close();
  });

  const call = (user: SignedInUser, method: Method, url: string, payload?: object, app = t.app) =>
    app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const add = (user: SignedInUser, body: object) => ok<Contractor>(user, 'POST', '/contractors', body);
  const upload = (user: SignedInUser, id: string, bytes: Buffer, name: string, type: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/contractors/${id}/files`,
      headers: user.headers,
      payload: fileForm(bytes, name, type),
    });

  it('adds, changes, moves by status and removes contractors, with the kinds in Russian', async () => {
    const anna = await couple();
    const kinds = await ok<Array<{ code: string; name: string }>>(anna, 'GET', '/dictionaries/contractors/category');
    expect(kinds.find((kind) => kind.code === 'photographer')?.name).toBe('Фотограф');
    expect(await ok(anna, 'GET', '/contractors')).toEqual([]);

    const photo = await add(anna, { category: 'photographer', name: ' Иван Соколов ', phone: '+7 (916) 123-45-67' });
    expect(photo).toEqual({
      id: expect.any(String),
      category: 'photographer',
      name: 'Иван Соколов',
      phone: '+7 (916) 123-45-67',
      email: '',
      site: '',
      status: 'looking',
      price: null,
      comment: '',
      paidTotal: 0,
      dueTotal: 0,
      payments: [],
      files: [],
    });
    const host = await add(anna, {
      category: 'host',
      name: 'Ведущий Алексей',
      email: 'alex@example.ru',
      site: 'vk.com/alexhost',
      status: 'talking',
      price: 60000.5,
      comment: 'Звонить после 18:00',
    });
    expect(host).toMatchObject({ status: 'talking', price: 60000.5, site: 'vk.com/alexhost' });

    for (const status of ['talking', 'booked', 'paid', 'looking'] as const) {
      expect((await ok<Contractor>(anna, 'PATCH', `/contractors/${photo.id}`, { status })).status).toBe(status);
    }
    const changed = await ok<Contractor>(anna, 'PATCH', `/contractors/${photo.id}`, { status: 'booked', price: 70000 });
    expect(changed).toMatchObject({ status: 'booked', price: 70000, name: 'Иван Соколов' });
    expect((await ok<Contractor[]>(anna, 'GET', '/contractors')).map((one) => one.name)).toEqual([
      'Иван Соколов',
      'Ведущий Алексей',
    ]);
    // The wedding day reads them through public.ts.
    expect(await contractorsOf(t.app.db, anna.weddingId)).toEqual([
      { id: photo.id, name: 'Иван Соколов', category: 'photographer', status: 'booked' },
      { id: host.id, name: 'Ведущий Алексей', category: 'host', status: 'talking' },
    ]);

    expect(await ok(anna, 'DELETE', `/contractors/${host.id}`)).toEqual({});
    expect((await ok<Contractor[]>(anna, 'GET', '/contractors')).map((one) => one.id)).toEqual([photo.id]);
  });

  it('refuses bad fields with 422 under the field, in Russian', async () => {
    const anna = await couple();
    const cases: Array<[object, string]> = [
      [{ category: 'photographer', name: '  ' }, 'name'],
      [{ category: 'astrologer', name: 'Звездочёт' }, 'category'],
      [{ category: 'photographer', name: 'Иван', status: 'maybe' }, 'status'],
      [{ category: 'photographer', name: 'Иван', email: 'not-an-email' }, 'email'],
      [{ category: 'photographer', name: 'Иван', phone: 'звоните' }, 'phone'],
      [{ category: 'photographer', name: 'Иван', price: -1 }, 'price'],
      [{ category: 'photographer', name: 'Иван', price: 10.005 }, 'price'],
      [{ category: 'photographer', name: 'x'.repeat(201) }, 'name'],
      [{ category: 'photographer', name: 'Иван', comment: 'x'.repeat(2001) }, 'comment'],
    ];
    for (const [body, field] of cases) {
      const res = await call(anna, 'POST', '/contractors', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldMessages(res)[field], JSON.stringify(body)).toMatch(/[а-яё]/i);
    }
    const photo = await add(anna, { category: 'photographer', name: 'Иван' });
    expect((await call(anna, 'PATCH', `/contractors/${photo.id}`, { status: 'hired' })).statusCode).toBe(422);
    expect((await call(anna, 'PATCH', `/contractors/${photo.id}`, { name: '' })).statusCode).toBe(422);
    expect(
      (await call(anna, 'POST', `/contractors/${photo.id}/payments`, { amount: 0, dueDate: inDays(3) })).statusCode,
    ).toBe(422);
    expect((await call(anna, 'POST', `/contractors/${photo.id}/payments`, { amount: 100 })).statusCode).toBe(422);
    const bad = await call(anna, 'POST', `/contractors/${photo.id}/payments`, { amount: 100, dueDate: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(fieldMessages(bad).dueDate).toBeDefined();
  });

  it('a payment is a budget item with its due date; the contractor sums them; removal asks first', async () => {
    const anna = await couple();
    const photo = await add(anna, { category: 'photographer', name: 'Иван Соколов', status: 'booked', price: 70000 });
    const deposit = await ok<ContractorPayment>(anna, 'POST', `/contractors/${photo.id}/payments`, {
      amount: 20000,
      dueDate: inDays(30),
    });
    expect(deposit).toEqual({
      id: expect.any(String),
      name: 'Фотограф: предоплата',
      amount: 20000,
      paid: 0,
      dueDate: inDays(30),
      due: null,
      rest: false,
    });
    const rest = await ok<ContractorPayment>(anna, 'POST', `/contractors/${photo.id}/payments`, {
      amount: 50000,
      dueDate: inDays(5),
      kind: 'final',
    });
    expect(rest).toMatchObject({ name: 'Фотограф: окончательный расчёт', due: 'soon' });

    const budget = await ok<BudgetItem[]>(anna, 'GET', '/budget');
    const paying = budget.filter((item) => item.contractorId === photo.id);
    expect(paying.map((item) => [item.name, item.category, item.price, item.dueDate, item.contractorName])).toEqual([
      ['Фотограф: предоплата', 'photo', 20000, inDays(30), 'Иван Соколов'],
      ['Фотограф: окончательный расчёт', 'photo', 50000, inDays(5), 'Иван Соколов'],
    ]);
    expect((await ok<{ planned: number }>(anna, 'GET', '/budget/summary')).planned).toBe(70000);

    // Paid in the budget: the contractor shows it.
    await ok(anna, 'PATCH', `/budget/${deposit.id}`, { paid: 20000 });
    const [shown] = await ok<Contractor[]>(anna, 'GET', '/contractors');
    expect(shown).toMatchObject({ paidTotal: 20000, dueTotal: 50000 });
    expect(shown!.payments.map((payment) => payment.id)).toEqual([rest.id, deposit.id]);

    // A kind whose budget category the couple deleted: Other.
    const categories = await ok<Array<{ id: string; code: string }>>(anna, 'GET', '/dictionaries/budget/category');
    const cake = categories.find((category) => category.code === 'cake')!;
    await ok(anna, 'DELETE', `/dictionaries/budget/category/${cake.id}`);
    const baker = await add(anna, { category: 'confectioner', name: 'Кондитерская «Мёд»' });
    await ok(anna, 'POST', `/contractors/${baker.id}/payments`, { amount: 5000, dueDate: inDays(10) });
    expect((await ok<BudgetItem[]>(anna, 'GET', '/budget')).find((i) => i.contractorId === baker.id)?.category).toBe(
      'other',
    );

    // Removal asks first, in Russian, and changes nothing then.
    const asked = await call(anna, 'DELETE', `/contractors/${photo.id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().ui.messages[0].text).toMatch(/2 платежа/);
    expect((await ok<Contractor[]>(anna, 'GET', '/contractors')).length).toBe(2);
    expect(await ok(anna, 'DELETE', `/contractors/${photo.id}?withPayments=remove`)).toEqual({});
    expect((await ok<BudgetItem[]>(anna, 'GET', '/budget')).some((item) => item.name.startsWith('Фотограф'))).toBe(
      false,
    );

    // Kept: the items stay in the budget, naming nobody.
    expect(await ok(anna, 'DELETE', `/contractors/${baker.id}?withPayments=keep`)).toEqual({});
    const kept = (await ok<BudgetItem[]>(anna, 'GET', '/budget')).find((item) => item.name === 'Кондитер: предоплата');
    expect(kept).toMatchObject({ price: 5000, contractorId: null, contractorName: null });
    expect((await call(anna, 'DELETE', `/contractors/${baker.id}?withPayments=maybe`)).statusCode).toBe(422);
  });

  it('keeps contracts and estimates: PDF, JPEG or PNG up to 10 MB, for the wedding only, gone with the contractor', async () => {
    const anna = await couple();
    const other = await couple();
    const photo = await add(anna, { category: 'photographer', name: 'Иван Соколов' });

    const saved = await upload(anna, photo.id, pdf, 'Договор с фотографом.pdf', 'application/pdf');
    expect(saved.statusCode, saved.body).toBe(200);
    const file = saved.json<ContractorFile>();
    expect(file).toMatchObject({
      fileName: 'Договор с фотографом.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const png = await upload(anna, photo.id, await smallPng(), 'смета.png', 'image/png');
    expect(png.json().contentType).toBe('image/png');
    expect((await ok<Contractor[]>(anna, 'GET', '/contractors'))[0]!.files.map((one) => one.id)).toEqual([
      file.id,
      png.json().id,
    ]);

    const read = await call(anna, 'GET', `/contractors/${photo.id}/files/${file.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdf)).toBe(true);

    // A wrong type (by the bytes, whatever the name says) is 415; too large is 413; in Russian.
    const html = await upload(
      anna,
      photo.id,
      Buffer.from('<html><script>1</script>'),
      'договор.pdf',
      'application/pdf',
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().ui.messages[0].text).toBe('Загрузите файл в формате PDF, JPEG или PNG');
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(anna, photo.id, big, 'скан.pdf', 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().ui.messages[0].text).toBe('Файл слишком большой: не больше 10 МБ');
    expect((await call(anna, 'POST', `/contractors/${photo.id}/files`, { file: 'x' })).statusCode).toBe(400);

    // Another wedding's contractor or file is not found; so is a file under another contractor.
    expect((await call(other, 'GET', `/contractors/${photo.id}/files/${file.id}`)).statusCode).toBe(404);
    expect((await upload(other, photo.id, pdf, 'a.pdf', 'application/pdf')).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/contractors/${photo.id}/files/${file.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/contractors/${photo.id}`, { status: 'booked' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/contractors/${photo.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/contractors/${photo.id}/payments`, { amount: 1, dueDate: inDays(1) })).statusCode,
    ).toBe(404);
    const second = await add(anna, { category: 'host', name: 'Алексей' });
    expect((await call(anna, 'GET', `/contractors/${second.id}/files/${file.id}`)).statusCode).toBe(404);

    // A member of the wedding (a helper, read-only) reads it; removing a file and the contractor.
    const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    expect((await call(helper, 'GET', `/contractors/${photo.id}/files/${file.id}`)).statusCode).toBe(200);
    expect(await ok(anna, 'DELETE', `/contractors/${photo.id}/files/${png.json().id}`)).toEqual({});
    expect((await call(anna, 'GET', `/contractors/${photo.id}/files/${png.json().id}`)).statusCode).toBe(404);
    expect(await ok(anna, 'DELETE', `/contractors/${photo.id}`)).toEqual({});
    const left = await t.app.db.selectFrom('wedding_files').select('id').where('subject_id', '=', photo.id).execute();
    expect(left).toEqual([]);
  });

  it('serves a file uploaded through one app instance from another on the same database', async () => {
    const anna = await couple();
    const photo = await add(anna, { category: 'photographer', name: 'Иван Соколов' });
    const file = (await upload(anna, photo.id, pdf, 'договор.pdf', 'application/pdf')).json<ContractorFile>();

    let dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-second-'));
    if (target === 'sqlite') dataDir = t.dataDir;
    const second = await whileNoSchemaIsDropped(async () => {
      const built = await buildApp({ ...t.config, dataDir }, { passwordCost: TEST_PASSWORD_COST });
      await built.ready();
      return built;
    });
    opened.push(second);
    const read = await call(anna, 'GET', `/contractors/${photo.id}/files/${file.id}`, undefined, second);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(pdf)).toBe(true);
  });
});
