import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/web/features/auth';
import { BrandTimeContext } from '@/web/lib/brand-time';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useLogo } from '@/web/lib/use-logo';
import { button, iconButton } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import { Modal } from '@/web/ui/Modal';
import { ErrorState, Loading } from '@/web/ui/States';
import type { AgentPage } from '../pages';
import { loadAgentStrings } from '../strings';
import { AgentMenu } from './AgentMenu';
import { Clock } from './Clock';
import * as css from './layout.css';

/**
 * The agent-only layout of /agentHome (spec §2): header with time zone, live clock, nickname or account and sign
 * out (confirmed, back to /agent); the menu beside the page on wide screens, in a drawer on phones. Anyone who
 * is not a logged-in agent goes back to /agent.
 */
export function AgentCenter({
  page,
  tools,
  menu,
  children,
}: {
  page: AgentPage;
  /** Header controls from the site layout (language, theme). */
  tools?: ReactNode;
  /** Which menu entries exist and their badges (the contract pages: from the contracts feature). */
  menu?: Pick<ComponentProps<typeof AgentMenu>, 'shown' | 'badges'>;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('agent');
  const navigate = useNavigate();
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  const account = info.data;
  const { brand } = useBootstrap();
  const logout = useLogout();
  const logo = useLogo();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [, setStringsLoaded] = useState(0);

  useEffect(() => {
    if (!token || (account && !account.isAgent)) void navigate({ to: '/agent', replace: true });
  }, [account, navigate, token]);

  // A language chosen here loads this center's texts in that language too.
  useEffect(() => {
    if (i18n.hasResourceBundle(i18n.language, 'agent')) return;
    void loadAgentStrings(i18n.language).then(() => setStringsLoaded((n) => n + 1));
  }, [i18n, i18n.language]);

  if (info.isError) {
    return (
      <main className={css.main}>
        <ErrorState notFoundIsAnswer error={info.error} onRetry={() => void info.refetch()} />
      </main>
    );
  }
  if (!account?.isAgent) return <Loading />;
  const name = account.nickname || account.account;
  return (
    // Every date and time of the agent center is in the brand's zone, the one the header clock shows.
    <BrandTimeContext.Provider value={true}>
      <div className={css.shell}>
        <header className={css.header}>
          <button
            type="button"
            className={`${iconButton} ${css.menuButton}`}
            aria-label={t('openMenu')}
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <div className={css.brand}>
            {/* A compact logo is a mark without the name: the name follows it as text. */}
            <img
              className={css.logo}
              src={brand.logoCompactUrl ?? logo}
              alt={brand.logoCompactUrl ? '' : brand.displayName}
              height={30}
            />
            {brand.logoCompactUrl && (
              <span className={css.brandName} dir="auto" data-testid="agent-brand-name">
                {brand.displayName}
              </span>
            )}
            <span className={css.brandTitle}>{t('title')}</span>
          </div>
          <div className={css.spacer} />
          <Clock />
          <span className={css.who} data-testid="agent-name">
            {name}
          </span>
          <div className={css.tools}>{tools}</div>
          <button
            type="button"
            className={`${button.secondary} ${css.signOut}`}
            onClick={() => setConfirmLogout(true)}
          >
            <svg className={css.signOutIcon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M12 3v8M6.3 6.3a8 8 0 1 0 11.4 0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className={css.signOutText}>{t('signOut')}</span>
          </button>
        </header>
        <div className={css.body}>
          <nav className={css.side} aria-label={t('menuLabel')}>
            <div className={css.sideMenu}>
              <AgentMenu page={page} {...menu} />
            </div>
          </nav>
          <main className={css.main}>{children}</main>
        </div>
        {drawer && (
          // The phone menu: the app's modal as a drawer at the inline-start edge (the right in right-to-left).
          <Modal
            variant="drawer"
            title={name}
            label={t('menuLabel')}
            closeLabel={t('closeMenu')}
            initialFocus='[aria-current="page"]'
            onClose={() => setDrawer(false)}
          >
            <div className={css.drawerTools}>{tools}</div>
            <nav aria-label={t('menuLabel')}>
              <AgentMenu page={page} {...menu} onNavigate={() => setDrawer(false)} />
            </nav>
          </Modal>
        )}
        {confirmLogout && (
          <ConfirmDialog
            title={t('signOutTitle')}
            message={t('signOutQuestion')}
            confirmLabel={t('signOut')}
            onCancel={() => setConfirmLogout(false)}
            onConfirm={() => {
              setConfirmLogout(false);
              void logout('/agent');
            }}
          />
        )}
      </div>
    </BrandTimeContext.Provider>
  );
}
