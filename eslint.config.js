import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfig } from './eslint.boundaries.ts';

/** Names of wire shapes (module augmentations of Fastify's own types aside). */
const WIRE_NAME = '/^(?!Fastify).*(Request|Response|Body|Answer|Params)$/';

const WIRE_TYPE_WRITTEN_BY_HAND = {
  selector: `TSInterfaceDeclaration[id.name=${WIRE_NAME}], TSTypeAliasDeclaration[id.name=${WIRE_NAME}]`,
  message: 'Requests and answers are TypeBox schemas in src/contract, with `type X = Static<typeof X>` beside each.',
};

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
    // On the server also a route's generic (`app.get<{ Body: { … } }>`): the type provider infers
    // params, query and body from the route's contract schema instead.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        WIRE_TYPE_WRITTEN_BY_HAND,
        {
          selector:
            'CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/] > TSTypeParameterInstantiation',
          message: "A route's params, query and body types come from its contract schema through the type provider.",
        },
      ],
    },
  },
  boundaryConfig(import.meta.dirname, ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'mocks/**/*.ts']),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
