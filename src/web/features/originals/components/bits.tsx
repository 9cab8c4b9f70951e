import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { useGame } from './context';
import * as css from './originals.css';

/** The main action button (bet, cash out…) with the keyboard hint under it and the last error. */
export function ActionButton({
  kind = 'bet',
  label,
  sub,
  onClick,
  disabled,
  error,
  hint = true,
  testId,
}: {
  kind?: 'bet' | 'cashout' | 'stop' | 'queued';
  label: string;
  sub?: string;
  onClick: () => void;
  disabled?: boolean;
  error?: string | null;
  hint?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('originals');
  return (
    <>
      <button
        type="button"
        className={css.action[kind]}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        <span>{label}</span>
        {sub && <span className={css.actionSub}>{sub}</span>}
      </button>
      {error && (
        <p className={css.alert} role="alert">
          {error}
        </p>
      )}
      {hint && <p className={css.keyHint}>{t('spaceHint')}</p>}
    </>
  );
}

/** A read-only value beside the inputs (profit on win, chance…). */
export function ReadonlyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const id = useId();
  return (
    <div className={css.field}>
      <span className={css.fieldLabel} id={id}>
        {label}
      </span>
      <div className={css.inputRow} style={{ alignItems: 'center' }}>
        <output
          className={css.input}
          aria-labelledby={id}
          style={{ lineHeight: '42px' }}
          data-testid={testId}
        >
          {value}
        </output>
      </div>
    </div>
  );
}

/** A choice of a few options (over/under, risk): native radio buttons drawn as a segmented control. */
export function Segmented<V extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <legend className={css.fieldLabel}>{label}</legend>
      <div className={css.segmented}>
        {options.map((option) => (
          <label key={String(option.value)} className={css.segment}>
            <input
              type="radio"
              className={css.radio}
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "You won" banner after a winning bet: over the stage, or in the flow (`inline`). */
export function WinBanner({
  multiplier,
  payout,
  inline = false,
}: {
  multiplier: number | string;
  payout: string;
  inline?: boolean;
}) {
  const { t } = useTranslation('originals');
  const { money, multiplier: times } = useGame();
  if (inline) {
    return (
      <div className={css.resultInline} role="status">
        <span className={css.positive}>{times(multiplier)}</span>
        <span>{t('youWon', { amount: money(payout) })}</span>
      </div>
    );
  }
  return (
    <div className={css.resultBanner} role="status">
      <span className={css.resultMultiplier}>{times(multiplier)}</span>
      <span className={css.resultAmount}>{t('youWon', { amount: money(payout) })}</span>
    </div>
  );
}

/** The last results as pills (newest first). */
export function RecentResults({
  items,
  label,
}: {
  items: { key: string; text: string; win: boolean }[];
  label: string;
}) {
  return (
    <ul className={css.recent} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={css.recentItem[item.win ? 'win' : 'loss']}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}

export function Rules({ children }: { children: ReactNode }) {
  return <div className={css.prose}>{children}</div>;
}

/** The rules of a game that states its return: what to do, the maths at its RTP, and the fairness line. */
export function RtpRules({ game, rtp }: { game: 'dice' | 'limbo' | 'mines' | 'plinko'; rtp: number }) {
  const { t } = useTranslation('originals');
  const format = useFormat();
  return (
    <Rules>
      <p>{t(`${game}.rules1`)}</p>
      <p>{t(`${game}.rules2`, { rtp: format.fixed(rtp * 100, 2) })}</p>
      <p>{t('rulesFair')}</p>
    </Rules>
  );
}
