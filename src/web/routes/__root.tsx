import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { AuthModals } from '../features/auth/components/AuthModals';
import { SessionWatchMount } from '../features/member/components/SessionWatchMount';
import { OfflineBanner } from '../features/system/components/OfflineBanner';
import { RouteErrorPage } from '../features/system/components/RouteErrorPage';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * ?brand= (support preview) is kept on every navigation so reloads stay in the previewed brand. The offline banner
 * shows over every layout (member site and agent pages).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): { brand?: string } =>
    typeof search.brand === 'string' && /^[a-z][a-z0-9-]{1,31}$/.test(search.brand)
      ? { brand: search.brand }
      : {},
  search: { middlewares: [retainSearchParams(['brand'])] },
  component: () => (
    <>
      {/* A layout whose translations are still on their way (src/web/lib/i18n.ts) waits here. */}
      <Suspense fallback={<div className="boot-splash" role="status" />}>
        <Outlet />
      </Suspense>
      <AuthModals />
      <SessionWatchMount />
      <OfflineBanner />
    </>
  ),
  // Translated pages with a way on, never the router's default screens.
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
});
