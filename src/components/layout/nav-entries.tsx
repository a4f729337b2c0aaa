import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { ReactNode } from 'react';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';

export type NavKey =
  | 'main'
  | 'budget'
  | 'seatingPlan'
  | 'guestList'
  | 'toDoList'
  | 'invitations'
  | 'weddingDay'
  | 'looks'
  | 'decor'
  | 'contractors'
  | 'blog'
  | 'subscriptions'
  | 'settings'
  | 'stores'
  | 'notes';

export type NavEntry =
  | { kind: 'route'; key: NavKey; path: string; icon: ReactNode }
  | { kind: 'external'; key: NavKey; icon: ReactNode }
  | { kind: 'separator' };

/** The left navigation in the spec's order (section 2); subscriptions has no icon by design. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'route', key: 'main', path: ROUTE_PATHS.main, icon: <HomeOutlined /> },
  { kind: 'route', key: 'budget', path: ROUTE_PATHS.budget, icon: <WalletOutlined /> },
  { kind: 'route', key: 'seatingPlan', path: ROUTE_PATHS.seatingPlan, icon: <AppstoreOutlined /> },
  { kind: 'route', key: 'guestList', path: ROUTE_PATHS.guestList, icon: <TeamOutlined /> },
  { kind: 'route', key: 'weddingDay', path: ROUTE_PATHS.weddingDay, icon: <ScheduleOutlined /> },
  { kind: 'route', key: 'contractors', path: ROUTE_PATHS.contractors, icon: <SolutionOutlined /> },
  { kind: 'route', key: 'looks', path: ROUTE_PATHS.looks, icon: <SkinOutlined /> },
  { kind: 'route', key: 'toDoList', path: ROUTE_PATHS.toDoList, icon: <CheckSquareOutlined /> },
  { kind: 'route', key: 'decor', path: ROUTE_PATHS.decor, icon: <BgColorsOutlined /> },
  { kind: 'route', key: 'stores', path: ROUTE_PATHS.stores, icon: <ShoppingOutlined /> },
  { kind: 'route', key: 'invitations', path: ROUTE_PATHS.invitations, icon: <MailOutlined /> },
  { kind: 'route', key: 'notes', path: ROUTE_PATHS.notes, icon: <FormOutlined /> },
  { kind: 'external', key: 'blog', icon: <ReadOutlined /> },
  { kind: 'route', key: 'subscriptions', path: ROUTE_PATHS.subscriptions, icon: null },
  { kind: 'separator' },
  { kind: 'route', key: 'settings', path: ROUTE_PATHS.settings, icon: <SettingOutlined /> },
];
