import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ajvOptions } from '../../src/contract/ajv-options.ts';
import { DatabaseUnavailableError } from '../db/unavailable.ts';
import { HttpError } from '../lib/http-error.ts';
import errorHandler from './error-handler.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false, ajv: ajvOptions });
  await app.register(errorHandler);
  app.post(
    '/form',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', minLength: 1, format: 'email' },
            password: { type: 'string', minLength: 4, maxLength: 256 },
            price: { type: 'number', minimum: 0, maximum: 100 },
            date: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
    async () => ({}),
  );
  app.get('/boom', async () => {
    throw new Error('select * from users where password_hash = secret');
  });
  app.get('/database-away', async () => {
    throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  });
  app.get('/sqlite-locked', async () => {
    throw Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5 });
  });
  app.get('/teapot', async () => {
    throw new HttpError(403, 'Нет доступа к этой записи');
  });
  return app;
}

const post = async (payload: unknown) => {
  const app = await appWithRoutes();
  const res = await app.inject({ method: 'POST', url: '/form', payload: payload as object });
  return { status: res.statusCode, body: res.json() };
};

describe('the error handler', () => {
  it('answers each missing required field with 422 and its own message', async () => {
    const { status, body } = await post({});
    expect(status).toBe(422);
    expect(body.ui.messages).toEqual([
      { text: 'Поле не может быть пустым', field: 'email' },
      { text: 'Поле не может быть пустым', field: 'password' },
    ]);
    expect(body.message).toBe('Поле не может быть пустым');
  });

  it.each([
    [{ email: '', password: 'abcd' }, 'email', 'Поле не может быть пустым'],
    [{ email: 'not-an-email', password: 'abcd' }, 'email', 'Email введен неверно'],
    [
      { email: 'a@b.ru', password: 'abc' },
      'password',
      'Количество символов меньше минимально допустимого: нужно не менее 4 символов',
    ],
    [
      { email: 'a@b.ru', password: 'x'.repeat(257) },
      'password',
      'Количество символов превышает максимально допустимое: не более 256 символов',
    ],
    [{ email: 'a@b.ru', password: 'abcd', price: -1 }, 'price', 'Введенное число меньше минимально допустимого'],
    [{ email: 'a@b.ru', password: 'abcd', price: 101 }, 'price', 'Введенное число превышает максимально допустимое'],
    [{ email: 'a@b.ru', password: 'abcd', date: 'вчера' }, 'date', 'Дата не заполнена или заполнена неверно'],
    [{ email: 'a@b.ru', password: 'abcd', price: 'дорого' }, 'price', 'Поле не заполнено или заполнено неверно'],
  ])('answers %j with the message of spec section 5 for %s', async (payload, field, text) => {
    const { status, body } = await post(payload);
    expect(status).toBe(422);
    expect(body.ui.messages).toContainEqual({ field, text });
  });

  it('accepts any top-level domain in an e-mail address', async () => {
    expect((await post({ email: 'anna@свадьба.рф', password: 'abcd' })).status).toBe(200);
    expect((await post({ email: 'anna@wedding.photography', password: 'abcd' })).status).toBe(200);
  });

  it('hides the internals of a 5xx', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/select|password_hash|stack|at /i);
    expect(res.json().message).toBe('Неполадки на сервере. Попробуйте позже.');
  });

  it('answers a database that is away 503 with Retry-After, and leaves a locked SQLite file its 500', async () => {
    const app = await appWithRoutes();
    const away = await app.inject({ method: 'GET', url: '/database-away' });
    const text = 'Сервер временно не может связаться с базой данных. Повторите через несколько секунд.';
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json()).toEqual({ message: text, ui: { messages: [{ text }] } });
    expect(away.body).not.toMatch(/ECONNREFUSED|5432/);
    const locked = await app.inject({ method: 'GET', url: '/sqlite-locked' });
    expect(locked.statusCode).toBe(500);
    expect(locked.headers['retry-after']).toBeUndefined();
  });

  it('passes a deliberate HttpError through with its status and message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Нет доступа к этой записи',
      ui: { messages: [{ text: 'Нет доступа к этой записи' }] },
    });
  });

  it('answers a wrong content type with 400', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ui.messages[0].text).toBe('Неподдерживаемый тип содержимого запроса');
  });
});
