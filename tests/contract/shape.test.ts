import { describe, expect, it } from 'vitest';
import { shapeDifferences, shapeOf } from './shape.ts';

const differences = (mock: unknown, server: unknown) => shapeDifferences(shapeOf(mock), shapeOf(server));

describe('comparing answer shapes', () => {
  it('ignores values and compares keys and types, recursively', () => {
    expect(differences({ a: 'x', b: { c: 1 } }, { a: 'y', b: { c: 2 } })).toEqual([]);
    expect(differences({ a: 'x', b: { c: '1' } }, { a: 'y', b: { c: 2 } })).toEqual([
      '$.b.c: the mock gives string, the server number',
    ]);
    expect(differences({ a: 'x', extra: true }, { a: 'x', missing: null })).toEqual([
      '$.extra: only the mock has it',
      '$.missing: only the server has it',
    ]);
  });

  it('treats null as its own type: a null where the server has an object is a difference', () => {
    expect(differences({ subscriptions: null }, { subscriptions: { name: 'x' } })).toEqual([
      '$.subscriptions: the mock gives null, the server object',
    ]);
  });

  it('compares lists by the shape of their elements, whatever their lengths', () => {
    const server = [
      { price: 299, discountPrice: null },
      { price: 799, discountPrice: 699 },
    ];
    expect(differences([{ price: 1, discountPrice: null }], server)).toEqual([]);
    expect(differences([{ price: '1', discountPrice: null }], server)).toEqual([
      '$[].price: the mock gives string, the server number',
    ]);
  });

  it('lets the mock leave out a key only where the server leaves it out too', () => {
    const server = { messages: [{ text: 'a', field: 'email' }, { text: 'b' }] };
    expect(differences({ messages: [{ text: 'a' }] }, server)).toEqual([]);
    expect(differences({ messages: [{ field: 'email' }] }, server)).toEqual([
      '$.messages[].text: only the server has it',
    ]);
  });

  it('cannot compare an empty list with a filled one, and says so', () => {
    expect(differences([], [{ id: 'a' }])).toEqual(['$[]: the mock answered an empty list; fill both to compare']);
    expect(differences([], [])).toEqual([]);
  });
});
