import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandToday } from '@/web/lib/brand-today';
import { type DateWindow, toInput } from '@/web/lib/date-window';
import { useFormat } from '@/web/lib/use-format';
import { ChevronIcon } from '@/web/ui/icons';
import * as css from '../agent.css';
import {
  isMonth,
  lastDaysFrom,
  MAX_DAYS,
  monthWindow,
  PRESETS,
  periodOf,
  stepWindow,
  windowOf,
} from '../period';
import * as work from '../work.css';

/** How many calendar months the month list offers (this one and the twelve before). */
const MONTHS = 13;

/**
 * The period of a report, in the brand's calendar: today, the last 7 or 30 days (spec §9 presets), this or last
 * calendar month, any of the last 13 months, or a custom range of days; stepped to the previous or next window
 * (a month steps by months). The window lives in the URL (period.ts useReportWindow).
 */
export function PeriodPicker({
  window,
  onChange,
}: {
  window: DateWindow;
  onChange: (window: DateWindow) => void;
}) {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const format = useFormat({ brandTime: true });
  const today = useBrandToday();
  const monthId = useId();
  const reachesToday = window.to > today;
  const lastDay = new Date(window.to.getTime() - 1);
  const month = isMonth(window);
  const same = (other: DateWindow) =>
    other.from.getTime() === window.from.getTime() && other.to.getTime() === window.to.getTime();
  const months = useMemo(() => {
    return Array.from({ length: MONTHS }, (_, i) => {
      const w = monthWindow(today, -i);
      return { value: toInput(w.from).slice(0, 7), label: format.monthOfDay(w.from), window: w };
    });
  }, [format, today]);
  const chosenMonth = month ? toInput(window.from).slice(0, 7) : '';
  const [custom, setCustom] = useState(false);
  return (
    <div className={work.period}>
      <div className={work.periodTop}>
        <fieldset className={css.chips}>
          <legend className={css.visuallyHidden}>{t('period.label')}</legend>
          {PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className={css.chip}
              aria-pressed={window.days === days && reachesToday && !month}
              onClick={() => onChange(lastDaysFrom(today, days))}
            >
              {days === 1 ? t('period.today') : t('period.lastDays', { count: days })}
            </button>
          ))}
          {([0, -1] as const).map((offset) => (
            <button
              key={offset}
              type="button"
              className={css.chip}
              aria-pressed={same(monthWindow(today, offset))}
              onClick={() => onChange(monthWindow(today, offset))}
            >
              {offset === 0 ? tt('period.thisMonth') : tt('period.lastMonth')}
            </button>
          ))}
          <button
            type="button"
            className={css.chip}
            aria-expanded={custom}
            onClick={() => setCustom((open) => !open)}
          >
            {tt('period.custom')}
          </button>
        </fieldset>
        <div className={work.monthField}>
          <label className={css.visuallyHidden} htmlFor={monthId}>
            {tt('period.month')}
          </label>
          <select
            id={monthId}
            className={css.input}
            value={chosenMonth}
            onChange={(event) => {
              const chosen = months.find((m) => m.value === event.target.value);
              if (chosen) onChange(chosen.window);
            }}
          >
            <option value="" disabled>
              {tt('period.chooseMonth')}
            </option>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {custom && (
        <CustomRange
          window={window}
          today={today}
          onChange={(next) => {
            setCustom(false);
            onChange(next);
          }}
        />
      )}
      <div className={css.periodRow}>
        <button
          type="button"
          className={`${css.smallButton} ${css.periodPrev}`}
          onClick={() => onChange(stepWindow(window, -1))}
        >
          <ChevronIcon to="start" />{' '}
          {month ? tt('period.previousMonth') : t('period.previous', { count: window.days })}
        </button>
        <span className={`${css.muted} ${css.periodDates}`} aria-live="polite" data-testid="period">
          {window.days === 1
            ? format.day(window.from)
            : `${format.day(window.from)} – ${format.day(lastDay)}`}
        </span>
        <button
          type="button"
          className={`${css.smallButton} ${css.periodNext}`}
          disabled={reachesToday}
          onClick={() => onChange(stepWindow(window, 1))}
        >
          {month ? tt('period.nextMonth') : t('period.next', { count: window.days })} <ChevronIcon to="end" />
        </button>
      </div>
    </div>
  );
}

/** First and last day typed or picked (native date inputs), at most MAX_DAYS apart; applied on submit. */
function CustomRange({
  window,
  today,
  onChange,
}: {
  window: DateWindow;
  today: Date;
  onChange: (window: DateWindow) => void;
}) {
  const { t } = useTranslation('agentTools');
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const initial = periodOf(window);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = windowOf({ from, to });
    if (!next || next.days > MAX_DAYS) {
      setInvalid(true);
      return;
    }
    onChange(next);
  };
  const max = toInput(today);
  return (
    <form className={work.customRange} onSubmit={submit} noValidate>
      <div className={css.filterField}>
        <label className={css.label} htmlFor={fromId}>
          {t('period.from')}
        </label>
        <input
          id={fromId}
          className={css.input}
          type="date"
          value={from}
          max={max}
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setInvalid(false);
            setFrom(event.target.value);
          }}
        />
      </div>
      <div className={css.filterField}>
        <label className={css.label} htmlFor={toId}>
          {t('period.to')}
        </label>
        <input
          id={toId}
          className={css.input}
          type="date"
          value={to}
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setInvalid(false);
            setTo(event.target.value);
          }}
        />
      </div>
      <button type="submit" className={css.chip} style={{ minHeight: 44 }}>
        {t('period.apply')}
      </button>
      {invalid && (
        <p id={errorId} className={work.error} role="alert">
          {t('period.invalid', { max: MAX_DAYS })}
        </p>
      )}
    </form>
  );
}
