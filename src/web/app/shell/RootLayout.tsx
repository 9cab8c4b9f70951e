import { Outlet, useLocation, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isGamePage } from '@/core/navigation';
import { lazyNamed } from '@/web/lib/lazy-named';
import { sideMenuOpenAtom } from '@/web/lib/store';
import { Header } from './Header';
import * as css from './layout.css';
import { PreviewRibbon } from './PreviewRibbon';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';

// Not needed for the first paint: loaded right after it (the footer is below the fold, the rest shows later).
const PhoneWalletBar = lazyNamed(
  () => import('@/web/features/cashier/components/HeaderWallet'),
  'PhoneWalletBar',
  ['wallet'],
);
const LobbyOverlays = lazyNamed(
  () => import('@/web/features/lobby/components/LobbyOverlays'),
  'LobbyOverlays',
);
const AnnouncementPopups = lazyNamed(
  () => import('@/web/features/lobby/home/AnnouncementPopups'),
  'AnnouncementPopups',
);
const LiveUpdates = lazyNamed(() => import('@/web/features/originals/components/LiveUpdates'), 'LiveUpdates');
const Footer = lazyNamed(() => import('./Footer'), 'Footer');

/** Root layout (spec §2 "Layout"): side menu, header, main content, footer, scroll-to-top control. */
export function RootLayout() {
  const { t } = useTranslation();
  const menuOpen = useAtomValue(sideMenuOpenAtom);
  // Only the path: a search-param change (a keyword typed in a game list) must not re-render the whole layout.
  const pathname = useLocation({ select: (location) => location.pathname });
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const gamePage = isGamePage(pathname);
  return (
    <>
      <a href="#main" className={css.skipLink}>
        {t('skipToContent')}
      </a>
      {loading && <div className={css.progress} role="progressbar" aria-label={t('loading')} />}
      <Header />
      <Suspense fallback={null}>
        <PhoneWalletBar />
      </Suspense>
      <div className={`${css.shell} ${menuOpen && !gamePage ? css.shellWithMenu : ''}`}>
        {!gamePage && <SideMenu />}
        <div className={css.main}>
          <main id="main" className={css.content} tabIndex={-1}>
            {/* A page whose translations are still on their way (src/web/lib/i18n.ts) waits here, the layout stays. */}
            <Suspense fallback={<div className="boot-splash" role="status" aria-label={t('loading')} />}>
              <Outlet />
            </Suspense>
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      </div>
      <ScrollTopButton />
      <PreviewRibbon />
      {/* Each apart: one waiting for its code or texts never hides (and so closes) another's open dialog. */}
      <Suspense fallback={null}>
        <LobbyOverlays />
      </Suspense>
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
      <Suspense fallback={null}>
        <AnnouncementPopups />
      </Suspense>
    </>
  );
}
