import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type BrandFigures,
  FIGURE_PERIODS,
  FIGURES,
  type Figure,
  type FigurePeriod,
  type GameOrder,
  type TopRow,
} from '@/core/api/office-figures';
import { vars } from '@/web/theme/contract.css';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { DayBars } from './DayBars';
import { FigureRows } from './FigureRows';
import * as css from './figures.css';
import { money } from './format';
import { TopGames } from './TopGames';

type Scope = 'brand' | 'group';
interface Dashboard {
  period: FigurePeriod;
  group: string;
  brands: BrandFigures[];
}

const COUNTS = new Set<Figure>(['activePlayers', 'newPlayers', 'firstDepositors']);

/** The dashboard: a brand's (or its operator group's) figures for today, 7 or 30 days; each figure explains itself. */
export function DashboardPage() {
  const t = useT('figures');
  const { brand } = useParams({ from: '/office/$brand' });
  const [period, setPeriod] = useState<FigurePeriod>('7d');
  const [scope, setScope] = useState<Scope>('brand');
  const [open, setOpen] = useState<Figure | null>(null);
  const [games, setGames] = useState<GameOrder>('ggr');
  const data = useQuery({
    queryKey: ['office', brand, 'figures', period, scope, games],
    queryFn: () =>
      officeApi<Dashboard>(brandPath(brand, `figures?period=${period}&scope=${scope}&games=${games}`)),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h1>{t('dashboard.title')}</h1>
      <div className={office.filters}>
        <fieldset className={css.switcher} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={form.label}>{t('dashboard.period')}</legend>
          {FIGURE_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={p === period ? button.primary : button.secondary}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {t(`dashboard.periods.${p}`)}
            </button>
          ))}
        </fieldset>
        <label className={form.field}>
          <span className={form.label}>{t('dashboard.scope')}</span>
          <select
            className={office.select}
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as Scope);
              setOpen(null);
            }}
          >
            <option value="brand">{t('dashboard.scopes.brand')}</option>
            <option value="group">{t('dashboard.scopes.group')}</option>
          </select>
        </label>
      </div>
      <QueryState query={data}>
        {(value) => {
          const own = value.brands.find((b) => b.code === brand);
          return scope === 'group' ? (
            <>
              <GroupTable value={value} />
              {value.brands.map((b) => (
                <TopGames
                  key={b.code}
                  data={b}
                  order={games}
                  onOrder={setGames}
                  title={t('games.brandTitle', { brand: b.name })}
                />
              ))}
            </>
          ) : own ? (
            <BrandPanel
              data={own}
              open={open}
              onOpen={setOpen}
              brand={brand}
              games={games}
              onGames={setGames}
            />
          ) : null;
        }}
      </QueryState>
    </>
  );
}

