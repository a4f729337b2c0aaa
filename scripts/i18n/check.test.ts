import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkI18n, type ProblemKind } from './check.ts';

const good = path.resolve(import.meta.dirname, '../../tests/fixtures/i18n/good');

/** A copy of the good fixture tree with one deliberate fault, checked like the project. */
function checkVariant(
  fault?: { file: string; change: (text: string) => string },
  app?: { bundledNamespaces: string[] },
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-fixture-'));
  fs.cpSync(good, root, { recursive: true });
  if (fault) {
    const file = path.join(root, fault.file);
    fs.writeFileSync(file, fault.change(fs.readFileSync(file, 'utf8')));
  }
  return checkI18n({ root, sourceDirs: ['src'], localesDir: path.join(root, 'locales/ru'), appDirs: ['src'], ...app });
}

const editJson = (change: (catalogue: Record<string, unknown>) => void) => (text: string) => {
  const catalogue = JSON.parse(text) as Record<string, unknown>;
  change(catalogue);
  return JSON.stringify(catalogue);
};
const kinds = (problems: { kind: ProblemKind }[]) => problems.map((problem) => problem.kind);

describe('npm run i18n:check', () => {
  it('passes a tree whose code and catalogue agree (plurals, prefixes, qualified keys, lists)', () => {
    expect(checkVariant()).toEqual([]);
  });

  it('fails on a key used in code but missing from locales/ru', () => {
    const problems = checkVariant({
      file: 'src/page.tsx',
      change: (code) => code.replace("t('title'),", "t('title'), t('nowhere'),"),
    });
    expect(problems).toEqual([{ kind: 'missing', detail: expect.stringContaining('common:nowhere') }]);
  });

  it('fails on a key nobody uses', () => {
    const problems = checkVariant({
      file: 'locales/ru/budget.json',
      change: editJson((catalogue) => (catalogue.forgotten = 'Забытый текст')),
    });
    expect(problems).toEqual([{ kind: 'unused', detail: expect.stringContaining('budget:forgotten') }]);
  });

  it('fails on a Cyrillic literal in code', () => {
    const problems = checkVariant({
      file: 'src/page.tsx',
      change: (code) => code.replace("t('title'),", "t('title'), 'Привет',"),
    });
    expect(problems).toEqual([{ kind: 'cyrillic', detail: expect.stringContaining("'Привет'") }]);
  });

  it('fails when code and text name different interpolation variables', () => {
    const problems = checkVariant({
      file: 'src/page.tsx',
      change: (code) => code.replace("t('hello', { name })", "t('hello', { user: name })"),
    });
    expect(kinds(problems)).toEqual(['interpolation']);
  });

  it('fails on a plural key missing one of the Russian forms', () => {
    const problems = checkVariant({
      file: 'locales/ru/common.json',
      change: editJson((catalogue) => delete catalogue.guests_many),
    });
    expect(problems).toEqual([{ kind: 'plural', detail: 'common:guests lacks _many' }]);
  });

  it('fails on a key of a namespace that is neither bundled nor loaded by its component', () => {
    const commonOnly = { bundledNamespaces: ['common'] };
    expect(checkVariant(undefined, commonOnly)).toEqual([
      { kind: 'unloaded', detail: expect.stringContaining('budget:pageTitle') },
    ]);
    const loadsBudget = {
      file: 'src/page.tsx',
      change: (code: string) => code.replace('useTranslation()', "useTranslation(['common', 'budget'])"),
    };
    expect(checkVariant(loadsBudget, commonOnly)).toEqual([]);
    const outsideComponents = {
      file: 'src/page.tsx',
      change: (code: string) =>
        code
          .replace('useTranslation()', "useTranslation(['common', 'budget'])")
          .replace("t('budget:pageTitle')", "i18n.t('budget:pageTitle')")
          .replace(
            "import { useTranslation } from 'react-i18next';",
            "import i18n from 'i18next';\nimport { useTranslation } from 'react-i18next';",
          ),
    };
    expect(kinds(checkVariant(outsideComponents, commonOnly))).toEqual(['unloaded']);
  });
});
