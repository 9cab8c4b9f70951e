import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customWindow,
  type DateWindow,
  lastDays,
  reachesToday,
  shiftWindow,
  toInput,
} from '@/web/lib/date-window';
import { useFormat } from '@/web/lib/use-format';
import { DateFields } from '@/web/ui/DateFields';
import { ChevronIcon } from '@/web/ui/icons';
import * as css from './records.css';

export type Preset = number | 'custom';

/**
 * The period filter of the record pages: presets of the last N days (spec §9: 7 and 30, stepped to the previous or
 * next 7 / 30 days) or a custom range of dates.
 */
export function DateRange({
  presets,
  preset,
  window,
  onChange,
}: {
  presets: number[];
  preset: Preset;
  window: DateWindow;
  onChange: (window: DateWindow, preset: Preset) => void;
}) {
  const { t } = useTranslation('records');
  const format = useFormat();
  const lastDay = new Date(window.to.getTime() - 1);
  return (
    <div style={{ display: 'grid', gap: 10 }}>
      <fieldset className={css.chips}>
        <legend className={css.visuallyHidden}>{t('period')}</legend>
        {presets.map((days) => (
          <button
            key={days}
            type="button"
            className={css.chip}
            aria-pressed={preset === days}
            onClick={() => onChange(lastDays(days), days)}
          >
            {days === 1 ? t('today') : t('lastDays', { count: days })}
          </button>
        ))}
        <button
          type="button"
          className={css.chip}
          aria-pressed={preset === 'custom'}
          onClick={() => onChange(window, 'custom')}
        >
          {t('custom')}
        </button>
      </fieldset>
      {preset === 'custom' ? (
        <CustomRange window={window} onApply={(next) => onChange(next, 'custom')} />
      ) : (
        <div className={css.spread}>
          <button
            type="button"
            className={css.smallButton}
            onClick={() => onChange(shiftWindow(window, -1), preset)}
          >
            <ChevronIcon to="start" /> {t('previousDays', { count: window.days })}
          </button>
          <span className={css.muted} aria-live="polite" data-testid="date-range">
            {window.days === 1
              ? format.day(window.from)
              : `${format.day(window.from)} – ${format.day(lastDay)}`}
          </span>
          <button
            type="button"
            className={css.smallButton}
            disabled={reachesToday(window)}
            onClick={() => onChange(shiftWindow(window, 1), preset)}
          >
            {t('nextDays', { count: window.days })} <ChevronIcon to="end" />
          </button>
        </div>
      )}
    </div>
  );
}

function CustomRange({ window, onApply }: { window: DateWindow; onApply: (window: DateWindow) => void }) {
  const { t } = useTranslation('records');
  const [from, setFrom] = useState(toInput(window.from));
  const [to, setTo] = useState(toInput(new Date(window.to.getTime() - 1)));
  const next = customWindow(from, to);
  const tooLong = next !== null && next.days > 366;
  return (
    <form
      className={css.filterRow}
      onSubmit={(event) => {
        event.preventDefault();
        if (next && !tooLong) onApply(next);
      }}
    >
      <DateFields
        from={from}
        to={to}
        max={toInput(new Date())}
        onFrom={setFrom}
        onTo={setTo}
        labels={{ from: t('from'), to: t('to') }}
        classes={{ field: css.filterField, label: css.label, input: css.dateInput }}
      />
      <button type="submit" className={css.chip} disabled={!next || tooLong} style={{ minHeight: 44 }}>
        {t('apply')}
      </button>
      {tooLong && (
        <p className={css.muted} role="alert" style={{ flexBasis: '100%' }}>
          {t('rangeTooLong')}
        </p>
      )}
    </form>
  );
}
