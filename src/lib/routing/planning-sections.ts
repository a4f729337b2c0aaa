// The node programs read this file too (the browser journeys list the sections), without vite/client.
/// <reference types="vite/client" />
import type { PlanningSection, PlanningSectionKey } from './planning-section.ts';

/*
 * The planning sections are the features that declare one (src/features/<feature>/section.tsx): a
 * new section is its folder and nothing to register. The declarations are small and come with the
 * entry (the router needs them); their pages load on demand.
 */
// Typed by their keys: each file adds its own to PlanningSections (planning-section.ts).
const declared = import.meta.glob<readonly PlanningSection<PlanningSectionKey>[]>('../../features/*/section.{ts,tsx}', {
  eager: true,
  import: 'sections',
});

/** Every planning section, in the left navigation's order. */
export const PLANNING_SECTIONS: readonly PlanningSection<PlanningSectionKey>[] = Object.values(declared)
  .flat()
  .sort((a, b) => a.menuOrder - b.menuOrder);

export const PLANNING_SECTION_KEYS: readonly PlanningSectionKey[] = PLANNING_SECTIONS.map((section) => section.key);

/** Each section's path by its key. */
export const PLANNING_SECTION_PATHS = Object.fromEntries(
  PLANNING_SECTIONS.map((section) => [section.key, section.path]),
) as Record<PlanningSectionKey, PlanningSection['path']>;

/** The sections with an entry of their own in the left navigation: every one but a sub-section. */
export const MENU_SECTIONS: readonly PlanningSection<PlanningSectionKey>[] = PLANNING_SECTIONS.filter(
  (section) => section.parent === undefined,
);

const BY_KEY = new Map<string, PlanningSection<PlanningSectionKey>>(
  PLANNING_SECTIONS.map((section) => [section.key, section]),
);

/** The section a route key names, if it names one. */
export function planningSectionOf(key: string | null): PlanningSection<PlanningSectionKey> | undefined {
  return key === null ? undefined : BY_KEY.get(key);
}

export function isPlanningSectionKey(key: string | null): key is PlanningSectionKey {
  return planningSectionOf(key) !== undefined;
}

/**
 * The tabs a section's page shows: its parent (or itself, when it is one) and the parent's
 * sub-sections in their declared order; none for a section without sub-sections.
 */
export function sectionFamilyOf(key: string): readonly PlanningSection<PlanningSectionKey>[] {
  const head = planningSectionOf(planningSectionOf(key)?.parent ?? key);
  if (!head) return [];
  const children = PLANNING_SECTIONS.filter((section) => section.parent === head.key);
  return children.length === 0 ? [] : [head, ...children];
}
