import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { emptyReset } from './scripts/vite/antd-styles.ts';
import { TEST_TIMEOUT_MS, WAIT_MS } from './tests/support/waits.ts';

/*
 * One runner, three projects: the app's component tests in jsdom, the API tests against the real
 * server (SQLite, and PostgreSQL when one answers) with the contract suite that holds the mock
 * handlers to it, and browser journeys in Chromium against the built product and mock build.
 */
/*
 * Every API test, contract case and journey writes a fresh SQLite database and DATA_DIR under the
 * system's temporary folder, and the server commits with fsync (synchronous FULL). On the machine's
 * disk those waits were most of the server files' time (the contract suite: 426 s, 87 s in memory).
 * The test processes and the products they start take their temporary folders from memory (tmpfs)
 * instead, unless TMPDIR is set. What the tests assert holds the same: a killed process keeps what
 * it committed either way; only the machine losing power tells the two apart.
 */
if (!process.env.TMPDIR && fs.existsSync('/dev/shm')) process.env.TMPDIR = '/dev/shm';

/*
 * The suite starts the product and its command-line tools as Node processes some hundred times, and
 * each start strips the types of a few hundred files and compiles them: about a second of CPU of a
 * start's five. Node's compile cache keeps both (keyed by each file's content) for the processes of
 * the run and the test workers' own imports of node_modules. Not set for `npm start`: a server
 * starts once.
 */
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'wedding-tests-compile-cache');

export default defineConfig({
  test: {
    // Most files wait on something else (PostgreSQL, the product's process, Chromium), so three
    // files at a time keep a 2-core machine busy where vitest's default (cores - 1) would run one.
    maxWorkers: 3,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        plugins: [react(), emptyReset()],
        // Node loads the package 'antd' as its CommonJS build (lib/); the app's deep imports of the ES
        // build (antd/es/…, which keeps the login screen small) would otherwise load a second antd
        // whose components miss the first one's ConfigProvider (its locale, its theme).
        resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          // A test that opens a section imports its lazy page first: a second or two alone, more than
          // vitest's 5 s when the API and browser files load both cores beside it. Its waits are
          // bounded by WAIT_MS (tests/unit/setup.ts); the test and its hooks by a few of them.
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: TEST_TIMEOUT_MS,
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Many files start the real product as a process (10 s or more on a loaded 2-core machine)
          // or wait on PostgreSQL beside other files: the suite's one bound (waits.ts), as the unit tests.
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: TEST_TIMEOUT_MS,
          // Each file builds its own app and database; sharing the imported modules between files
          // saves importing Fastify, Kysely and the contract once per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // The server screens' bundle (13 MB, built) is imported by Node itself, as the product does:
          // through vitest's transform it took two minutes on a busy machine, for 1.3 CPU-seconds natively.
          server: { deps: { external: [/\/dist\/\.ssr\//] } },
          // A journey takes 10-40 s on a quiet machine; other files share the two cores with it.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Concurrent tests (the mock scenarios) open at most two pages at a time.
          maxConcurrency: 2,
          // A page may take seconds to draw while other files load the machine; one second of polling
          // (vitest's default) made journeys fail on busy runs. The suite's one bound (waits.ts).
          expect: { poll: { timeout: WAIT_MS } },
        },
      },
    ],
  },
});
