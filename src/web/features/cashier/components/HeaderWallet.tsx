import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useAccountCan } from '@/web/lib/session';
import { useMoney } from '@/web/lib/use-money';
import { Isolate } from '@/web/ui/bidi';
import { button } from '@/web/ui/button.css';
import { useBalance, useDemoBalance } from '../api/balance';
import { useDemoAccount, useRealAccount } from '../api/keys';
import { balanceHiddenAtom } from '../atoms';
import * as css from './cashier.css';

/**
 * Header money tools of a logged-in account (spec §2 "Header"): the main wallet balance in the currency's decimals
 * with its symbol, a persisted hide toggle, a refresh button, and the deposit and withdraw shortcuts (words where
 * the header has room, compact buttons elsewhere). A trial account sees its demo credits instead, marked as demo;
 * its shortcuts lead to the spec's real-account dialog (the member center answers it). Phones get the same tools
 * in a bar under the header (PhoneWalletBar): a 360 px header has no room left beside the logo and the account
 * button.
 */
export function HeaderWallet() {
  const real = useRealAccount();
  const demo = useDemoAccount();
  // An agent-only account has no player wallet tools on the player site (it may not deposit or play).
  const playerSite = useAccountCan('playerSite');
  // A trial account sees its demo credits; a real one its wallet.
  if (!demo.ready && (!real.ready || !playerSite)) return null;
  return (
    <div className={css.wallet}>
      <BalanceBox testId="header-balance" demo={demo.ready} />
      <Shortcut page="depositv2" />
      <Shortcut page="withdraw" />
    </div>
  );
}

/** Below 640 px: balance and shortcuts in a sticky bar under the header. */
export function PhoneWalletBar() {
  const { t } = useTranslation('wallet');
  const { ready, pending } = useRealAccount();
  const playerSite = useAccountCan('playerSite');
  const demo = useDemoAccount();
  // While a logged-in player's account loads, the bar's place is kept: the page does not jump down after.
  if (!ready && !demo.ready) return pending ? <div className={css.phoneBar} aria-hidden="true" /> : null;
  if (!demo.ready && !playerSite) return null;
  return (
    <section className={css.phoneBar} aria-label={t(demo.ready ? 'balance.demoLabel' : 'balance.label')}>
      <BalanceBox testId="phone-balance" demo={demo.ready} />
      <div className={css.phoneActions}>
        {(['depositv2', 'withdraw'] as const).map((page) => (
          <Link
            key={page}
            to="/member"
            search={{ page }}
            className={`${page === 'depositv2' ? button.primary : button.secondary} ${css.shortcutButton}`}
          >
            {t(`center.${page}`)}
          </Link>
        ))}
      </div>
    </section>
  );
}

function BalanceBox({ testId, demo }: { testId: string; demo: boolean }) {
  const { t } = useTranslation('wallet');
  const real = useBalance();
  const credits = useDemoBalance();
  const balance = demo ? credits : real;
  const label = t(demo ? 'balance.demoLabel' : 'balance.label');
  const { money } = useMoney();
  const [hiddenChoice, setHidden] = useAtom(balanceHiddenAtom);
  const value = balance.data;
  const hidden = hiddenChoice && !demo;
  const text = hidden ? '••••' : value ? money(value.balance) : balance.isError ? '—' : '…';
  return (
    <div className={css.balanceBox}>
      <output className={css.balanceText} aria-live="polite" data-testid={testId}>
        <span className={css.visuallyHidden}>{label}: </span>
        {demo && (
          <span className={css.demoMark} aria-hidden="true">
            {t('balance.demoMark')}
          </span>
        )}
        {hidden ? (
          <>
            <span aria-hidden="true">{text}</span>
            <span className={css.visuallyHidden}>{t('balance.hiddenValue')}</span>
          </>
        ) : (
          <Isolate>{text}</Isolate>
        )}
      </output>
      {/* Demo credits are nobody's money: nothing to hide (and the phone bar keeps its room). */}
      {!demo && (
        <button
          type="button"
          className={css.roundIcon}
          aria-pressed={hidden}
          aria-label={t('balance.hide')}
          title={hidden ? t('balance.show') : t('balance.hide')}
          onClick={() => setHidden(!hidden)}
        >
          <EyeIcon closed={hidden} />
        </button>
      )}
      <button
        type="button"
        className={css.roundIcon}
        aria-label={t('balance.refresh')}
        title={t('balance.refresh')}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <span aria-hidden="true" className={balance.isFetching ? css.spinning : undefined}>
          ↻
        </span>
      </button>
    </div>
  );
}

function Shortcut({ page }: { page: 'depositv2' | 'withdraw' }) {
  const { t } = useTranslation('wallet');
  return (
    <Link
      to="/member"
      search={{ page }}
      className={`${page === 'depositv2' ? button.primary : button.secondary} ${css.shortcutButton}`}
      aria-label={t(`center.${page}`)}
      title={t(`center.${page}`)}
    >
      <span className={css.shortcut}>{t(`center.${page}`)}</span>
      <span className={css.compactShortcut} aria-hidden="true">
        {page === 'depositv2' ? '+' : '−'}
      </span>
    </Link>
  );
}

function EyeIcon({ closed }: { closed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {closed && <path d="M3 3l18 18" />}
    </svg>
  );
}
