import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/core/money';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useOwnWallet } from '../api/wallet';
import { WALLET_KINDS } from '../api/work-types';
import { periodOf, useReportWindow } from '../period';
import { useReportSearch } from '../use-report-search';
import * as work from '../work.css';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { PeriodPicker } from './PeriodPicker';
import { ReportPager } from './ReportPager';

/**
 * agentWallet (my wallet): the agent's own main wallet inside the agent center — balance, what is withdrawable now
 * (the cashier's rule), the period's movements (transfers out and in, salary and dividend, withdrawals, …) with the
 * balance after each, totals by kind; Withdraw opens the cashier's withdrawal in the agent center.
 */
export function WalletPage() {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const format = useFormat({ brandTime: true });
  const kindId = useId();
  const [window, setWindow] = useReportWindow();
  const { search, patch } = useReportSearch();
  const kind = WALLET_KINDS.find((k) => k === search.kind);
  const pageNo = search.pageNo ?? 1;
  const query = { ...periodOf(window), kind, pageNo };
  const wallet = useOwnWallet(query);
  const kindName = (k: string) => tt(`walletKind.${k}` as 'walletKind.other', { defaultValue: k });
  return (
    <PageFrame title={tt('menu.agentWallet')}>
      <section className={css.panel} aria-labelledby="wallet-balance">
        <h2 id="wallet-balance" className={css.visuallyHidden}>
          {tt('wallet.balance')}
        </h2>
        {wallet.data ? (
          <Figures
            items={[
              {
                label: tt('wallet.balance'),
                value: format.money(wallet.data.balance),
                testId: 'wallet-balance',
              },
              {
                label: tt('wallet.withdrawable'),
                value: format.money(wallet.data.withdrawable),
                testId: 'wallet-withdrawable',
              },
            ]}
          />
        ) : wallet.isError ? null : (
          <Loading />
        )}
        <div className={css.actions}>
          <Link to="/agentHome" search={{ page: 'withdraw' }} className={button.primary}>
            {tt('wallet.withdraw')}
          </Link>
        </div>
      </section>
      <section className={css.panel} aria-label={t('filters.label')}>
        <div className={css.filterRow}>
          <div className={css.filterField}>
            <label className={css.label} htmlFor={kindId}>
              {t('filters.kind')}
            </label>
            <select
              id={kindId}
              className={css.input}
              value={kind ?? ''}
              onChange={(e) => patch({ kind: e.target.value || undefined })}
            >
              <option value="">{t('filters.allKinds')}</option>
              {WALLET_KINDS.map((k) => (
                <option key={k} value={k}>
                  {kindName(k)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PeriodPicker window={window} onChange={setWindow} />
      </section>
      <section className={css.panel} aria-labelledby="wallet-moves">
        <div className={work.sectionHead}>
          <h2 id="wallet-moves" className={css.heading}>
            {tt('wallet.heading')}
          </h2>
          <ExportButton report="wallet" query={query} label={tt('menu.agentWallet')} />
        </div>
        {wallet.isPending ? (
          <Loading />
        ) : wallet.isError ? (
          <ErrorState notFoundIsAnswer error={wallet.error} onRetry={() => void wallet.refetch()} />
        ) : (
          <>
            <Figures
              items={[
                { label: tt('wallet.opening'), value: format.money(wallet.data.openingBalance) },
                { label: tt('wallet.closing'), value: format.money(wallet.data.closingBalance) },
                ...wallet.data.totals.map((k) => ({
                  label: kindName(k.kind),
                  value: format.money(
                    formatAmount(format.minor(k.in) - format.minor(k.out), format.currency.minorUnits),
                    true,
                  ),
                  sub: tt('wallet.inOut', { in: format.money(k.in), out: format.money(k.out) }),
                })),
              ]}
              label={tt('wallet.byKind')}
            />
            {wallet.data.list.length === 0 ? (
              <Empty text={tt('wallet.empty')} />
            ) : (
              <div className={css.tableWrap}>
                <table className={css.table} data-testid="wallet-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.time')}</th>
                      <th scope="col">{t('columns.kind')}</th>
                      <th scope="col" data-align="end">
                        {t('columns.amount')}
                      </th>
                      <th scope="col" data-align="end">
                        {tt('columns.balanceAfter')}
                      </th>
                      <th scope="col">{tt('columns.counterparty')}</th>
                      <th scope="col">{t('columns.reference')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {wallet.data.list.map((row) => (
                      <tr key={row.id}>
                        <td data-label={t('columns.time')} data-nowrap>
                          {format.dateTime(row.at)}
                        </td>
                        <td data-label={t('columns.kind')}>{kindName(row.kind)}</td>
                        <td
                          data-label={t('columns.amount')}
                          data-align="end"
                          className={css.tone[format.tone(row.amount)]}
                        >
                          {format.money(row.amount, true)}
                        </td>
                        <td data-label={tt('columns.balanceAfter')} data-align="end">
                          {format.money(row.balanceAfter)}
                        </td>
                        <td data-label={tt('columns.counterparty')}>
                          <span className={work.account}>{row.counterparty}</span>
                        </td>
                        <td data-label={t('columns.reference')}>
                          <span className={css.mono}>{row.reference}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <ReportPager total={wallet.data.total} />
          </>
        )}
      </section>
    </PageFrame>
  );
}
