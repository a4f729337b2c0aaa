import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/product-process.ts';
import { NGINX, SHIPPED_CONFIG, siteConfig, startNginx } from './restart.ts';

/*
 * deploy/nginx.conf in front of two stand-in processes (no product, so it takes a second): the
 * first answers every POST 503, as a stopping process does; what a client sees through nginx.
 */
describe.skipIf(!fs.existsSync(NGINX))('the shipped nginx configuration (deploy/nginx.conf)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A stand-in process: health 200, and `post` for a POST; remembers the X-Forwarded-For it was given. */
  async function upstream(post: number) {
    const seen: Array<string | undefined> = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers['x-forwarded-for'] as string | undefined);
      request.resume();
      request.on('end', () => {
        const status = request.method === 'POST' ? post : 200;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    return { port: (server.address() as AddressInfo).port, seen };
  }

  async function behindNginx(retries: boolean) {
    const stopping = await upstream(503);
    const serving = await upstream(200);
    const listen = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-nginx-'));
    const site = siteConfig(
      fs.readFileSync(SHIPPED_CONFIG, 'utf8'),
      { listen, upstreams: [stopping.port, serving.port] },
      retries,
    );
    const url = `http://127.0.0.1:${listen}`;
    const nginx = await startNginx(dir, site, url);
    cleanups.push(async () => {
      await nginx.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const post = () =>
      fetch(`${url}/api/v1/notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: '{"title":"Меню"}',
      }).then((res) => res.status);
    return { post, serving };
  }

  it('sends a POST the stopping process answered 503 on to the other process', async () => {
    const { post } = await behindNginx(true);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await post());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('hands the client a 503 with nginx’s usual retries, which never resend a POST', async () => {
    const { post } = await behindNginx(false);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await post());
    expect(statuses).toContain(503);
  });

  it('tells the processes the client’s own address, not one the client wrote', async () => {
    const { post, serving } = await behindNginx(true);
    await post();
    expect(serving.seen.at(-1)).toBe('127.0.0.1');
  });
});
