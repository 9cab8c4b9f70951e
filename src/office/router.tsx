import { createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { StaffMe } from '@/core/api/office';
import { currentToken, officeApi } from './lib/api';
import { meAtom } from './lib/session';
import { store } from './lib/store';
import { SCREENS } from './screens';
import { AccountPage } from './screens/account/AccountPage';
import { HomePage } from './screens/home/HomePage';
import { LoginPage } from './screens/login/LoginPage';
import { Loading } from './shell/QueryState';
import { ScreenGate } from './shell/ScreenGate';
import { Shell } from './shell/Shell';

/** The console's routes: /office/login, and /office/<brand>/<screen> inside the shell (menu, brand, language). */

async function ensureMe(): Promise<StaffMe | null> {
  const known = store.get(meAtom);
  if (known) return known;
  if (!currentToken()) return null;
  try {
    const me = await officeApi<StaffMe>('/office/api/me');
    store.set(meAtom, me);
    return me;
  } catch {
    return null;
  }
}

const rootRoute = createRootRoute({ component: () => <Outlet /> });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/office/login',
  component: LoginPage,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/office',
  beforeLoad: async () => {
    const me = await ensureMe();
    const first = me?.brands[0]?.code;
    if (!first) throw redirect({ to: '/office/login' });
    throw redirect({ to: '/office/$brand', params: { brand: first } });
  },
});

export const brandRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/office/$brand',
  beforeLoad: async ({ params }) => {
    const me = await ensureMe();
    if (!me) throw redirect({ to: '/office/login' });
    if (!me.brands.some((b) => b.code === params.brand)) {
      const first = me.brands[0]?.code;
      if (!first) throw redirect({ to: '/office/login' });
      throw redirect({ to: '/office/$brand', params: { brand: first } });
    }
  },
  component: Shell,
});

const homeRoute = createRoute({ getParentRoute: () => brandRoute, path: '/', component: HomePage });
const accountRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: 'account',
  component: AccountPage,
});

const screenRoutes = SCREENS.map((screen) =>
  createRoute({
    getParentRoute: () => brandRoute,
    path: screen.path,
    component: () => (
      <ScreenGate permission={screen.permission}>
        <Suspense fallback={<Loading />}>
          <screen.component />
        </Suspense>
      </ScreenGate>
    ),
  }),
);

const routeTree = rootRoute.addChildren([
  loginRoute,
  indexRoute,
  brandRoute.addChildren([homeRoute, accountRoute, ...screenRoutes]),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
