import { describe, expect, it } from 'vitest';
import { FLOOR_HEIGHT, FLOOR_WIDTH } from '../../src/contract/seating.ts';
import {
  TABLE_CARD,
  TABLE_FOOTPRINT,
  freePlace,
  visiblePlace,
  type FloorPlace,
} from '../../src/contract/seating-floor.ts';

const clear = (a: FloorPlace, b: FloorPlace) =>
  Math.abs(a.x - b.x) >= TABLE_FOOTPRINT.width || Math.abs(a.y - b.y) >= TABLE_FOOTPRINT.height;

describe('where tables stand on the floor (issue 38, item 7)', () => {
  it('puts fifteen new tables side by side, each whole on the floor', () => {
    const tables: FloorPlace[] = [];
    for (let n = 0; n < 15; n += 1) tables.push(freePlace(tables));
    for (const [i, one] of tables.entries()) {
      expect(one.x - TABLE_FOOTPRINT.width / 2).toBeGreaterThanOrEqual(0);
      expect(one.y + TABLE_FOOTPRINT.height / 2).toBeLessThanOrEqual(FLOOR_HEIGHT);
      for (const other of tables.slice(i + 1)) expect(clear(one, other)).toBe(true);
    }
  });

  it('finds room between tables moved by hand off the grid', () => {
    const moved = [
      { x: 200, y: 200 },
      { x: 700, y: 300 },
    ];
    const place = freePlace(moved);
    for (const one of moved) expect(clear(place, one)).toBe(true);
  });

  it('on a full floor, still a place whole on the floor', () => {
    const full: FloorPlace[] = [];
    for (let n = 0; n < 15; n += 1) full.push(freePlace(full));
    const place = freePlace(full);
    expect(place.x - TABLE_FOOTPRINT.width / 2).toBeGreaterThanOrEqual(0);
    expect(place.x + TABLE_FOOTPRINT.width / 2).toBeLessThanOrEqual(FLOOR_WIDTH);
    expect(place.y + TABLE_FOOTPRINT.height / 2).toBeLessThanOrEqual(FLOOR_HEIGHT);
  });

  it('draws a table stored at an edge (older plans) moved in, so that all of it shows', () => {
    const { width, height } = TABLE_FOOTPRINT;
    expect(visiblePlace({ x: 0, y: 0 })).toEqual({ x: width / 2, y: height / 2 });
    expect(visiblePlace({ x: FLOOR_WIDTH, y: FLOOR_HEIGHT })).toEqual({
      x: FLOOR_WIDTH - width / 2,
      y: FLOOR_HEIGHT - height / 2,
    });
    // The card inside the footprint keeps a margin, where a long table's seat dots stand out.
    expect(TABLE_CARD.width).toBeLessThan(width);
    expect(TABLE_CARD.height).toBeLessThan(height);
    expect(visiblePlace({ x: 800, y: 500 })).toEqual({ x: 800, y: 500 });
  });
});
