import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Pager } from '@/web/ui/Pager';
import { Empty } from '@/web/ui/States';
import * as css from '../agent.css';
import type { ExportQuery } from '../api/export';
import { PAGE_SIZE } from '../api/keys';
import type { Income, IncomeKind } from '../api/types';
import { CONTRACT_PAGE_OF } from '../pages';
import { ExportButton } from './ExportButton';
import * as incomeCss from './income.css';

/** The name of an income kind: a contract kind by its page's name, a commission by its source. */
export function useIncomeKindName() {
  const { t } = useTranslation('agent');
  return (kind: IncomeKind | string) => {
    const page = CONTRACT_PAGE_OF[kind];
    if (page) return t(`menu.${page}`);
    return t(`incomeKind.${kind as 'rewards'}`, { defaultValue: kind });
  };
}

/** The contract earnings of the period bill by bill, newest first; each opens its bill on the contract page. */
export function IncomeBills({
  bills,
  period,
  onPage,
}: {
  bills: Income['bills'];
  /** The page's period (the export's query). */
  period: ExportQuery;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const kindName = useIncomeKindName();
  return (
    <section className={css.panel} aria-labelledby="income-bills">
      <div className={css.spread}>
        <h2 id="income-bills" className={css.heading}>
          {t('income.bills')}
        </h2>
        {bills.list.length > 0 && (
          <ExportButton report="incomeBills" query={period} label={t('income.bills')} />
        )}
      </div>
      {bills.list.length === 0 ? (
        <Empty text={t('income.billsEmpty')} />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} data-testid="income-bills">
            <thead>
              <tr>
                <th scope="col">{t('columns.kind')}</th>
                <th scope="col">{t('income.period')}</th>
                <th scope="col">{t('income.paidAt')}</th>
                <th scope="col" data-align="end">
                  {t('columns.amount')}
                </th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {bills.list.map((b) => {
                const page = b.kind ? CONTRACT_PAGE_OF[b.kind] : undefined;
                const period = b.periodStart ? format.dateTime(b.periodStart) : '';
                return (
                  <tr key={b.transferId}>
                    <td data-label={t('columns.kind')}>
                      {b.kind ? kindName(b.kind) : ''}
                      {b.adjustment && <span className={css.sub}> · {t('income.adjustment')}</span>}
                    </td>
                    <td data-label={t('income.period')}>{period}</td>
                    <td data-label={t('income.paidAt')}>{format.dateTime(b.paidAt)}</td>
                    <td data-label={t('columns.amount')} data-align="end">
                      {format.money(b.amount)}
                    </td>
                    <td data-label={t('columns.actions')}>
                      {page && b.billId && (
                        <Link
                          to="/agentHome"
                          search={{ page, bill: b.billId }}
                          aria-label={t('income.openBill', { kind: kindName(b.kind ?? ''), period })}
                        >
                          {t('income.open')}
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={bills.pageNo} total={Math.ceil(bills.total / PAGE_SIZE)} onPage={onPage} />
    </section>
  );
}

/** What moved through the agent's wallet without being income: house adjustments and transfers. */
export function IncomeApart({ lines }: { lines: Income['apart'] }) {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  return (
    <section className={css.panel} aria-labelledby="income-apart" data-testid="income-apart">
      <h2 id="income-apart" className={css.heading}>
        {t('income.apart')}
      </h2>
      <p className={css.muted}>{t('income.apartHint')}</p>
      <dl className={incomeCss.apartList}>
        {lines.map((l) => (
          <div key={l.line} className={incomeCss.apartRow} data-testid={`apart-${l.line}`}>
            <dt>{t(`apart.${l.line}`)}</dt>
            <dd className={incomeCss.apartValue}>
              {format.money(l.amount)}{' '}
              <span className={css.sub}>{t('overview.times', { count: l.count })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
