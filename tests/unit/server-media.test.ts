import { describe, expect, it } from 'vitest';
import { matchesWidth, SERVER_DESKTOP_WIDTH, SERVER_PHONE_WIDTH } from '../../src/lib/server-screen/server-media.ts';

describe("the server's guess at a browser's width", () => {
  it("gives a phone the phone's layout and a desktop the desktop's", () => {
    expect(matchesWidth('(max-width: 575.98px)', SERVER_PHONE_WIDTH)).toBe(true);
    expect(matchesWidth('(max-width: 575.98px)', SERVER_DESKTOP_WIDTH)).toBe(false);
    expect(matchesWidth('(min-width: 768px) and (max-width: 991.98px)', 800)).toBe(true);
    expect(matchesWidth('(min-width: 768px) and (max-width: 991.98px)', SERVER_DESKTOP_WIDTH)).toBe(false);
  });

  it('takes any other query as not matching', () => {
    expect(matchesWidth('(prefers-reduced-motion: reduce)', SERVER_PHONE_WIDTH)).toBe(false);
  });
});
