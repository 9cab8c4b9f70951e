import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { ErrorState, Loading } from '@/web/ui/States';
import { useRecentDeposits } from '../api/deposit';
import { useCashierHome } from '../cashier-home';
import * as css from './cashier.css';
import { StatusBadge } from './StatusBadge';

/** The latest deposit orders, each opening its status (useful after paying in another tab). */
export function RecentDeposits({ current }: { current?: string }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const deposits = useRecentDeposits();
  const home = useCashierHome();
  if (deposits.isSuccess && deposits.data.content.length === 0) return null;
  return (
    <section className={css.panel} aria-labelledby="recent-deposits">
      <h2 id="recent-deposits" className={css.heading}>
        {t('deposit.recent')}
      </h2>
      {deposits.isPending ? (
        <Loading />
      ) : deposits.isError ? (
        <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t('orderNo')}</th>
              <th scope="col">{t('time')}</th>
              <th scope="col" data-align="end">
                {t('amount')}
              </th>
              <th scope="col">{t('statusLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {deposits.data.content.map((d) => (
              <tr key={d.orderNo}>
                <td data-label={t('orderNo')} className={css.cell}>
                  {d.orderNo === current ? (
                    <span className={css.mono}>{d.orderNo}</span>
                  ) : (
                    <Link to={home} search={{ page: 'depositv2', order: d.orderNo }} className={css.mono}>
                      {d.orderNo}
                    </Link>
                  )}
                </td>
                <td data-label={t('time')} className={css.cell}>
                  {format.dateTime(d.createdAt)}
                </td>
                <td data-label={t('amount')} data-align="end" className={css.cell}>
                  {format.money(d.amount)}
                </td>
                <td data-label={t('statusLabel')} className={css.cell}>
                  <StatusBadge kind="deposit" status={d.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
