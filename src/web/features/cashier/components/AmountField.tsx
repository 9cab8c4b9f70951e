import { useTranslation } from 'react-i18next';
import type { MinorUnits } from '@/core/money';
import { useFormat } from '@/web/lib/use-format';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import * as css from './cashier.css';

/**
 * An amount input (decimal string, the currency's decimals) with optional quick amounts and an "all" button. The
 * symbol sits where the language writes it (before "₱", after "₫" in Vietnamese) and the quick amounts are written by
 * the one formatter, exactly as every other amount on the page.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  hint,
  symbol,
  minorUnits,
  quick = [],
  all,
  name = 'amount',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  symbol: string;
  minorUnits: MinorUnits;
  quick?: string[];
  /** The whole available amount (withdrawable, wallet balance): a button fills it in. */
  all?: string;
  name?: string;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const affix = (
    <span className={form.prefix} aria-hidden="true">
      {symbol}
    </span>
  );
  return (
    <div className={form.field}>
      <Field
        label={label}
        name={name}
        inputMode={minorUnits === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[,\s]/g, ''))}
        error={error}
        hint={hint}
        before={format.symbolAfter ? undefined : affix}
        after={
          format.symbolAfter || all !== undefined ? (
            <>
              {format.symbolAfter && affix}
              {all !== undefined && (
                <button type="button" className={css.smallButton} onClick={() => onChange(all)}>
                  {t('all')}
                </button>
              )}
            </>
          ) : undefined
        }
      />
      {quick.length > 0 && (
        <fieldset className={css.chips}>
          <legend className={css.visuallyHidden}>{t('quickAmounts')}</legend>
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              className={css.chip}
              aria-pressed={value === amount}
              onClick={() => onChange(amount)}
            >
              {format.money(amount)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
