/// <reference types="vite/client" />

/** What a test waits for to know a section's plan is on screen. */
export type Shown = { text: string } | { selector: string } | { heading: string | RegExp } | { role: 'checkbox' };

/**
 * What the tests that go through every planning section need to know of one, kept in its own file
 * (tests/support/sections/<feature>.ts) so a new section adds a file rather than lines in each test.
 */
export interface SectionFacts {
  /** The section's key, as its section.tsx declares it. */
  key: string;
  /** Its page heading. */
  heading: string;
  /** On the sample wedding (no subscription). */
  sample: {
    /** Part of its banner line. */
    banner: string;
    /** A text of the sample on the page. */
    shows: string;
    /** Controls on the sample that only read (by accessible name, text or markup). */
    reads: RegExp[];
  };
  /** As a helper of the wedding (read-only, but for what a section declaring `helperWrites` lets a helper write). */
  helper: {
    /** The scenario whose data the helper looks at. */
    scenario: string;
    shown: Shown;
    /** Controls that only read (a search, a filter, a print, opening a card to look at it). */
    reads: RegExp[];
    /** On a section declaring `helperWrites`: the controls a helper may use (the gifts' ledger). */
    writes?: RegExp[];
  };
}

const files = import.meta.glob<SectionFacts[]>('./sections/*.ts', { eager: true, import: 'facts' });
const BY_KEY = new Map(
  Object.values(files)
    .flat()
    .map((facts) => [facts.key, facts]),
);

/** The facts of a declared section; a section without them fails its tests with a pointer here. */
export function factsOf(key: string): SectionFacts {
  const facts = BY_KEY.get(key);
  if (!facts) throw new Error(`no tests/support/sections/*.ts holds the test facts of the section ${key}`);
  return facts;
}
