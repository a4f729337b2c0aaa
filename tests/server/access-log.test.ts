import { afterAll, describe, expect, it } from 'vitest';
import { startProduct, type ProductProcess } from '../support/product-process.ts';

/*
 * The product's request log at its default level, as an operator reads it: one line per request,
 * written when the answer is done, with everything needed to find it again (id, method, URL,
 * client, status, time). Fastify's default wrote a second line on arrival.
 */
describe('request log', () => {
  let product: ProductProcess;
  afterAll(async () => {
    await product?.stop('SIGKILL');
  });

  it('writes one line per request with its id, method, URL, client, status and time', async () => {
    product = await startProduct({ SERVE_APP: 'false', LOG_LEVEL: 'info', TRUST_PROXY: '' });
    const health = await fetch(`${product.url}/api/v1/health`, { headers: { 'x-request-id': 'trace-health' } });
    const missing = await fetch(`${product.url}/api/v1/no-such-route?x=1`, {
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(health.headers.get('x-request-id')).toBe('trace-health');
    expect(missing.headers.get('x-request-id')).toBe('trace-404');
    await product.stop('SIGTERM');

    const lines = product
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const of = (id: string) => lines.filter((line) => line.reqId === id);
    expect(of('trace-health')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/v1/health',
        remoteAddress: '127.0.0.1',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
    expect(of('trace-404')).toEqual([
      expect.objectContaining({ msg: 'request completed', url: '/api/v1/no-such-route?x=1', statusCode: 404 }),
    ]);
  });
});

describe('request log of the public token pages', () => {
  let product: ProductProcess;
  afterAll(async () => {
    await product?.stop('SIGKILL');
  });

  it('writes the join, RSVP and day pages without their tokens', async () => {
    product = await startProduct({ SERVE_APP: 'false', LOG_LEVEL: 'info', TRUST_PROXY: '' });
    const token = 'SECRETtoken0123456789abcdefghij';
    const paths = [
      `/rsvp/${token}`,
      `/api/v1/rsvp/${token}`,
      `/day/${token}`,
      `/api/v1/wedding/invitations/${token}`,
      `/profile/join?token=${token}`,
    ];
    for (const [index, path] of paths.entries()) {
      await fetch(`${product.url}${path}`, { headers: { 'x-request-id': `trace-token-${index}` } });
    }
    await product.stop('SIGTERM');

    const lines = product
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = paths.map((_, index) => lines.find((line) => line.reqId === `trace-token-${index}`)?.url);
    expect(urls).toEqual([
      '/rsvp/***',
      '/api/v1/rsvp/***',
      '/day/***',
      '/api/v1/wedding/invitations/***',
      '/profile/join?token=***',
    ]);
    expect(product.output()).not.toContain(token);
  });
});
