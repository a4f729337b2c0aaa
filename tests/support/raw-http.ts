import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One keep-alive HTTP/1.1 connection written by hand, so a test controls what a browser's socket
 * does byte by byte: send half a request, wait, send the rest, see whether the server closed it.
 */
export class RawConnection {
  readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  /** Set once the server has ended or reset the connection. */
  closed: 'end' | 'reset' | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('end', () => {
      this.closed ??= 'end';
      this.wake();
    });
    socket.on('error', () => {
      this.closed = 'reset';
      this.wake();
    });
    socket.on('close', () => {
      this.closed ??= 'end';
      this.wake();
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  write(text: string): void {
    if (!this.socket.destroyed) this.socket.write(text);
  }

  /** The next whole answer (Content-Length framed), or null when the connection ends without one. */
  async answer(timeoutMs = 5000): Promise<RawAnswer | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.take();
      if (parsed) return parsed;
      if (this.closed) return null;
      if (Date.now() > deadline) throw new Error('no answer in time');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Waits until the server has closed the connection (or the time is up); how it was closed. */
  async closing(timeoutMs = 3000): Promise<'end' | 'reset' | null> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closed;
  }

  private take(): RawAnswer | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end === -1) return null;
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** A GET request as a browser sends it on a kept-alive connection. */
export function rawGet(path: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAccept: application/json\r\n\r\n`;
}
