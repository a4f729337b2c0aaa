import fs from 'node:fs';
import { Writable } from 'node:stream';

/*
 * `npm start` in a person's terminal: Fastify's JSON log lines as readable ones («12:04:05 INFO
 * server listening address=http://…»). Anywhere else (a file, a pipe, a log collector, the tests)
 * the lines stay JSON, one object per line.
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, shown in the line's head instead of as key=value. */
const HEAD_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One JSON log line as a readable one; a line that is not JSON passes as it is. */
export function readableLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null) return line;
  const time = typeof entry.time === 'number' ? new Date(entry.time).toTimeString().slice(0, 8) : '';
  const level = LEVELS[Number(entry.level)] ?? String(entry.level ?? '');
  const rest = Object.entries(entry)
    .filter(([key]) => !HEAD_FIELDS.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  return [time, level.padEnd(5), String(entry.msg ?? ''), ...rest].filter((part) => part !== '').join(' ');
}

/** Whether the stream writes to a regular file (`npm start > server.log`, a service's log file). */
function isFile(fd: number | undefined): fd is number {
  try {
    return fd !== undefined && fs.fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/**
 * Lines written to a file descriptor with one synchronous write(2) each, as process.stdout does
 * for a file (Node's SyncWriteStream), minus the stream machinery and the Buffer copy of each
 * line (for the access log's line per request, about half of what the write itself costs). A
 * line is in the file (the page cache) before the call returns, as before; a failed write throws.
 */
function fileLogDestination(fd: number): { write: (line: string) => void } {
  return {
    write(line) {
      const written = fs.writeSync(fd, line);
      if (written === Buffer.byteLength(line)) return;
      // A short write (rare on a file): the rest, from where it stopped.
      const bytes = Buffer.from(line);
      for (let offset = written; offset < bytes.length;) offset += fs.writeSync(fd, bytes, offset);
    },
  };
}

/**
 * Where the server logs: readable lines on a terminal; JSON lines straight to a file; else (a pipe
 * to a log collector) JSON lines through process.stdout, which copes with a full pipe.
 */
export function logDestination(out: NodeJS.WriteStream & { fd?: number } = process.stdout): {
  write: (line: string) => unknown;
} {
  if (isFile(out.fd)) return fileLogDestination(out.fd);
  if (!out.isTTY) return out;
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = chunk.toString();
      const lines = text.split('\n').filter((line) => line !== '');
      out.write(lines.map(readableLogLine).join('\n') + '\n');
      done();
    },
  });
}
