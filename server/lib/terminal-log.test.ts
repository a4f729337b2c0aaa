import { describe, expect, it } from 'vitest';
import { logDestination, readableLogLine } from './terminal-log.ts';

describe('the server log in a terminal (issue 22, item 10)', () => {
  it('turns a JSON line into a readable one with its fields as key=value', () => {
    const line = JSON.stringify({
      level: 30,
      time: new Date(2026, 10, 25, 12, 4, 5).getTime(),
      pid: 1,
      hostname: 'h',
      msg: 'server listening',
      address: 'http://localhost:3000',
      reqId: 'a b',
    });
    expect(readableLogLine(line)).toBe('12:04:05 INFO  server listening address=http://localhost:3000 reqId="a b"');
  });

  it('passes a line that is not JSON as it is', () => {
    expect(readableLogLine('plain text')).toBe('plain text');
  });

  it('keeps JSON lines where the output is not a terminal', () => {
    const out = { isTTY: false } as NodeJS.WriteStream;
    expect(logDestination(out)).toBe(out);
  });
});
