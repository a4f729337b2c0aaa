import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { randomClientIp } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Compression as a client sees it (server/plugins/compression.ts): answers from 1 KiB up in the
 * encoding the client accepts, smaller ones as they are, and request bodies sent compressed read.
 */
describe('compression', () => {
  const t = useTestApp('sqlite');

  it('compresses a large answer the client accepts and sends a small one as it is', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(large.rawPayload).toString('utf8'))).toHaveProperty('openapi');

    // The health check, and whoami's 401 without a session: tens of bytes each.
    for (const [url, status] of [
      ['/api/v1/health', 200],
      ['/api/v1/whoami', 401],
    ] as const) {
      const small = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(small.statusCode, url).toBe(status);
      expect(small.headers['content-encoding'], url).toBeUndefined();
      expect(Number(small.headers['content-length']), url).toBe(small.rawPayload.length);
      expect(small.json(), url).toBeTypeOf('object');
    }
  });

  it('reads a request body the client sent gzip-compressed', async () => {
    const login = JSON.stringify({ email: 'nobody@example.ru', password: 'Не-тот-пароль-1' });
    const post = (payload: Buffer | string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/auth',
        payload,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp(), ...headers },
      });
    const plain = await post(login, {});
    const gzipped = await post(gzipSync(login), { 'content-encoding': 'gzip' });
    expect(plain.statusCode).toBe(401);
    expect(gzipped.statusCode).toBe(401);
    expect(gzipped.json()).toEqual(plain.json());
  });
});
