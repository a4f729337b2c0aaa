import { afterEach, describe, expect, it } from 'vitest';
import {
  createPostgresSchema,
  databaseTargets,
  whileNoSchemaIsDropped,
  type DatabaseTarget,
} from '../support/databases.ts';
import { startProduct, type ProductProcess } from '../support/product-process.ts';
import { RawConnection, rawGet } from '../support/raw-http.ts';

const STOPPING = 'Сервер перезапускается. Повторите через несколько секунд.';

/** The real product (server/main.ts) in a process of its own, on the given engine. */
async function product(target: DatabaseTarget, cleanups: Array<() => Promise<void>>): Promise<ProductProcess> {
  if (target === 'sqlite') return startProduct({ SERVE_APP: 'false' });
  const schema = await createPostgresSchema();
  cleanups.push(schema.drop);
  return whileNoSchemaIsDropped(() => startProduct({ SERVE_APP: 'false', DATABASE_URL: schema.url }));
}

describe.each(databaseTargets)('SIGTERM with browsers connected, on %s', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers the request in flight with Connection: close, 503s a late one, closes idle sockets and exits 0 at once', async () => {
    const server = await product(target, cleanups);
    cleanups.push(async () => void (await server.stop('SIGKILL')));
    const exited = new Promise<number>((resolve) => server.child.once('exit', () => resolve(Date.now())));

    // A browser tab with a kept-alive socket that has done one request and now sits idle.
    const idle = await RawConnection.open(server.port);
    idle.write(rawGet('/api/v1/health'));
    expect((await idle.answer())?.status).toBe(200);
    // Another tab, its kept-alive socket reused for a request whose answer will come late ...
    const late = await RawConnection.open(server.port);
    late.write(rawGet('/api/v1/health'));
    expect((await late.answer())?.status).toBe(200);
    // ... and a request in flight: its head is in, its body still on the way.
    const body = JSON.stringify({ email: 'anna@example.ru' });
    const busy = await RawConnection.open(server.port);
    busy.write(
      'POST /api/v1/user/restore-password HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nX-Forwarded-For: 203.0.113.9\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, 5),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A request the other tab sends on its idle socket just after: told to come back, not reset.
    late.write(rawGet('/api/v1/health'));
    const refused = await late.answer();
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.headers.connection).toBe('close');
    expect(JSON.parse(refused!.body).message).toBe(STOPPING);

    busy.write(body.slice(5));
    const answered = await busy.answer();
    const answeredAt = Date.now();
    expect(answered?.status).toBe(200);
    expect(answered?.headers.connection).toBe('close');
    expect(await busy.closing()).toBe('end');
    expect(await idle.closing()).toBe('end');

    const exitCode = await server.stop();
    expect(exitCode).toBe(0);
    expect((await exited) - answeredAt).toBeLessThan(2000);
  });

  it('answers every request already sent on idle kept-alive sockets when the stop begins, none reset', async () => {
    const server = await product(target, cleanups);
    cleanups.push(async () => void (await server.stop('SIGKILL')));
    const sockets = await Promise.all(Array.from({ length: 40 }, () => RawConnection.open(server.port)));
    for (const socket of sockets) socket.write(rawGet('/api/v1/health'));
    for (const socket of sockets) expect((await socket.answer())?.status).toBe(200);

    // Every tab sends its next request, and the stop begins while they are on the wire.
    for (const socket of sockets) socket.write(rawGet('/api/v1/health'));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(sockets.map((socket) => socket.answer().catch(() => null)));
    const statuses = answers.map((answer) => answer?.status ?? 'reset');
    expect(statuses.filter((status) => status === 'reset').length, statuses.join(' ')).toBe(0);
    expect(await server.stop()).toBe(0);
  });
});
