import { FLOOR_HEIGHT, FLOOR_WIDTH } from './seating.ts';

/*
 * Where tables stand on the floor, in the floor's own units (FLOOR_WIDTH x FLOOR_HEIGHT): the room
 * a table takes, where a new one goes (the server and the mocks place it), and where the page draws
 * one so that all of it shows. The page sizes a table's card in these units too, so tables that do
 * not overlap here do not overlap on any screen or paper.
 */

/** The room a table takes: its card with a margin around it. 5 x 3 of them fill the floor. */
export const TABLE_FOOTPRINT = { width: 320, height: 330 } as const;
/** The card the page draws inside its footprint. */
export const TABLE_CARD = { width: 300, height: 310 } as const;

export interface FloorPlace {
  x: number;
  y: number;
}

const HALF_W = TABLE_FOOTPRINT.width / 2;
const HALF_H = TABLE_FOOTPRINT.height / 2;
/** The finer search's step when the grid's places are taken (tables moved by hand). */
const STEP = 10;

/** How much two footprints centred at `a` and `b` overlap, in square units (0: they do not). */
function overlap(a: FloorPlace, b: FloorPlace): number {
  const w = Math.max(0, TABLE_FOOTPRINT.width - Math.abs(a.x - b.x));
  const h = Math.max(0, TABLE_FOOTPRINT.height - Math.abs(a.y - b.y));
  return w * h;
}

/** Centres whose footprint is whole on the floor, row by row, left to right. */
function* placesBy(stepX: number, stepY: number): Generator<FloorPlace> {
  for (let y = HALF_H; y + HALF_H <= FLOOR_HEIGHT; y += stepY) {
    for (let x = HALF_W; x + HALF_W <= FLOOR_WIDTH; x += stepX) yield { x, y };
  }
}

/**
 * Where a new table goes: the first place of the floor's grid (row by row, left to right) where its
 * footprint is whole on the floor and clear of every table; tables moved by hand may leave room
 * off the grid, which a finer search finds; on a full floor, the place it overlaps least.
 */
export function freePlace(tables: readonly FloorPlace[]): FloorPlace {
  const clear = (place: FloorPlace) => tables.every((table) => overlap(place, table) === 0);
  for (const place of placesBy(TABLE_FOOTPRINT.width, TABLE_FOOTPRINT.height)) if (clear(place)) return place;
  for (const place of placesBy(STEP, STEP)) if (clear(place)) return place;
  let best: FloorPlace = { x: HALF_W, y: HALF_H };
  let least = Infinity;
  for (const place of placesBy(STEP * 2, STEP * 2)) {
    const covered = tables.reduce((sum, table) => sum + overlap(place, table), 0);
    if (covered < least) {
      least = covered;
      best = place;
    }
  }
  return best;
}

/**
 * Where the page draws a table: its place, moved in from an edge so that its whole footprint is on
 * the floor (the card and the seat dots that stand out of a long table's edge).
 */
export function visiblePlace(place: FloorPlace): FloorPlace {
  return {
    x: Math.min(FLOOR_WIDTH - HALF_W, Math.max(HALF_W, place.x)),
    y: Math.min(FLOOR_HEIGHT - HALF_H, Math.max(HALF_H, place.y)),
  };
}
