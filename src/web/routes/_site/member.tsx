import { createFileRoute } from '@tanstack/react-router';
import { SecurityCenter } from '../../features/member/components/SecurityCenter';
import { requireLogin } from '../../lib/guards';

const PAGES = ['securityCenter'] as const;

/** Member center (spec §2); this issue ships its security center: profile, password, authenticator. */
export const Route = createFileRoute('/_site/member')({
  validateSearch: (search: Record<string, unknown>): { page: (typeof PAGES)[number] } => ({
    page: PAGES.find((p) => p === search.page) ?? 'securityCenter',
  }),
  beforeLoad: requireLogin,
  component: SecurityCenter,
});
