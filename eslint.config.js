import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { appApiPathRestrictions, SERVER_ROUTE_BY_HAND } from './eslint.api-paths.ts';
import { boundaryConfig } from './eslint.boundaries.ts';

/** Names of wire shapes (module augmentations of Fastify's own types aside). */
const WIRE_NAME = '/^(?!Fastify).*(Request|Response|Body|Answer|Params)$/';

const WIRE_TYPE_WRITTEN_BY_HAND = {
  selector: `TSInterfaceDeclaration[id.name=${WIRE_NAME}], TSTypeAliasDeclaration[id.name=${WIRE_NAME}]`,
  message: 'Requests and answers are TypeBox schemas in src/contract, with `type X = Static<typeof X>` beside each.',
};

/** A route's generic (`app.get<{ Body: { … } }>`): the type provider infers it from the contract schema instead. */
const ROUTE_GENERIC_BY_HAND = {
  selector: 'CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/] > TSTypeParameterInstantiation',
  message: "A route's params, query and body types come from its contract schema through the type provider.",
};

/**
 * Server files whose routes are not JSON calls, written by hand: the blog's pages, the guests' pages
 * (an invitation, the day's programme), and the payment's redirects, checkout and provider webhook.
 */
const NON_JSON_ROUTE_FILES = [
  'server/features/blog/**',
  'server/features/payments/**',
  'server/features/*/page-routes.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'node_modules',
      'data',
      'test-results',
      'public/mockServiceWorker.js',
      // Breaks the boundaries on purpose: tests/server/lint-boundaries.test.ts lints it.
      'tests/fixtures/boundaries',
      // Writes API calls by hand on purpose: tests/server/lint-boundaries.test.ts lints it.
      'tests/fixtures/api-paths',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'tests/unit/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/server/**/*.ts',
      'tests/contract/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/support/**/*.ts',
      'scripts/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // A request or answer is declared once, as a TypeBox schema in src/contract, with its type
    // inferred beside it. Outside the contract these names are reserved, so a hand-written copy of
    // a wire shape (which is how the login came to be declared four times) fails the lint.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['src/contract/**'],
    rules: { 'no-restricted-syntax': ['error', WIRE_TYPE_WRITTEN_BY_HAND] },
  },
  {
    // The app calls the API only through the route tables: no path constants, no API path spelled
    // out, no call around the table hooks (eslint.api-paths.ts). The API client itself, the app's own
    // page paths and tests are apart.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/**', 'src/lib/api/**', 'src/lib/routing/route-paths.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', WIRE_TYPE_WRITTEN_BY_HAND, ...appApiPathRestrictions()] },
  },
  {
    // In the contract, paths live in the route tables only.
    files: ['src/contract/**/*.ts'],
    ignores: ['src/contract/*-routes.ts'],
    rules: { 'no-restricted-syntax': ['error', appApiPathRestrictions()[0]] },
  },
  {
    // On the server also a route's generic: the type provider infers it.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', WIRE_TYPE_WRITTEN_BY_HAND, ROUTE_GENERIC_BY_HAND] },
  },
  {
    // A feature's JSON calls are registered through the one registrar, from their table.
    files: ['server/features/**/*.ts'],
    ignores: NON_JSON_ROUTE_FILES,
    rules: {
      'no-restricted-syntax': ['error', WIRE_TYPE_WRITTEN_BY_HAND, ROUTE_GENERIC_BY_HAND, ...SERVER_ROUTE_BY_HAND],
    },
  },
  boundaryConfig(import.meta.dirname, ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'mocks/**/*.ts']),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
