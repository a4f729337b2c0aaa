import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionUser } from '../../src/contract/session.ts';
import { newestMail, waitForMail } from './outbox.ts';

export const TEST_PASSWORD = 'Тёплый-вечер-2027!';

/** A fresh address nobody has used. */
export function newEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.ru`;
}

/**
 * A random client address for X-Forwarded-For (the server trusts its proxy), so that tests which
 * sign up many users do not run into the per-client rate limits meant for one person.
 */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The `cookie` header that carries the session a response set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'session');
  if (!cookie?.value) throw new Error(`no session cookie in the answer (${response.statusCode}): ${response.body}`);
  return `session=${cookie.value}`;
}

export interface SignedUpUser {
  userId: string;
  email: string;
  password: string;
  /** The `cookie` header of the session confirmation started. */
  cookie: string;
  user: SessionUser;
}

/**
 * Registers and confirms an account the way a person does (register, read the code from the
 * outbox, confirm), on a server built in-process with buildTestApp.
 */
export async function signUp(
  app: FastifyInstance,
  dataDir: string,
  options: { email?: string; password?: string } = {},
): Promise<SignedUpUser> {
  const email = options.email ?? newEmail();
  const password = options.password ?? TEST_PASSWORD;
  const headers = { 'x-forwarded-for': randomClientIp() };
  // Mail goes after the answer: wait for one newer than any the address had (a deleted account's).
  const before = (await newestMail(dataDir, email))?.file;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    headers,
    payload: { email, name: email, password, 'password-confirm': password },
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const { userId } = registered.json() as { userId: string };
  const mail = await waitForMail(dataDir, email, { after: before });
  const activated = await app.inject({
    method: 'POST',
    url: '/api/v1/user/activate',
    headers,
    payload: { userId, code: mail.code },
  });
  if (activated.statusCode !== 200) throw new Error(`activate: ${activated.statusCode} ${activated.body}`);
  return { userId, email, password, cookie: sessionCookieOf(activated), user: activated.json() as SessionUser };
}

/**
 * The same against a server listening on `url` (startProduct), through fetch; `dataDir` is where
 * that server writes its outbox.
 */
export async function signUpOverHttp(
  url: string,
  dataDir: string,
  options: { email?: string; password?: string } = {},
): Promise<SignedUpUser> {
  const email = options.email ?? newEmail();
  const password = options.password ?? TEST_PASSWORD;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() };
  const before = (await newestMail(dataDir, email))?.file;
  const registered = await fetch(`${url}/api/v1/user/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, name: email, password, 'password-confirm': password }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { userId } = (await registered.json()) as { userId: string };
  const mail = await waitForMail(dataDir, email, { after: before });
  const activated = await fetch(`${url}/api/v1/user/activate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId, code: mail.code }),
  });
  if (!activated.ok) throw new Error(`activate: ${activated.status} ${await activated.text()}`);
  const token = /(?:^|;\s*)session=([^;]+)/.exec(activated.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no session cookie in the answer');
  return { userId, email, password, cookie: `session=${token}`, user: (await activated.json()) as SessionUser };
}
