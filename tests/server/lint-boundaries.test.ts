import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { appApiPathRestrictions, SERVER_ROUTE_BY_HAND } from '../../eslint.api-paths.ts';
import { boundaryConfig } from '../../eslint.boundaries.ts';

/*
 * The import boundaries (eslint.boundaries.ts) applied to a tiny project in tests/fixtures/boundaries:
 * every import the rules must refuse is refused, and every allowed one passes. The project itself
 * is linted with the same config by `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '../fixtures/boundaries');

async function problemsByFile() {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, boundaryConfig(root)],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return Object.fromEntries(
    results.map((result) => [
      path.relative(root, result.filePath),
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    ]),
  );
}

describe('import boundaries', () => {
  it('fail across features, between src and server, on cycles of modules and of features; allow public modules and the contract', async () => {
    const problems = await problemsByFile();

    expect(problems['src/features/budget/total.ts']).toEqual([
      expect.stringMatching(/no-restricted-paths: .*"\.\.\/guests\/count\.ts".*A feature does not import another/),
    ]);
    expect(problems['src/lib/price.ts']).toEqual([
      expect.stringMatching(/no-restricted-paths: .*src\/ does not import server\//),
    ]);
    expect(problems['server/features/budget/forbidden.ts']).toEqual([
      expect.stringMatching(/no-restricted-paths: .*"\.\.\/guests\/seats\.ts".*public\.ts/),
      expect.stringMatching(/no-restricted-paths: .*server\/ imports of src\/ only src\/contract/),
    ]);
    expect(problems['server/lib/cycle-a.ts']).toEqual([expect.stringMatching(/^import-x\/no-cycle/)]);
    expect(problems['server/lib/cycle-b.ts']).toEqual([expect.stringMatching(/^import-x\/no-cycle/)]);
    // Two features whose services import each other's public.ts: no module cycle, a loop of features.
    expect(problems['server/features/seating/service.ts']).toEqual([
      expect.stringMatching(/^boundaries\/no-feature-cycle: .*seating → invitations → seating/),
    ]);
    expect(problems['server/features/invitations/service.ts']).toEqual([
      expect.stringMatching(/^boundaries\/no-feature-cycle: .*invitations → seating → invitations/),
    ]);

    for (const allowed of [
      'server/features/budget/allowed.ts',
      'server/features/guests/public.ts',
      'server/features/guests/seats.ts',
      'server/features/invitations/public.ts',
      'server/features/seating/public.ts',
      'server/lib/money.ts',
      'src/contract/budget.ts',
      'src/features/guests/count.ts',
    ]) {
      expect(problems[allowed], allowed).toEqual([]);
    }
  });
});

/*
 * The API path rules (eslint.api-paths.ts) on tests/fixtures/api-paths: a path or a route written
 * by hand fails, a call named by its route table entry passes.
 */
describe('API calls through the route tables', () => {
  it('fail on a path constant, an API path spelled out, the raw hooks and a server route by hand', async () => {
    const apiRoot = path.resolve(import.meta.dirname, '../fixtures/api-paths');
    const eslint = new ESLint({
      cwd: apiRoot,
      overrideConfigFile: true,
      overrideConfig: [
        { languageOptions: { parser: tseslint.parser } },
        { files: ['src/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...appApiPathRestrictions()] } },
        { files: ['server/features/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...SERVER_ROUTE_BY_HAND] } },
      ],
    });
    const results = await eslint.lintFiles(['**/*.ts']);
    const lines = Object.fromEntries(
      results.map((result) => [
        path.relative(apiRoot, result.filePath),
        result.messages.map((message) => message.line),
      ]),
    );
    // The import of useApiQuery, BUDGET_PATH and its '/budget', the template, the '/api/v1' string.
    expect(lines['src/features/budget/by-hand.ts']).toEqual([2, 4, 4, 7, 8]);
    expect(lines['server/features/budget/by-hand.ts']).toEqual([8, 9]);
    expect(lines['src/features/budget/through-table.ts']).toEqual([]);
    expect(lines['server/features/budget/declared.ts']).toEqual([]);
  });
});
