import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn, useBrandToday } from '@/web/lib/brand-today';
import { addDays, fromInput, toInput } from '@/web/lib/date-window';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { chip } from '@/web/ui/chips.css';
import { DateFields } from '@/web/ui/DateFields';
import * as form from '@/web/ui/form.css';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { useBonuses } from '../api/promotions';
import type { Bonus, BonusStatus, CancelResult } from '../api/types';
import * as css from '../promotions.css';
import { CancelBonusDialog } from './CancelBonusDialog';
import { TurnoverProgress } from './TurnoverProgress';

/** The server's longest range (docs/promotions.md: at most 93 days). */
const MAX_DAYS = 93;

const STATUS_TONE: Record<BonusStatus, keyof typeof css.stateTone> = {
  claimable: 'waiting',
  wagering: 'neutral',
  completed: 'good',
  no_turnover: 'good',
  cancelled: 'bad',
  expired: 'bad',
  void: 'bad',
};

/** The last 30 days of the brand's calendar: the server counts bonus days in the brand's time zone. */
function lastThirtyDays(today: Date) {
  return { from: toInput(addDays(today, -29)), to: toInput(today) };
}

/** Member center bonusDetails (spec §2): every bonus received, its source, amount, turnover and status. */
export function BonusDetailsPage() {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const errorText = useErrorText().of;
  const { brand } = useBootstrap();
  const [range, setRange] = useState(() => lastThirtyDays(todayIn(brand.timeZone)));
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useBonuses(range.from, range.to, pageNo);
  const [cancelling, setCancelling] = useState<Bonus | null>(null);
  const [cancelled, setCancelled] = useState<CancelResult | null>(null);
  return (
    <div className={css.narrowPage}>
      <h1 className={css.title}>{t('bonuses.title')}</h1>
      {bonuses.data && /[1-9]/.test(bonuses.data.turnover.required) && (
        <TurnoverProgress turnover={bonuses.data.turnover} />
      )}
      {cancelled && (
        <p className={form.success} role="status">
          {t('bonuses.cancelled', {
            forfeited: format.money(cancelled.forfeited),
            released: format.money(cancelled.released),
          })}
        </p>
      )}
      <RangeForm
        range={range}
        onApply={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      {bonuses.isPending ? (
        <Loading />
      ) : bonuses.isError ? (
        <ErrorMessage text={errorText(bonuses.error)} onRetry={() => void bonuses.refetch()} />
      ) : bonuses.data.content.length === 0 ? (
        <Empty text={t('bonuses.empty')} />
      ) : (
        <>
          <div className={css.tableWrap} aria-busy={bonuses.isFetching ? true : undefined}>
            <table className={`${css.table} ${css.stackedTable}`}>
              <caption className={css.visuallyHidden}>{t('bonuses.table')}</caption>
              <thead>
                <tr>
                  <th className={css.th}>{t('bonuses.date')}</th>
                  <th className={css.th}>{t('bonuses.promotion')}</th>
                  <th className={`${css.th} ${css.numeric}`}>{t('bonuses.amount')}</th>
                  <th className={`${css.th} ${css.numeric}`}>{t('bonuses.turnover')}</th>
                  <th className={css.th}>{t('bonuses.status')}</th>
                </tr>
              </thead>
              <tbody>
                {bonuses.data.content.map((bonus) => (
                  <tr key={bonus.id}>
                    <td className={css.td} data-label={t('bonuses.date')}>
                      {format.dateTime(bonus.creditedAt ?? bonus.createdAt)}
                    </td>
                    <td className={css.td} data-label={t('bonuses.promotion')}>
                      <div>
                        <div>{bonus.title}</div>
                        <div className={css.muted}>{bonus.source}</div>
                      </div>
                    </td>
                    <td className={`${css.td} ${css.numeric}`} data-label={t('bonuses.amount')}>
                      {format.money(bonus.amount)}
                    </td>
                    <td className={`${css.td} ${css.numeric}`} data-label={t('bonuses.turnover')}>
                      {/[1-9]/.test(bonus.turnoverRequired)
                        ? `${format.money(bonus.turnoverDone)} / ${format.money(bonus.turnoverRequired)}`
                        : '—'}
                    </td>
                    <td className={css.td} data-label={t('bonuses.status')}>
                      <BonusState
                        bonus={bonus}
                        onCancel={() => {
                          setCancelled(null);
                          setCancelling(bonus);
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={pageNo} total={bonuses.data.totalPages} onPage={setPageNo} />
        </>
      )}
      {cancelling && (
        <CancelBonusDialog
          bonus={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(result) => {
            setCancelling(null);
            setCancelled(result);
          }}
        />
      )}
    </div>
  );
}

/** A bonus's status, what it locks now and until when, or what its cancellation or expiry forfeited. */
function BonusState({ bonus, onCancel }: { bonus: Bonus; onCancel: () => void }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  return (
    <div className={css.bonusState}>
      <span className={css.stateTone[STATUS_TONE[bonus.status]]}>
        {t(`bonuses.statusValue.${bonus.status}`)}
      </span>
      {bonus.status === 'wagering' && /[1-9]/.test(bonus.locked) && (
        <span className={css.muted}>
          {t('bonuses.locked')}: {format.money(bonus.locked)}
        </span>
      )}
      {bonus.status === 'wagering' && bonus.expiresAt && (
        <span className={css.muted}>{t('bonuses.expires', { date: format.dateTime(bonus.expiresAt) })}</span>
      )}
      {bonus.forfeited !== null && /[1-9]/.test(bonus.forfeited) && (
        <span className={css.muted}>{t('bonuses.forfeited', { amount: format.money(bonus.forfeited) })}</span>
      )}
      {bonus.cancellable && (
        <button
          type="button"
          className={css.smallButton}
          onClick={onCancel}
          aria-label={t('bonuses.cancelOf', { title: bonus.title })}
        >
          {t('bonuses.cancel')}
        </button>
      )}
    </div>
  );
}

function RangeForm({
  range,
  onApply,
}: {
  range: { from: string; to: string };
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('promotions');
  const today = useBrandToday();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = fromInput(from);
    const end = fromInput(to);
    const days = start && end ? Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1 : 0;
    const bad = !start || !end || days < 1 || days > MAX_DAYS;
    setInvalid(bad);
    if (!bad) onApply({ from, to });
  };
  return (
    <form className={css.actions} onSubmit={submit} noValidate style={{ alignItems: 'end' }}>
      <DateFields
        from={from}
        to={to}
        max={toInput(today)}
        onFrom={setFrom}
        onTo={setTo}
        labels={{ from: t('bonuses.from'), to: t('bonuses.to') }}
        classes={form}
      />
      <button type="submit" className={chip} style={{ minHeight: 44 }}>
        {t('bonuses.apply')}
      </button>
      {invalid && (
        <p className={form.error} role="alert" style={{ flexBasis: '100%' }}>
          {t('bonuses.rangeInvalid')}
        </p>
      )}
    </form>
  );
}
