import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from './lib/api';
import { store } from './lib/store';

/**
 * A failed query is tried once more, unless the server answered it for good: a 4xx other than 408 and 429 (a
 * 404 member, a refused period) answers the same the second time.
 */
export const retryOnce = (failures: number, error: unknown) =>
  failures < 1 &&
  !(
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  );

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false } },
});

export function Providers({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
