import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { type PointConfig, usePointBalance, usePointConfig } from '../api/points';
import * as css from '../loyalty.css';
import { ConvertPanel } from './ConvertPanel';
import { PointDetails } from './PointDetails';
import { RedeemHistory } from './RedeemHistory';
import { RewardItems } from './RewardItems';

export const MALL_TABS = ['rewards', 'history', 'details'] as const;
export type MallTab = (typeof MALL_TABS)[number];

/** /pointMall: the point balance (never expiring), how points are earned, converting, and the three sections. */
export function PointMallPage({ tab }: { tab: MallTab }) {
  const { t } = useTranslation('loyalty');
  const errorText = useErrorText().of;
  const navigate = useNavigate();
  const config = usePointConfig();
  const balance = usePointBalance();
  const off =
    (config.data && !config.data.enabled) ||
    (config.error instanceof ApiError && config.error.code === 'loyalty_disabled');
  return (
    <section className={css.page} aria-labelledby="mall-title">
      <h1 id="mall-title" className={css.title}>
        {t('points.title')}
      </h1>
      {off ? (
        <Empty text={t('points.off')} />
      ) : config.isPending || balance.isPending ? (
        <Loading />
      ) : config.isError || balance.isError ? (
        <ErrorMessage
          text={errorText(config.error ?? balance.error)}
          onRetry={() => void Promise.all([config.refetch(), balance.refetch()])}
        />
      ) : (
        <>
          <div className={css.twoColumns}>
            <BalancePanel points={balance.data.points} config={config.data} />
            {config.data.convert && <ConvertPanel balance={balance.data} rules={config.data.convert} />}
          </div>
          <nav aria-label={t('points.tabs')}>
            <ul className={css.tabs}>
              {MALL_TABS.map((key) => (
                <li key={key}>
                  <Link
                    to="/pointMall"
                    search={{ tab: key }}
                    className={css.tab}
                    aria-current={key === tab ? 'page' : undefined}
                  >
                    {t(`points.tab.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className={css.visuallyHidden}>{t(`points.tab.${tab}`)}</h2>
          {tab === 'rewards' ? (
            <RewardItems onHistory={() => void navigate({ to: '/pointMall', search: { tab: 'history' } })} />
          ) : tab === 'history' ? (
            <RedeemHistory />
          ) : (
            <PointDetails />
          )}
        </>
      )}
    </section>
  );
}

function BalancePanel({ points, config }: { points: number; config: PointConfig }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const earnBets = config.earn.filter((e) => e.type !== 'deposit' && /[1-9]/.test(e.ratio));
  const deposit = config.earn.find((e) => e.type === 'deposit' && /[1-9]/.test(e.ratio));
  return (
    <section className={css.panel} aria-labelledby="points-balance">
      <h2 id="points-balance" className={css.heading}>
        {t('points.balance')}
      </h2>
      <p className={css.bigNumber} data-testid="points-balance">
        {t('points.balanceValue', { count: points, value: format.number(points) })}
      </p>
      <p className={css.muted}>{t('points.neverExpire')}</p>
      {(earnBets.length > 0 || deposit) && (
        <>
          <h3 className={css.subheading}>{t('points.earnTitle')}</h3>
          <ul className={css.bullets}>
            {earnBets.map((e) => (
              <li key={e.type}>
                {t('points.earnBet', {
                  type: t(`points.type.${e.type}`),
                  points: format.number(e.ratio),
                  count: Number(e.ratio),
                  amount: format.money(e.per),
                })}
              </li>
            ))}
            {deposit && (
              <li>
                {t('points.earnDeposit', {
                  points: format.number(deposit.ratio),
                  count: Number(deposit.ratio),
                  amount: format.money(deposit.per),
                })}
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}
