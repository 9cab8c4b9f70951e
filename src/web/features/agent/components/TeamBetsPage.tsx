import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Isolate } from '@/web/ui/bidi';
import { FigureHeaders } from '@/web/ui/FigureCells';
import { ChevronIcon } from '@/web/ui/icons';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useTeamBets } from '../api/bets';
import { useGameMenus } from '../api/menus';
import type { TeamBet } from '../api/types';
import { periodOf, useReportWindow } from '../period';
import { useReportSearch } from '../use-report-search';
import * as work from '../work.css';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { MemberFilter } from './MemberFilter';
import { PeriodPicker } from './PeriodPicker';
import { ReportPager } from './ReportPager';

/**
 * personalHistoryCopy (team betting): the bets of the team or one member, by category, vendor and period (all in
 * the URL), with totals and a CSV export. Wide screens show a table; phones a compact list, one line per bet with
 * its details on demand.
 */
export function TeamBetsPage() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const format = useFormat({ brandTime: true });
  const [window, setWindow] = useReportWindow();
  const { search, patch } = useReportSearch();
  const { member, category = '', vendor = '' } = search;
  const pageNo = search.pageNo ?? 1;
  const categoryId = useId();
  const vendorId = useId();
  const menus = useGameMenus();
  const query = {
    ...periodOf(window),
    member,
    category: category || undefined,
    vendor: vendor || undefined,
    pageNo,
  };
  const bets = useTeamBets(query);
  const categories = menus.data ?? [];
  const vendors = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of categories) {
      if (category && c.gameCategory !== category) continue;
      for (const v of c.vendors) seen.set(v.vassalage, v.displayName);
    }
    return [...seen];
  }, [categories, category]);
  const names = {
    vendor: (code: string) =>
      categories.flatMap((c) => c.vendors).find((v) => v.vassalage === code)?.displayName ?? code,
    category: (code: string) => tc(`category.${code}` as 'category.RNG', { defaultValue: code }),
  };

  return (
    <PageFrame title={t('menu.personalHistoryCopy')}>
      <section className={css.panel} aria-label={t('filters.label')}>
        <div className={css.filterRow}>
          <MemberFilter value={member} onChange={(next) => patch({ member: next })} />
          <div className={css.filterField}>
            <label className={css.label} htmlFor={categoryId}>
              {t('filters.category')}
            </label>
            <select
              id={categoryId}
              className={css.input}
              value={category}
              onChange={(e) => patch({ category: e.target.value || undefined, vendor: undefined })}
            >
              <option value="">{t('filters.allCategories')}</option>
              {categories.map((c) => (
                <option key={c.gameCategory} value={c.gameCategory}>
                  {names.category(c.gameCategory)}
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
              onChange={(e) => patch({ vendor: e.target.value || undefined })}
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
        <PeriodPicker window={window} onChange={setWindow} />
      </section>
      <section className={css.panel} aria-labelledby="team-bets">
        <div className={work.sectionHead}>
          <h2 id="team-bets" className={css.heading}>
            {member ? t('bets.ofMember', { account: member }) : t('bets.ofTeam')}
          </h2>
          <ExportButton report="bets" query={query} label={t('menu.personalHistoryCopy')} />
        </div>
        {bets.isPending ? (
          <Loading />
        ) : bets.isError ? (
          <ErrorState notFoundIsAnswer error={bets.error} onRetry={() => void bets.refetch()} />
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
              <>
                <BetTable list={bets.data.list} names={names} />
                <BetList list={bets.data.list} names={names} />
              </>
            )}
            <ReportPager total={bets.data.total} />
          </>
        )}
      </section>
    </PageFrame>
  );
}

interface Names {
  vendor: (code: string) => string;
  category: (code: string) => string;
}

function useStatus() {
  const { t } = useTranslation('agent');
  return (status: string) => t(`betStatus.${status}` as 'betStatus.settled', { defaultValue: status });
}

/** Wide screens: one table row per bet. */
function BetTable({ list, names }: { list: TeamBet[]; names: Names }) {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const status = useStatus();
  return (
    <div className={`${css.tableWrap} ${work.onlyWide}`}>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col">{t('columns.time')}</th>
            <th scope="col">{t('columns.game')}</th>
            <FigureHeaders
              labels={[
                t('figures.stake'),
                t('figures.validBet'),
                t('figures.payout'),
                t('figures.profitLoss'),
              ]}
            />
            <th scope="col">{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((bet) => (
            <tr key={bet.id}>
              <td>
                <span className={work.account}>{bet.account}</span>
              </td>
              <td data-nowrap>{format.dateTime(bet.placedAt)}</td>
              <td>
                <Isolate>{bet.gameName}</Isolate>
                <span className={css.sub}>
                  {' '}
                  · <Isolate>{names.vendor(bet.vendor)}</Isolate> · {names.category(bet.category)}
                </span>
              </td>
              <td data-align="end">{format.money(bet.stake)}</td>
              <td data-align="end">{format.money(bet.validBet)}</td>
              <td data-align="end">{format.money(bet.payout)}</td>
              <td data-align="end" className={css.tone[format.tone(bet.profitLoss)]}>
                {format.money(bet.profitLoss, true)}
              </td>
              <td>
                <span className={css.pill}>{status(bet.status)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: account, game and result on one line; the rest of the bet opens below it. */
function BetList({ list, names }: { list: TeamBet[]; names: Names }) {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const format = useFormat({ brandTime: true });
  const status = useStatus();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className={`${work.betList} ${work.onlyNarrow}`} data-testid="bet-list">
      {list.map((bet) => {
        const expanded = open === bet.id;
        const detailsId = `bet-${bet.id}`;
        return (
          <li key={bet.id} className={work.betItem}>
            <button
              type="button"
              className={work.betSummary}
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={tt('betList.details', { account: bet.account })}
              onClick={() => setOpen(expanded ? null : bet.id)}
            >
              <span className={work.betWho}>
                <span className={work.account}>{bet.account}</span>
                <span className={work.betLine}>
                  <Isolate>{bet.gameName}</Isolate> · {format.dateTime(bet.placedAt)}
                </span>
              </span>
              <span className={css.tone[format.tone(bet.profitLoss)]}>
                {format.money(bet.profitLoss, true)}
              </span>
              <span className={work.chevron}>
                <ChevronIcon to="end" />
              </span>
            </button>
            {expanded && (
              <dl id={detailsId} className={work.betDetails}>
                <div>
                  <dt>{t('figures.stake')}</dt>
                  <dd>{format.money(bet.stake)}</dd>
                </div>
                <div>
                  <dt>{t('figures.validBet')}</dt>
                  <dd>{format.money(bet.validBet)}</dd>
                </div>
                <div>
                  <dt>{t('figures.payout')}</dt>
                  <dd>{format.money(bet.payout)}</dd>
                </div>
                <div>
                  <dt>{t('columns.status')}</dt>
                  <dd>{status(bet.status)}</dd>
                </div>
                <div>
                  <dt>{t('filters.vendor')}</dt>
                  <dd>
                    <Isolate>{names.vendor(bet.vendor)}</Isolate>
                  </dd>
                </div>
                <div>
                  <dt>{t('filters.category')}</dt>
                  <dd>{names.category(bet.category)}</dd>
                </div>
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
