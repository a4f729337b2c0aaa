import net from 'node:net';

/**
 * A TCP forwarder on 127.0.0.1 between the server and its database, for tests of what a database
 * outage does to the product. It forwards every connection to the target until told otherwise:
 * - `cut()` closes every open connection (a restarted database, pg_terminate_backend for all);
 * - `refuse()` stops listening, so new connections are refused (a stopped database);
 * - `hang()` holds every connection, open or new, and forwards nothing in either direction (a
 *   database that accepts connections but never answers);
 * - `pass()` listens and forwards again; connections held by `hang()` are closed then, as a
 *   database that was restarted to get it going again would close them.
 */
export interface TcpForwarder {
  port: number;
  /** `url` (a postgres:// URL) with its host and port replaced by the forwarder's. */
  urlFor: (url: string) => string;
  cut: () => void;
  refuse: () => Promise<void>;
  hang: () => void;
  pass: () => Promise<void>;
  close: () => Promise<void>;
}

type Mode = 'pass' | 'hang' | 'refuse';

export async function startTcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  let mode: Mode = 'pass';
  const open = new Set<net.Socket>();

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode !== 'pass') return; // held: accepted, never forwarded
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const destroyAll = () => {
    for (const socket of [...open]) socket.destroy();
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    urlFor: (url) => {
      const forwarded = new URL(url);
      forwarded.hostname = '127.0.0.1';
      forwarded.port = String(port);
      return forwarded.toString();
    },
    cut: destroyAll,
    refuse: async () => {
      mode = 'refuse';
      await stopListening();
    },
    hang: () => {
      mode = 'hang';
      // What is already on its way stays where it is: neither side hears from the other again.
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    pass: async () => {
      if (mode === 'hang') destroyAll();
      mode = 'pass';
      if (!server.listening) await listen(port);
    },
    close: async () => {
      mode = 'refuse';
      destroyAll();
      await stopListening();
    },
  };
}
