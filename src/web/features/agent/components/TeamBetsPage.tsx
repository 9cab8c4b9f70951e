import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Isolate } from '../../../ui/bidi';
import { Pager } from '../../../ui/Pager';
import * as css from '../agent.css';
import { useTeamBets } from '../api/bets';
import { PAGE_SIZE } from '../api/keys';
import { useGameMenus } from '../api/menus';
import { periodOf, useReportWindow } from '../period';
import { useFormat } from '../use-format';
import { Figures, PageFrame } from './Figures';
import { MemberFilter } from './MemberFilter';
import { PeriodPicker } from './PeriodPicker';
import { Empty, ErrorState, Loading } from './States';

/** personalHistoryCopy (team betting): the bets of the team or one member, by category, vendor and period. */
export function TeamBetsPage({ member: initialMember }: { member?: string }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const [window, setWindow] = useReportWindow();
  const [member, setMember] = useState(initialMember);
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const categoryId = useId();
  const vendorId = useId();
  const menus = useGameMenus();
  const bets = useTeamBets({
    ...periodOf(window),
    member,
    category: category || undefined,
    vendor: vendor || undefined,
    pageNo,
  });
  const categories = menus.data ?? [];
  const vendors = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of categories) {
      if (category && c.gameCategory !== category) continue;
      for (const v of c.vendors) seen.set(v.vassalage, v.displayName);
    }
    return [...seen];
  }, [categories, category]);
  const vendorName = (code: string) =>
    categories.flatMap((c) => c.vendors).find((v) => v.vassalage === code)?.displayName ?? code;
  const categoryName = (code: string) => tc(`category.${code}` as 'category.RNG', { defaultValue: code });

  return (
    <PageFrame title={t('menu.personalHistoryCopy')}>
      <section className={css.panel} aria-label={t('filters.label')}>
        <div className={css.filterRow}>
          <MemberFilter
            value={member}
            onChange={(next) => {
              setMember(next);
              setPageNo(1);
            }}
          />
          <div className={css.filterField}>
            <label className={css.label} htmlFor={categoryId}>
              {t('filters.category')}
            </label>
            <select
              id={categoryId}
              className={css.input}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                setVendor('');
                setPageNo(1);
              }}
            >
              <option value="">{t('filters.allCategories')}</option>
              {categories.map((c) => (
                <option key={c.gameCategory} value={c.gameCategory}>
                  {categoryName(c.gameCategory)}
                </option>
              ))}
            </select>
          </div>
          <div className={css.filterField}>
            <label className={css.label} htmlFor={vendorId}>
              {t('filters.vendor')}
            </label>
            <select
              id={vendorId}
              className={css.input}
              value={vendor}
              onChange={(e) => {
                setVendor(e.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('filters.allVendors')}</option>
              {vendors.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PeriodPicker
          window={window}
          onChange={(next) => {
            setWindow(next);
            setPageNo(1);
          }}
        />
      </section>
      <section className={css.panel} aria-labelledby="team-bets">
        <h2 id="team-bets" className={css.heading}>
          {member ? t('bets.ofMember', { account: member }) : t('bets.ofTeam')}
        </h2>
        {bets.isPending ? (
          <Loading />
        ) : bets.isError ? (
          <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />
        ) : (
          <>
            <Figures
              label={t('totals')}
              items={[
                { label: t('bets.count'), value: format.count(bets.data.totals.count), testId: 'bets-count' },
                { label: t('figures.stake'), value: format.money(bets.data.totals.stake) },
                { label: t('figures.validBet'), value: format.money(bets.data.totals.validBet) },
                { label: t('figures.payout'), value: format.money(bets.data.totals.payout) },
                {
                  label: t('figures.profitLoss'),
                  value: format.money(bets.data.totals.profitLoss, true),
                  tone: format.tone(bets.data.totals.profitLoss),
                },
              ]}
            />
            {bets.data.list.length === 0 ? (
              <Empty text={t('bets.empty')} />
            ) : (
              <div className={css.tableWrap}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.account')}</th>
                      <th scope="col">{t('columns.time')}</th>
                      <th scope="col">{t('columns.game')}</th>
                      <th scope="col" data-align="end">
                        {t('figures.stake')}
                      </th>
                      <th scope="col" data-align="end">
                        {t('figures.validBet')}
                      </th>
                      <th scope="col" data-align="end">
                        {t('figures.payout')}
                      </th>
                      <th scope="col" data-align="end">
                        {t('figures.profitLoss')}
                      </th>
                      <th scope="col">{t('columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {bets.data.list.map((bet) => (
                      <tr key={bet.id}>
                        <td data-label={t('columns.account')}>
                          <span className={css.mono}>{bet.account}</span>
                        </td>
                        <td data-label={t('columns.time')}>{format.dateTime(bet.placedAt)}</td>
                        <td data-label={t('columns.game')} data-wide>
                          <Isolate>{bet.gameName}</Isolate>
                          <span className={css.sub}>
                            {' '}
                            · <Isolate>{vendorName(bet.vendor)}</Isolate> · {categoryName(bet.category)}
                          </span>
                        </td>
                        <td data-label={t('figures.stake')} data-align="end">
                          {format.money(bet.stake)}
                        </td>
                        <td data-label={t('figures.validBet')} data-align="end">
                          {format.money(bet.validBet)}
                        </td>
                        <td data-label={t('figures.payout')} data-align="end">
                          {format.money(bet.payout)}
                        </td>
                        <td
                          data-label={t('figures.profitLoss')}
                          data-align="end"
                          className={css.tone[format.tone(bet.profitLoss)]}
                        >
                          {format.money(bet.profitLoss, true)}
                        </td>
                        <td data-label={t('columns.status')}>
                          <span className={css.pill}>
                            {t(`betStatus.${bet.status}` as 'betStatus.settled', {
                              defaultValue: bet.status,
                            })}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={pageNo} total={Math.ceil(bets.data.total / PAGE_SIZE)} onPage={setPageNo} />
          </>
        )}
      </section>
    </PageFrame>
  );
}
