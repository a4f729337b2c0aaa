import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('writes JSON lines to a file whole and in order, as they come', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-log-'));
    const file = path.join(dir, 'server.log');
    const fd = fs.openSync(file, 'a');
    try {
      const out = logDestination({ isTTY: false, fd } as NodeJS.WriteStream & { fd: number });
      const lines = ['{"msg":"one"}\n', '{"msg":"caf\u00e9 \u{1F370}"}\n', `{"msg":"${'x'.repeat(70_000)}"}\n`];
      for (const line of lines) out.write(line);
      expect(fs.readFileSync(file, 'utf8')).toBe(lines.join(''));
    } finally {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
