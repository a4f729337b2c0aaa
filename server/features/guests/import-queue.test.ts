import { describe, expect, it } from 'vitest';
import { onePerCouple } from './import-queue.ts';

const later = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe("a couple's imports", () => {
  it('run one after another, a double click waiting for the first; too many waiting is a 429', async () => {
    const once = onePerCouple();
    const order: string[] = [];
    const first = later();
    const a = once('anna', async () => {
      order.push('a starts');
      await first.done;
      order.push('a ends');
      return 'a';
    });
    const b = once('anna', async () => {
      order.push('b runs');
      return 'b';
    });
    const c = once('anna', async () => 'c');
    await expect(once('anna', async () => 'd')).rejects.toMatchObject({ statusCode: 429 });
    // Another couple is not held up by Anna's queue.
    expect(await once('olga', async () => 'olga')).toBe('olga');
    first.release();
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('go on after one of them fails', async () => {
    const once = onePerCouple();
    await expect(once('anna', async () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    expect(await once('anna', async () => 'next')).toBe('next');
  });
});
