import HomeOutlined from '@ant-design/icons/HomeOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import type { ReactNode } from 'react';
import type { PlanningSectionKey } from '../../lib/routing/planning-section.ts';
import { MENU_SECTIONS } from '../../lib/routing/planning-sections.ts';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';

/** The entries that are not a planning section, named in layout:nav. */
export type ShellNavKey = 'main' | 'blog' | 'subscriptions' | 'settings';

export type NavKey = ShellNavKey | PlanningSectionKey;

export type NavEntry =
  | { kind: 'route'; key: NavKey; path: string; icon: ReactNode }
  | { kind: 'external'; key: NavKey; icon: ReactNode }
  | { kind: 'separator' };

/**
 * The left navigation in the spec's order (section 2): the main page, the planning sections in
 * their declared order (each section's section.tsx gives its icon and place; a sub-section has no
 * entry of its own: its path is under its parent's, whose entry stays selected on it), the blog, the
 * subscription (no icon by design) and the settings.
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'route', key: 'main', path: ROUTE_PATHS.main, icon: <HomeOutlined /> },
  ...MENU_SECTIONS.map((section): NavEntry => ({
    kind: 'route',
    key: section.key,
    path: section.path,
    icon: section.icon,
  })),
  { kind: 'external', key: 'blog', icon: <ReadOutlined /> },
  { kind: 'route', key: 'subscriptions', path: ROUTE_PATHS.subscriptions, icon: null },
  { kind: 'separator' },
  { kind: 'route', key: 'settings', path: ROUTE_PATHS.settings, icon: <SettingOutlined /> },
];
