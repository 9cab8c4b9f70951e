import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '@/core/format';
import { subtractAmounts } from '@/web/lib/money-format';
import { useFormat } from '@/web/lib/use-format';
import { Pager } from '@/web/ui/Pager';
import { useHistory } from '../api/history';
import type { HistoryItem } from '../api/types';
import { fairnessHref, verifyParams } from '../fairness-link';
import { useGame } from './context';
import * as css from './originals.css';

/** A short description of a bet's outcome, per game. */
/** A bet's outcome in words; numbers and multipliers through the page's formatter. */
export type OutcomeText = (item: HistoryItem, t: TFunction<'originals'>, format: Format) => string;

/** The player's bets in this game, newest first, each verifiable once its server seed is revealed. */
export function HistoryPanel({ outcomeText }: { outcomeText: OutcomeText }) {
  const { t } = useTranslation('originals');
  const { session, game, money, minorUnits } = useGame();
  const [page, setPage] = useState(1);
  const history = useHistory(session.session, game, page);
  const format = useFormat();

  if (history.isPending) return <p className={css.muted}>{t('loading')}</p>;
  if (history.isError) return <p className={css.muted}>{t('historyFailed')}</p>;
  const rows = history.data.content;
  if (!rows.length) return <p className={css.muted}>{t('noBets')}</p>;
  const today = new Date().toDateString();
  return (
    <>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption className={css.visuallyHidden}>{t('tabs.bets')}</caption>
          <thead>
            <tr>
              <th className={css.th} scope="col">
                {t('col.time')}
              </th>
              <th className={`${css.th} ${css.num} ${css.wideCell}`} scope="col">
                {t('col.bet')}
              </th>
              <th className={`${css.th} ${css.wideCell}`} scope="col">
                {t('col.result')}
              </th>
              <th className={`${css.th} ${css.num}`} scope="col">
                {t('col.multiplier')}
              </th>
              <th className={`${css.th} ${css.num}`} scope="col">
                {t('col.profit')}
              </th>
              <th className={`${css.th} ${css.wideCell}`} scope="col">
                {t('col.nonce')}
              </th>
              <th className={css.th} scope="col">
                {t('col.fair')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => {
              const profit =
                item.profit ??
                (item.payout === null ? null : subtractAmounts(item.payout, item.amount, minorUnits));
              const created = new Date(item.createdAt);
              const won = profit !== null && !profit.startsWith('-') && /[1-9]/.test(profit);
              const hash = (item.outcome as { hash?: string | null } | null)?.hash;
              return (
                <tr key={item.betId}>
                  <td className={css.td}>
                    {created.toDateString() === today ? format.time(created, true) : format.dateTime(created)}
                  </td>
                  <td className={`${css.td} ${css.num} ${css.wideCell}`}>{money(item.amount)}</td>
                  <td className={`${css.td} ${css.wideCell}`}>{outcomeText(item, t, format)}</td>
                  <td className={`${css.td} ${css.num}`}>
                    {item.multiplier === null ? '—' : format.multiplier(item.multiplier)}
                  </td>
                  <td className={`${css.td} ${css.num} ${won ? css.positive : css.negative}`}>
                    {profit === null ? t('open') : money(profit, true)}
                  </td>
                  <td className={`${css.td} ${css.wideCell}`}>{item.nonce ?? '—'}</td>
                  <td className={css.td}>
                    {item.game === 'crash' ? (
                      hash ? (
                        <a href={fairnessHref({ game: 'crash', hash })} target="_blank" rel="noopener">
                          {t('verify')}
                        </a>
                      ) : (
                        <span className={css.muted}>—</span>
                      )
                    ) : item.serverSeed ? (
                      <a
                        href={fairnessHref({
                          game: item.game || game,
                          serverSeed: item.serverSeed,
                          clientSeed: item.clientSeed,
                          nonce: item.nonce,
                          ...verifyParams({ ...item, game: item.game || game }),
                        })}
                        target="_blank"
                        rel="noopener"
                      >
                        {t('verify')}
                      </a>
                    ) : (
                      <span className={css.muted} title={t('hiddenSeedHint')}>
                        {t('hiddenSeed')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        total={history.data.totalPages}
        onPage={setPage}
        className={css.pager}
        buttonClass={css.pagerButton}
      />
    </>
  );
}
