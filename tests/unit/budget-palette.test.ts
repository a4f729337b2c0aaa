import { describe, expect, it } from 'vitest';
import { BUDGET_PALETTE, colourAt } from '../../src/features/budget/budget-view.ts';

/** CIE Lab of a #rrggbb colour (sRGB, D65): distances in it follow what the eye tells apart. */
function lab(hex: string): [number, number, number] {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const distance = (a: string, b: string) => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

describe('the budget chart palette (issue 22, item 10)', () => {
  it('gives 20 categories 20 colours, no two of them alike', () => {
    const colours = Array.from({ length: 20 }, (_, index) => colourAt(index));
    expect(new Set(colours).size).toBe(20);
    const closest = Math.min(...colours.flatMap((a, i) => colours.slice(i + 1).map((b) => distance(a, b))));
    expect(closest).toBeGreaterThan(25);
  });

  it('keeps «Площадка» (2nd) and «Фото» (6th) of the default categories apart', () => {
    expect(distance(BUDGET_PALETTE[1], BUDGET_PALETTE[5])).toBeGreaterThan(40);
  });
});
