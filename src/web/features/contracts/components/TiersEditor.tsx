import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import * as css from '../contracts.css';
import {
  type ContractKind,
  checkTiers,
  decimalsOf,
  emptyTier,
  MAX_TIERS,
  type Threshold,
  type TierDraft,
  type TierError,
  thresholdsOf,
} from '../tiers';

/** The texts of a tier error (keys under tierError.*). */
export function useTierErrorText() {
  const { t } = useTranslation('contracts');
  return (error: TierError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (error.code) {
      case 'tooManyDecimals':
        return t('tierError.tooManyDecimals', { max: error.max });
      case 'rateAboveCap':
        return t('tierError.rateAboveCap', { cap: error.cap });
      default:
        return t(`tierError.${error.code}`);
    }
  };
}

function TierInput({
  label,
  value,
  error,
  hint,
  decimals,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  decimals: number;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={css.input}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The tiers of an offer: one card per tier (rate and thresholds), checked as the agent types — the rate against
 * this agent's own cap, the order against the tier before. Errors show once a field was edited or a submit was
 * tried; the submit stays possible so a keyboard user hears every error at once.
 */
export function TiersEditor({
  kind,
  cap,
  moneyDecimals,
  currency,
  initial,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  kind: ContractKind;
  cap: string | null;
  moneyDecimals: number;
  currency: string;
  initial?: TierDraft[];
  pending: boolean;
  submitLabel: string;
  onSubmit: (tiers: TierDraft[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('contracts');
  const errorText = useTierErrorText();
  const [tiers, setTiers] = useState<TierDraft[]>(initial?.length ? initial : [emptyTier()]);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const check = checkTiers(kind, tiers, cap, moneyDecimals);
  const fields = thresholdsOf(kind);

  const update = (index: number, field: 'rate' | Threshold, value: string) => {
    setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
    setTouched((set) => new Set(set).add(`${index}.${field}`));
  };
  const shown = (index: number, field: 'rate' | Threshold) =>
    tried || touched.has(`${index}.${field}`) ? errorText(check.fields.get(index)?.[field]) : undefined;
  const errorCount = [...check.fields.values()].reduce((n, errors) => n + Object.keys(errors).length, 0);

  return (
    <form
      className={css.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (check.ok) onSubmit(tiers);
        else summary.current?.focus();
      }}
    >
      <p className={css.muted}>
        {cap === null ? t('editor.noCap') : t('editor.cap', { cap: `${cap}%` })} {t('editor.orderRule')}
      </p>
      <ol className={css.tierList}>
        {tiers.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positional (tier 1, 2, …); removing one renumbers the rest
          <li key={index}>
            <fieldset className={css.tier}>
              <legend className={css.visuallyHidden}>{t('editor.tier', { n: index + 1 })}</legend>
              <div className={css.tierHead} aria-hidden="true">
                <span className={css.tierTitle}>{t('editor.tier', { n: index + 1 })}</span>
              </div>
              <div className={css.tierFields}>
                <TierInput
                  label={t('field.rate')}
                  value={tier.rate}
                  decimals={decimalsOf('rate', moneyDecimals)}
                  error={shown(index, 'rate')}
                  hint={t('field.rateHint')}
                  testId={`tier-${index}-rate`}
                  onChange={(value) => update(index, 'rate', value)}
                />
                {fields.map((field) => (
                  <TierInput
                    key={field}
                    label={t(`field.${field}`, { currency })}
                    value={tier[field]}
                    decimals={decimalsOf(field, moneyDecimals)}
                    error={shown(index, field)}
                    testId={`tier-${index}-${field}`}
                    onChange={(value) => update(index, field, value)}
                  />
                ))}
              </div>
              {tiers.length > 1 && (
                <div className={css.actions}>
                  <button
                    type="button"
                    className={css.smallButton}
                    onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
                  >
                    {t('editor.removeTier', { n: index + 1 })}
                  </button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className={css.actions}>
        <button
          type="button"
          className={button.secondary}
          disabled={tiers.length >= MAX_TIERS}
          onClick={() => {
            const last = tiers[tiers.length - 1];
            setTiers((list) => [...list, last ? { ...last, rate: '' } : emptyTier()]);
          }}
        >
          {t('editor.addTier')}
        </button>
      </div>
      <div ref={summary} tabIndex={-1} aria-live="polite">
        {tried && !check.ok && (
          <p className={css.error} role="alert">
            {check.list.length
              ? check.list
                  .map((e) =>
                    e.code === 'tooManyTiers'
                      ? t('tierError.tooManyTiers', { max: e.max })
                      : t('tierError.noTiers'),
                  )
                  .join(' ')
              : t('editor.fixErrors', { count: errorCount })}
          </p>
        )}
      </div>
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </form>
  );
}
