import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../server/lib/server-timeouts.ts';
import { RawConnection, rawGet } from '../support/raw-http.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 37 item 6: a connection that sent nothing stayed open for good (still open after 330 s),
 * so idle sockets could hold every one the server has. Now a silent socket is closed after
 * SERVER_TIMEOUTS.connectionTimeout and unfinished headers get 408, while the live stream (its
 * heartbeat every 25 s) and an upload trickling its body stay open. One engine: sockets are the
 * server's, not the database's.
 */
describe('idle and silent sockets', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  it(
    'closes a socket that sends nothing and answers 408 to unfinished headers, but keeps the live stream and a slow upload',
    { timeout: SERVER_TIMEOUTS.keepAliveTimeout + 60_000 },
    async () => {
      const user = await signedInUser(t.app, { subscription: 'active' });
      const started = Date.now();
      const silent = await RawConnection.open(port);
      const idle = await RawConnection.open(port);
      idle.write(rawGet('/api/v1/health'));
      expect((await idle.answer())?.status).toBe(200);
      const halfHeaders = await RawConnection.open(port);
      halfHeaders.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const stream = await RawConnection.open(port);
      stream.write(
        `GET /api/v1/wedding/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: ${user.cookie}\r\n\r\n`,
      );
      const body = JSON.stringify({ email: 'slow@example.ru', password: 'Тёплый-вечер-2027!' });
      const upload = await RawConnection.open(port);
      upload.write(
        `POST /api/v1/user/auth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      let sent = 0;
      const trickle = setInterval(() => {
        if (sent < body.length - 1) upload.write(body[sent++]!);
      }, 2000);
      try {
        const timedOut = await halfHeaders.answer(SERVER_TIMEOUTS.http.headersTimeout + 15_000);
        expect(timedOut?.status).toBe(408);

        expect(await silent.closing(SERVER_TIMEOUTS.connectionTimeout + 20_000)).not.toBeNull();
        // A kept-alive connection with nothing more to ask is closed too, after its own bound.
        expect(await idle.closing(SERVER_TIMEOUTS.keepAliveTimeout + 20_000)).not.toBeNull();
        expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.keepAliveTimeout - 1000);
        // Quiet for as long, but alive: neither was cut.
        expect(stream.closed).toBeNull();
        expect(upload.closed).toBeNull();
      } finally {
        clearInterval(trickle);
      }
      upload.write(body.slice(sent));
      const answered = await upload.answer(10_000);
      expect(answered?.status).toBe(401);
      expect(stream.closed).toBeNull();
      stream.destroy();
      upload.destroy();
    },
  );
});
