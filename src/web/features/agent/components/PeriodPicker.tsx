import { useTranslation } from 'react-i18next';
import { type DateWindow, shiftWindow } from '../../../lib/date-window';
import { ChevronIcon } from '../../../ui/icons';
import * as css from '../agent.css';
import { lastDaysFrom, PRESETS, useBrandToday } from '../period';
import { useFormat } from '../use-format';

/**
 * The period of a report: today, the last 7 or 30 days (spec §9 presets), stepped to the previous or next 7 / 30
 * days. The preset is the window's length.
 */
export function PeriodPicker({
  window,
  onChange,
}: {
  window: DateWindow;
  onChange: (window: DateWindow) => void;
}) {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const today = useBrandToday();
  const reachesToday = window.to > today;
  const lastDay = new Date(window.to.getTime() - 1);
  return (
    <div style={{ display: 'grid', gap: 10 }}>
      <fieldset className={css.chips}>
        <legend className={css.visuallyHidden}>{t('period.label')}</legend>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={css.chip}
            aria-pressed={window.days === days && reachesToday}
            onClick={() => onChange(lastDaysFrom(today, days))}
          >
            {days === 1 ? t('period.today') : t('period.lastDays', { count: days })}
          </button>
        ))}
      </fieldset>
      <div className={css.periodRow}>
        <button
          type="button"
          className={`${css.smallButton} ${css.periodPrev}`}
          onClick={() => onChange(shiftWindow(window, -1))}
        >
          <ChevronIcon to="start" /> {t('period.previous', { count: window.days })}
        </button>
        <span className={`${css.muted} ${css.periodDates}`} aria-live="polite" data-testid="period">
          {window.days === 1
            ? format.date(window.from)
            : `${format.date(window.from)} – ${format.date(lastDay)}`}
        </span>
        <button
          type="button"
          className={`${css.smallButton} ${css.periodNext}`}
          disabled={reachesToday}
          onClick={() => onChange(shiftWindow(window, 1))}
        >
          {t('period.next', { count: window.days })} <ChevronIcon to="end" />
        </button>
      </div>
    </div>
  );
}
