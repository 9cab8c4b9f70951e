import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { useBets } from '../api/lottery';
import * as css from './lottery.css';

/** The player's open bets (waiting for their draw) and settled bets with payouts. */
export function BetsPanel({ gameCode }: { gameCode?: string }) {
  const { t } = useTranslation('lottery');
  const format = useFormat();
  const id = useId();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const bets = useBets(status, gameCode);
  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.heading}>
        {t('bets.title')}
      </h2>
      <fieldset className={css.tabs} aria-label={t('bets.title')}>
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={css.tab}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t(`bets.${s}`)}
          </button>
        ))}
      </fieldset>
      {bets.isPending ? (
        <Loading />
      ) : bets.isError ? (
        <ErrorMessage text={t('loadFailed')} onRetry={() => void bets.refetch()} />
      ) : bets.data.bets.length === 0 ? (
        <Empty text={t('bets.empty')} />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th className={css.cell}>{t('bets.draw')}</th>
                <th className={css.cell}>{t('betType')}</th>
                <th className={css.cell}>{t('bets.pick')}</th>
                <th className={css.cell}>{t('stake')}</th>
                <th className={css.cell}>{t('bets.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.data.bets.map((bet) => {
                const won = bet.payout !== null && Number(bet.payout) > 0;
                return (
                  <tr key={bet.betId} data-bet={bet.betId}>
                    <td className={css.cell}>
                      {bet.name}
                      <br />
                      <span className={css.muted}>{format.code(bet.drawNo)}</span>
                    </td>
                    <td className={css.cell}>
                      {t(`betTypes.${bet.betType}`)}
                      <br />
                      <span className={css.muted}>{t(`modes.${bet.prizeMode}`)}</span>
                    </td>
                    <td className={css.cell}>{bet.numbers.map(format.code).join(', ')}</td>
                    <td className={css.cell}>{format.money(bet.amount)}</td>
                    <td className={css.cell}>
                      {bet.status === 'closed' || bet.status === 'settled' ? (
                        <span className={won ? css.win : undefined}>
                          {won && bet.payout !== null ? format.money(bet.payout) : t('bets.lost')}
                        </span>
                      ) : (
                        t(`status.${bet.status}`)
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
