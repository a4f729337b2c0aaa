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

/** Where the server logs: readable lines on a terminal, else the JSON lines unchanged. */
export function logDestination(out: NodeJS.WriteStream = process.stdout): NodeJS.WritableStream {
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
