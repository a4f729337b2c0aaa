import { describe, expect, it } from 'vitest';
import { createEarlyReads } from '../../src/lib/api/early-reads.ts';

describe('reads asked for ahead of a screen', () => {
  it('serve the first read of their key once, then the app asks the server itself', async () => {
    const early = createEarlyReads();
    early.start('/guests', () => Promise.resolve(['asked ahead']));
    await expect(early.take('/guests')).resolves.toEqual(['asked ahead']);
    expect(early.take('/guests')).toBeUndefined();
  });

  it('are not kept once the app has read the key itself: a later refresh never gets an old answer', () => {
    const early = createEarlyReads();
    expect(early.take('/guests')).toBeUndefined();
    let asked = 0;
    early.start('/guests', () => {
      asked += 1;
      return Promise.resolve([]);
    });
    expect(asked).toBe(0);
    expect(early.take('/guests')).toBeUndefined();
  });

  it('go stale after ten seconds unread', () => {
    let time = 0;
    const early = createEarlyReads(() => time);
    early.start('/budget', () => Promise.resolve([]));
    time = 10_000;
    expect(early.take('/budget')).toBeUndefined();
  });

  it('spare the mount of a screen the server drew, but never answer a later read with its old data', () => {
    let time = 0;
    const early = createEarlyReads(() => time, { '/guests': ['drawn by the server'] });
    expect(early.isServed('/guests')).toBe(true);
    expect(early.isServed('/budget')).toBe(false);
    // A live update re-reads the key: the server is asked, not handed the drawing's answer.
    expect(early.take('/guests')).toBeUndefined();
    expect(early.isServed('/guests')).toBe(false);

    const later = createEarlyReads(() => time, { '/todos': [] });
    time = 10_000;
    expect(later.isServed('/todos')).toBe(false);
  });

  it('forget what changed on the server since: a screen mounting after a live event asks again', async () => {
    const early = createEarlyReads(Date.now, { '/guests': ['drawn'], '/todos': [] });
    early.start('/budget', () => Promise.resolve(['asked ahead']));
    early.expire((key) => key === '/guests' || key === '/budget');
    expect(early.isServed('/guests')).toBe(false);
    expect(early.isServed('/todos')).toBe(true);
    expect(early.take('/budget')).toBeUndefined();
  });
});
