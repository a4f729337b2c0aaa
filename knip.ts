import type { KnipConfig } from 'knip';

/*
 * knip runs inside `npm test` and fails on files nothing reaches, exports nobody imports and
 * dependencies nobody uses. The entries are every program the repository starts: the app
 * (index.html), the server, its CLIs, the scripts, the mocks' workers, the tests and configs.
 */
const config: KnipConfig = {
  entry: [
    'index.html',
    'scripts/**/*.ts',
    'mocks/browser.ts',
    'mocks/node.ts',
    'tests/**/*.{ts,tsx}',
    'eslint.boundaries.ts',
    'eslint.api-paths.ts',
    // Kysely's migrator calls each migration's `up` and `down` by name (migrations/index.ts), and
    // finds a feature's own in its folder (server/lib/feature-folders.ts).
    'server/db/migrations/*.ts',
    'server/features/*/migrations/*.ts',
    // A feature's tables merge into the database's type wherever the server is compiled (db/database.ts).
    'server/features/*/tables.ts',
    // The planning features are found by their folders (server/plugins/planning-features.ts).
    'server/features/*/routes.ts',
    // The server's drawing of the first screens: vite.config.ts builds it, server-screens.ts loads it.
    'src/entry-server.tsx',
    // Stand-ins for libraries, reached through vite.config.ts's resolve.alias, never imported by name.
    'src/lib/vendor/*.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'mocks/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
  // Injected into the static mock build by vite.config.ts (rolldown's transform.inject), never imported.
  ignoreDependencies: ['buffer'],
  ignoreExportsUsedInFile: true,
};

export default config;
