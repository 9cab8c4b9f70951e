import { lazy } from 'react';
import type { Permission } from '@/core/office/roles';

/**
 * The console's screens (docs/back-office.md): each is a lazy chunk at /office/<brand>/<path>, shown in the menu to
 * staff whose roles on the brand grant its permission (the server checks it again on every call). `count` names
 * the queue (GET /office/api/b/:brand/counts) whose waiting items the menu shows beside it. A new screen is a
 * folder under screens/ and one entry here.
 */
export interface Screen {
  id: string;
  /** Below /office/<brand>/; may have parameters (`players/$id`). */
  path: string;
  permission: Permission | null;
  /** The namespace of the screen's texts (src/office/locales/<lang>/<ns>.json); its menu label is `screens.<id>`. */
  ns: string;
  /** The menu group. */
  group: 'overview' | 'queues' | 'players' | 'brand' | 'admin';
  count?: string;
  /** false: reached from another screen (a player's page), not listed in the menu. */
  menu?: boolean;
  component: React.LazyExoticComponent<() => React.JSX.Element>;
}

const named = <K extends string>(load: () => Promise<Record<K, () => React.JSX.Element>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const SCREENS: Screen[] = [
  {
    id: 'dashboard',
    path: 'dashboard',
    ns: 'figures',
    permission: 'figures.read',
    group: 'overview',
    component: named(() => import('./dashboard/DashboardPage'), 'DashboardPage'),
  },
  {
    id: 'reports',
    path: 'reports',
    ns: 'figures',
    permission: 'figures.read',
    group: 'overview',
    component: named(() => import('./reports/ReportsPage'), 'ReportsPage'),
  },
  {
    id: 'approvals',
    path: 'approvals',
    ns: 'approvals',
    permission: 'approvals.read',
    group: 'queues',
    count: 'approvals',
    component: named(() => import('./approvals/ApprovalsPage'), 'ApprovalsPage'),
  },
  {
    id: 'promotions',
    path: 'promotions',
    ns: 'queues',
    permission: 'promotions.read',
    group: 'queues',
    count: 'promotions',
    component: named(() => import('./promotions/PromotionsPage'), 'PromotionsPage'),
  },
  {
    id: 'bills',
    path: 'bills',
    ns: 'queues',
    permission: 'bills.read',
    group: 'queues',
    count: 'bills',
    component: named(() => import('./bills/BillsPage'), 'BillsPage'),
  },
  {
    id: 'feedback',
    path: 'feedback',
    ns: 'queues',
    permission: 'feedback.read',
    group: 'queues',
    count: 'feedback',
    component: named(() => import('./feedback/FeedbackPage'), 'FeedbackPage'),
  },
  {
    id: 'kyc',
    path: 'kyc',
    ns: 'queues',
    permission: 'kyc.read',
    group: 'queues',
    count: 'kyc',
    component: named(() => import('./kyc/KycPage'), 'KycPage'),
  },
  {
    id: 'withdrawals',
    path: 'withdrawals',
    ns: 'cash',
    permission: 'withdrawals.read',
    group: 'queues',
    count: 'withdrawals',
    component: named(() => import('./withdrawals/WithdrawalsPage'), 'WithdrawalsPage'),
  },
  {
    id: 'deposits',
    path: 'deposits',
    ns: 'cash',
    permission: 'deposits.read',
    group: 'queues',
    count: 'deposits',
    component: named(() => import('./deposits/DepositsPage'), 'DepositsPage'),
  },
  {
    id: 'redeems',
    path: 'redeems',
    ns: 'loyalty',
    permission: 'loyalty.read',
    group: 'queues',
    count: 'redeems',
    component: named(() => import('./loyalty/RedeemsPage'), 'RedeemsPage'),
  },
  {
    id: 'switches',
    path: 'switches',
    ns: 'switches',
    permission: 'switches.read',
    group: 'brand',
    component: named(() => import('./switches/SwitchesPage'), 'SwitchesPage'),
  },
  {
    id: 'leaderboards',
    path: 'leaderboards',
    ns: 'runs',
    permission: 'loyalty.read',
    group: 'brand',
    component: named(() => import('./engagement/LeaderboardsPage'), 'LeaderboardsPage'),
  },
  {
    id: 'agents',
    path: 'agents',
    ns: 'agents',
    permission: 'agents.read',
    group: 'players',
    component: named(() => import('./agents/AgentsPage'), 'AgentsPage'),
  },
  {
    id: 'games',
    path: 'games',
    ns: 'agents',
    permission: 'games.read',
    group: 'brand',
    component: named(() => import('./games/GamesPage'), 'GamesPage'),
  },
  {
    id: 'players',
    path: 'players',
    ns: 'players',
    permission: 'players.read',
    group: 'players',
    component: named(() => import('./players/PlayersPage'), 'PlayersPage'),
  },
  {
    id: 'player',
    path: 'players/$id',
    ns: 'players',
    permission: 'players.read',
    group: 'players',
    menu: false,
    component: named(() => import('./players/PlayerPage'), 'PlayerPage'),
  },
  {
    id: 'referrals',
    path: 'referrals',
    ns: 'loyalty',
    permission: 'loyalty.read',
    group: 'players',
    component: named(() => import('./loyalty/ReferralsPage'), 'ReferralsPage'),
  },
  {
    id: 'audit',
    path: 'audit',
    ns: 'audit',
    permission: 'audit.read',
    group: 'admin',
    component: named(() => import('./audit/AuditPage'), 'AuditPage'),
  },
  {
    id: 'staff',
    path: 'staff',
    ns: 'staff',
    permission: 'staff.read',
    group: 'admin',
    component: named(() => import('./staff/StaffPage'), 'StaffPage'),
  },
  {
    id: 'desk',
    path: 'desk',
    ns: 'runs',
    permission: 'desk.read',
    group: 'admin',
    component: named(() => import('./desk/DeskPage'), 'DeskPage'),
  },
];

/**
 * The link of a menu screen. Its path is data, not one of the router's literal routes, so it is typed as the brand
 * route (the router resolves the real path: every screen is registered from this list).
 */
export const screenPath = (screen: Screen) => `/office/$brand/${screen.path}` as '/office/$brand';
