import type { ComponentType, ReactNode } from 'react';
import { withTexts, type LazyNamespace } from '../i18n.ts';

/**
 * What a planning section declares, once, in its feature's `section.tsx` (as ant-design-pro's route
 * object holds path, menu name, icon and page): the router, the access rule, the menu, the early
 * fetches and the tests' lists of sections are derived from these declarations
 * (planning-sections.ts). Its menu label and tab title, and what a subscription opens there, are in
 * its own `locales/ru/sections/<key>.json`; its line in the subscription's list in
 * `locales/ru/subscriptions/<feature>.json`.
 */
export interface PlanningSection<Key extends string = string> {
  /** The spec's route key (section 2), e.g. `guestList`. */
  key: Key;
  /** The spec's path, under the app's base path. */
  path: `/${string}`;
  /** The page, loaded on demand: its chunk holds the feature and its antd parts. */
  page: () => Promise<{ default: ComponentType }>;
  /** The catalogue namespaces the page's first render reads, fetched side by side with its code. */
  namespaces: LazyNamespace[];
  /** The menu's icon (a sub-section's tab shows it). */
  icon: ReactNode;
  /**
   * The place in the left navigation, between the main page and the blog: lower comes first. A
   * sub-section's orders its tab among its parent's other sub-sections (the parent's tab comes first).
   */
  menuOrder: number;
  /**
   * The section this one is a part of (the invitations' messages): it keeps its own route and
   * access but has no menu entry (the parent's stays selected on it), and the parent and its
   * sub-sections show as tabs at the top of each one's page (components/page/section-tabs.tsx).
   */
  parent?: PlanningSectionKey;
  /**
   * A menu section's place in the subscription's list of what it opens (advantages-list.tsx, its
   * text `subscriptions:advantages.<key>` in locales/ru/subscriptions/<feature>.json): the order a
   * couple meets it while planning, lower first. A sub-section has none: it is told with its parent.
   */
  advantageOrder?: number;
  /** The reads the page makes as it opens, started with its code once the session allows them. */
  firstReads?: () => string[];
  /**
   * A helper may write here (the gifts received, which a helper records at the banquet): the section's
   * table declares those calls `helperWrite`, and the page is not turned read-only for a helper; a part
   * only the couple may change sits in a `ReadOnlyPart` (components/page/read-only-part.tsx).
   */
  helperWrites?: true;
}

/**
 * Every planning section by its key. Each `section.tsx` adds its own here by declaration merging
 * (`declare module '…/planning-section.ts' { interface PlanningSections { budget: typeof budget } }`),
 * so the key union grows with no shared edit.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PlanningSections {}

export type PlanningSectionKey = keyof PlanningSections & string;

/** The sections with an entry in the left menu: every one but a sub-section (one declaring a `parent`). */
export type MenuSectionKey = {
  [Key in PlanningSectionKey]: PlanningSections[Key] extends { parent?: infer Parent }
    ? [Parent] extends [undefined]
      ? Key
      : never
    : Key;
}[PlanningSectionKey];

/**
 * A section's declaration, its page loader fetching the page's texts alongside its code. Its type
 * keeps the parent's key, so the lists that name only the menu's sections (MenuSectionKey) leave a
 * sub-section out.
 */
export function planningSection<Key extends string, Parent extends PlanningSectionKey = never>(
  declaration: PlanningSection<Key> & { parent?: Parent },
): PlanningSection<Key> & { parent?: Parent } {
  return { ...declaration, page: withTexts(declaration.page, declaration.namespaces) };
}
