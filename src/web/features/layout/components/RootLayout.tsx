import { Outlet, useLocation, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isGamePage } from '../../../../core/navigation';
import { sideMenuOpenAtom } from '../../../lib/store';
import { PhoneWalletBar } from '../../cashier/components/HeaderWallet';
import { LobbyOverlays } from '../../lobby/components/LobbyOverlays';
import { AnnouncementPopups } from '../../lobby/home/AnnouncementPopups';
import { LiveUpdates } from '../../originals/components/LiveUpdates';
import { Footer } from './Footer';
import { Header } from './Header';
import * as css from './layout.css';
import { PreviewRibbon } from './PreviewRibbon';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';

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
      <PhoneWalletBar />
      <div className={`${css.shell} ${menuOpen && !gamePage ? css.shellWithMenu : ''}`}>
        {!gamePage && <SideMenu />}
        <div className={css.main}>
          <main id="main" className={css.content} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <ScrollTopButton />
      <PreviewRibbon />
      <LobbyOverlays />
      <LiveUpdates />
      <AnnouncementPopups />
    </>
  );
}
