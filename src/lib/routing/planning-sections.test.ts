import { describe, expect, it } from 'vitest';
import { resources } from '../i18n.ts';
import { PLANNING_SECTIONS } from './planning-sections.ts';

describe('the planning sections, as their features declare them', () => {
  it('each has a key and a path of its own', () => {
    const keys = PLANNING_SECTIONS.map((section) => section.key);
    const paths = PLANNING_SECTIONS.map((section) => section.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('each is named by its own locale file, and every such file names a section', () => {
    const named = Object.keys(resources.ru.sections).sort();
    expect(named).toEqual(PLANNING_SECTIONS.map((section) => section.key).sort());
    for (const texts of Object.values(resources.ru.sections)) {
      expect(texts.title).toBeTruthy();
      expect(texts.locked).toBeTruthy();
    }
  });
});
