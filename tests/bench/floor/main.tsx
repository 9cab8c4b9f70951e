/**
 * The framework floor of the home-JS figure: the smallest page that pulls in the SPA's runtime libraries
 * (react, react-dom, the router, the query client, jotai, i18next, react-i18next), each minimally used so
 * that the bundler keeps what a real app cannot avoid. Built by tests/bench/figures/home-js.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { atom, Provider, useAtom } from 'jotai';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';

const countAtom = atom(0);

function Home() {
  const { t } = useTranslation();
  const [count, setCount] = useAtom(countAtom);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {t('retry')} {count}
    </button>
  );
}

const router = createRouter({ routeTree: createRootRoute({ component: Home }) });
const queryClient = new QueryClient();

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', defaultNS: 'common', resources: { en: { common: { retry: 'Try again' } } } })
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <QueryClientProvider client={queryClient}>
        <Provider>
          <RouterProvider router={router} />
        </Provider>
      </QueryClientProvider>,
    );
  });
