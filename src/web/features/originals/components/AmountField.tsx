import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor, toMinor } from '@/web/lib/money-format';
import { useGame } from './context';
import * as css from './originals.css';

/** The bet amount: typed as a decimal string (never a float), with ½ and 2× that stay inside the limits. */
export function AmountField({ disabled = false, label }: { disabled?: boolean; label?: string }) {
  const { t } = useTranslation('originals');
  const { amount, setAmount, amountCheck: check, minorUnits, symbol, session, money } = useGame();
  const id = useId();
  const min = toMinor(session.limits.min, minorUnits);
  const max = toMinor(session.limits.max, minorUnits);
  const current = check.ok ? check.minor : toMinor(amount.trim() || '0', minorUnits);
  const clamp = (value: bigint) => (value < min ? min : value > max ? max : value);
  const showError = !check.ok && amount.trim() !== '';
  return (
    <div className={css.field}>
      <div className={css.fieldLabel}>
        <label htmlFor={id}>{label ?? t('amount')}</label>
        <span className={css.fieldValue}>
          {money(session.limits.min)} – {money(session.limits.max)}
        </span>
      </div>
      <div className={css.inputRow} data-invalid={showError ? 'true' : undefined}>
        <span className={css.inputAffix} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className={css.input}
          dir="ltr"
          inputMode={minorUnits ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={amount}
          disabled={disabled}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-error` : undefined}
          onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
        />
        <button
          type="button"
          className={css.addon}
          disabled={disabled}
          aria-label={t('half')}
          onClick={() => setAmount(fromMinor(clamp(current / 2n), minorUnits))}
        >
          ½
        </button>
        <button
          type="button"
          className={css.addon}
          disabled={disabled}
          aria-label={t('double')}
          onClick={() => setAmount(fromMinor(clamp(current * 2n), minorUnits))}
        >
          2×
        </button>
      </div>
      {showError && (
        <p id={`${id}-error`} className={css.fieldError}>
          {t(`amountError.${check.error}`, check.params)}
        </p>
      )}
    </div>
  );
}
