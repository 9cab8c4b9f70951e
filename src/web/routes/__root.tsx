import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router';
import { RootLayout } from '../features/layout/components/RootLayout';

export interface RouterContext {
  queryClient: QueryClient;
}

/** ?brand= (support preview) is kept on every navigation so reloads stay in the previewed brand. */
export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): { brand?: string } =>
    typeof search.brand === 'string' && /^[a-z][a-z0-9-]{1,31}$/.test(search.brand)
      ? { brand: search.brand }
      : {},
  search: { middlewares: [retainSearchParams(['brand'])] },
  component: RootLayout,
});
