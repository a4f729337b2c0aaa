/*
 * How long a test waits for what a person would wait for: a heading, a row, a dialog, a notice.
 * One bound for the whole suite, set here only (tests/unit/setup.ts gives it to Testing Library's
 * findBy* and waitFor, vitest.config.ts to the journeys' expect.poll). A component test's first
 * screen imports its lazily loaded page, which takes a second alone and took over 5 s on a 2-core
 * machine with three test files (or `stress --cpu 2`) beside it. A passing wait returns as soon as
 * the thing shows, so a generous bound costs a passing test nothing; only a broken one fails later.
 */
export const WAIT_MS = 30_000;

/**
 * A test's own bound: room for a few such waits in a row, so that a wait that fails reports what
 * it was waiting for before vitest cuts the test short.
 */
export const TEST_TIMEOUT_MS = 4 * WAIT_MS;

/**
 * How long a journey waits for a process it starts to be ready (the product answering its health
 * call, Chromium taking commands): 12 s for the product alone on a machine at load 16, and three
 * files start theirs at once at the beginning of a run.
 */
export const START_MS = 3 * WAIT_MS;
