import { describe, expect, it } from 'vitest';
import { resources } from '../i18n.ts';
import { MENU_SECTIONS, PLANNING_SECTIONS, planningSectionOf, sectionFamilyOf } from './planning-sections.ts';

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

  it('a sub-section is part of a section of the menu, under its path, and shares its tabs', () => {
    for (const section of PLANNING_SECTIONS.filter((one) => one.parent !== undefined)) {
      const parent = planningSectionOf(section.parent ?? null);
      expect(parent, section.key).toBeDefined();
      expect(MENU_SECTIONS).toContain(parent);
      expect(section.path.startsWith(`${parent?.path}/`)).toBe(true);
      expect(MENU_SECTIONS).not.toContain(section);
      expect(sectionFamilyOf(section.key)).toEqual(sectionFamilyOf(section.parent ?? ''));
      expect(sectionFamilyOf(section.key)[0]).toBe(parent);
    }
  });
});
