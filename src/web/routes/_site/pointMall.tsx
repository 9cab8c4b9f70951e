import { createFileRoute } from '@tanstack/react-router';
import { PointMallPage } from '@/web/features/loyalty/points/PointMallPage';
import { requireLogin } from '@/web/lib/guards';

const TABS = ['rewards', 'history', 'details'] as const;
type Tab = (typeof TABS)[number];

/** Points mall (login required): ?tab=rewards (default) | history (redeem history) | details (points details). */
export const Route = createFileRoute('/_site/pointMall')({
  validateSearch: (search: Record<string, unknown>): { tab?: Tab } =>
    TABS.includes(search.tab as Tab) && search.tab !== 'rewards' ? { tab: search.tab as Tab } : {},
  beforeLoad: requireLogin,
  component: function PointMall() {
    const { tab } = Route.useSearch();
    return <PointMallPage tab={tab ?? 'rewards'} />;
  },
});