function BrandPanel({
  data,
  open,
  onOpen,
  brand,
  games,
  onGames,
}: {
  data: BrandFigures;
  open: Figure | null;
  onOpen: (figure: Figure | null) => void;
  brand: string;
  games: GameOrder;
  onGames: (order: GameOrder) => void;
}) {
  const t = useT('figures');
  const show = (figure: Figure) => {
    const value = data.figures[figure];
    return typeof value === 'number'
      ? value.toLocaleString(document.documentElement.lang)
      : money(value, data.symbol, data.minorUnits);
  };
  const days = data.days.map((d) => d.day);
  const series = (key: 'deposits' | 'withdrawals' | 'ggr' | 'ngr', colour: string) => ({
    key,
    label: t(`figure.${key}`),
    colour,
    values: data.days.map((d) => Number(d[key])),
    texts: data.days.map((d) => money(d[key], data.symbol, data.minorUnits)),
  });
  return (
    <>
      <p className={css.muted}>
        {t('dashboard.range', { from: data.from, to: data.to, zone: data.timezone })} · {t('dashboard.hint')}
      </p>
      <div className={css.figureGrid}>
        {FIGURES.map((figure) => (
          <button
            key={figure}
            type="button"
            className={css.figure}
            aria-pressed={open === figure}
            onClick={() => onOpen(open === figure ? null : figure)}
            data-figure={figure}
          >
            <span className={css.figureLabel}>{t(`figure.${figure}`)}</span>
            <span
              className={`${css.figureValue} ${!COUNTS.has(figure) && String(data.figures[figure]).startsWith('-') ? css.negative : ''}`}
            >
              {show(figure)}
            </span>
          </button>
        ))}
      </div>
      {open && (
        <FigureRows
          key={`${open}${data.from}${data.to}`}
          brand={brand}
          figure={open}
          from={data.from}
          to={data.to}
          symbol={data.symbol}
          minorUnits={data.minorUnits}
          onClose={() => onOpen(null)}
        />
      )}
      <div className={css.charts}>
        <div className={office.card}>
          <DayBars
            title={t('chart.cash')}
            days={days}
            series={[series('deposits', vars.color.success), series('withdrawals', vars.color.warning)]}
          />
        </div>
        <div className={office.card}>
          <DayBars
            title={t('chart.ggr')}
            days={days}
            series={[series('ggr', vars.color.primary), series('ngr', vars.color.accent)]}
          />
        </div>
      </div>
      <div className={css.charts}>
        <TopTable title={t('top.vendors')} rows={data.topVendors} data={data} />
        <TopTable title={t('top.categories')} rows={data.topCategories} data={data} />
      </div>
      <TopGames data={data} order={games} onOrder={onGames} />
    </>
  );
}

function TopTable({ title, rows, data }: { title: string; rows: TopRow[]; data: BrandFigures }) {
  const t = useT('figures');
  return (
    <section className={office.card}>
      <h2 className={css.heading}>{title}</h2>
      {rows.length === 0 ? (
        <p className={css.muted}>{t('top.empty')}</p>
      ) : (
        <div className={office.tableWrap}>
          <table className={dataTable}>
            <thead>
              <tr>
                <th>{t('top.key')}</th>
                <th className={css.amount} data-align="end">
                  {t('figure.stakes')}
                </th>
                <th className={css.amount} data-align="end">
                  {t('figure.ggr')}
                </th>
                <th className={css.amount} data-align="end">
                  {t('top.players')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <td data-label={t('top.key')}>{r.key}</td>
                  <td data-label={t('figure.stakes')} className={css.amount} data-align="end">
                    {money(r.stakes, data.symbol, data.minorUnits)}
                  </td>
                  <td data-label={t('figure.ggr')} className={css.amount} data-align="end">
                    {money(r.ggr, data.symbol, data.minorUnits)}
                  </td>
                  <td data-label={t('top.players')} className={css.amount} data-align="end">
                    {r.players}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const GROUP_COLUMNS = [
  'deposits',
  'withdrawals',
  'netCash',
  'ggr',
  'bonusCost',
  'ngr',
  'activePlayers',
  'newPlayers',
  'firstDepositors',
] as const;

/** The operator group: one row per brand the staff member may read, each in its own currency (never summed across). */
function GroupTable({ value }: { value: Dashboard }) {
  const t = useT('figures');
  return (
    <section className={office.card}>
      <h2 className={css.heading}>{t('group.title', { group: value.group })}</h2>
      <div className={office.tableWrap}>
        <table className={dataTable}>
          <thead>
            <tr>
              <th>{t('group.brand')}</th>
              {GROUP_COLUMNS.map((c) => (
                <th key={c} className={css.amount} data-align="end">
                  {t(`figure.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {value.brands.map((b) => (
              <tr key={b.code}>
                <td data-label={t('group.brand')}>
                  {b.name} · {b.currency}
                </td>
                {GROUP_COLUMNS.map((c) => {
                  const v = b.figures[c];
                  return (
                    <td key={c} data-label={t(`figure.${c}`)} className={css.amount} data-align="end">
                      {typeof v === 'number' ? v : money(v, b.symbol, b.minorUnits)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
