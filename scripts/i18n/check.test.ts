import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkI18n, type ProblemKind } from './check.ts';

const fixtures = path.resolve(import.meta.dirname, '../../tests/fixtures/i18n');
const check = (name: string) => {
  const root = path.join(fixtures, name);
  return checkI18n({ root, sourceDirs: ['src'], localesDir: path.join(root, 'locales/ru') });
};
const kinds = (name: string): ProblemKind[] => check(name).map((problem) => problem.kind);

describe('npm run i18n:check', () => {
  it('passes a tree whose code and catalogue agree (plurals, prefixes, qualified keys)', () => {
    expect(check('good')).toEqual([]);
  });

  it('fails on a key used in code but missing from locales/ru', () => {
    expect(check('missing')).toEqual([{ kind: 'missing', detail: expect.stringContaining('common:nowhere') }]);
  });

  it('fails on a key nobody uses', () => {
    expect(check('unused')).toEqual([{ kind: 'unused', detail: expect.stringContaining('budget:forgotten') }]);
  });

  it('fails on a Cyrillic literal in code', () => {
    expect(check('cyrillic')).toEqual([{ kind: 'cyrillic', detail: expect.stringContaining("'Привет'") }]);
  });

  it('fails when code and text name different interpolation variables', () => {
    expect(kinds('interpolation')).toEqual(['interpolation']);
  });

  it('fails on a plural key missing one of the Russian forms', () => {
    expect(check('plural')).toEqual([{ kind: 'plural', detail: 'common:guests lacks _many' }]);
  });
});
