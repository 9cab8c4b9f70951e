import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { useMoney } from '@/web/lib/use-money';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { ErrorState, Loading } from '@/web/ui/States';
import {
  type PlayerLimits,
  type PlayerLimitView,
  type SetLimitBody,
  useLimitChanges,
  usePlayerLimits,
} from '../api/limits';
import * as css from './limits.css';
import * as page from './member.css';

type Kind = SetLimitBody['kind'];
type Period = SetLimitBody['period'];

const MONEY: { kind: Kind; periods: Period[] }[] = [
  { kind: 'deposit', periods: ['day', 'week', 'month'] },
  { kind: 'loss', periods: ['day', 'week', 'month'] },
  { kind: 'wager', periods: ['day', 'week', 'month'] },
];
const TIME: Kind[] = ['session', 'reality_check'];

/**
 * Member center → Limits (issue 27): the player's own deposit, loss and wager limits per day, week and month, the
 * session time limit and the reality check. Lowering or a new limit applies at once; raising or removing waits
 * the cooling-off, and the pending change is shown with the moment it applies.
 */
export function LimitsPage() {
  const { t } = useTranslation('limits');
  const limits = usePlayerLimits();
  if (limits.isPending) return <Loading />;
  if (limits.isError) return <ErrorState error={limits.error} onRetry={() => void limits.refetch()} />;
  const value = limits.data;
  return (
    <div className={page.page}>
      <h1>{t('title')}</h1>
      <p className={css.note}>{t('intro', { hours: value.coolingOffHours })}</p>
      {MONEY.map(({ kind, periods }) => (
        <section key={kind} className={page.panel} aria-labelledby={`limits-${kind}`}>
          <h2 id={`limits-${kind}`} className={page.heading}>
            {t(`kind.${kind}`)}
          </h2>
          <p className={css.note}>{t(`hint.${kind}`)}</p>
          <ul className={css.rows}>
            {periods.map((period) => (
              <LimitRow key={period} kind={kind} period={period} limits={value} />
            ))}
          </ul>
        </section>
      ))}
      <section className={page.panel} aria-labelledby="limits-time">
        <h2 id="limits-time" className={page.heading}>
          {t('timeTitle')}
        </h2>
        <ul className={css.rows}>
          {TIME.map((kind) => (
            <LimitRow key={kind} kind={kind} period="session" limits={value} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function LimitRow({ kind, period, limits }: { kind: Kind; period: Period; limits: PlayerLimits }) {
  const { t } = useTranslation('limits');
  const errorText = useErrorText();
  const { money } = useMoney();
  // Periods are the brand's days, weeks and months: their resets read in the brand's time zone.
  const format = useFormat({ brandTime: true });
  const changes = useLimitChanges();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const current: PlayerLimitView | undefined = limits.limits.find(
    (l) => l.kind === kind && l.period === period,
  );
  const isTime = period === 'session';
  const bounds = isTime ? limits.minutes[kind as 'session' | 'reality_check'] : undefined;
  const show = (amount: string) => (isTime ? t('minutesValue', { minutes: amount }) : money(amount));
  const label = isTime ? t(`kind.${kind}`) : t(`period.${period}`);

  const run = async (action: () => Promise<PlayerLimits>, after: (next: PlayerLimits) => string) => {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const next = await action();
      setText('');
      setDone(after(next));
    } catch (failure) {
      setError(errorText.of(failure));
    } finally {
      setBusy(false);
    }
  };
  const pendingOf = (next: PlayerLimits) => next.limits.find((l) => l.kind === kind && l.period === period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(errorText.required());
      return;
    }
    void run(
      () => changes.set({ kind, period, amount: text.trim() }),
      (next) => (pendingOf(next)?.pendingAt ? t('savedPending') : t('saved')),
    );
  };

  return (
    <li className={css.row}>
      <div className={css.head}>
        <span className={css.name} id={`${id}-name`}>
          {label}
        </span>
        <span className={css.value} data-testid={`limit-${kind}-${period}`}>
          {current ? show(current.amount) : t('none')}
        </span>
      </div>
      {current?.used != null && (
        <p className={css.note}>
          {t(`used.${kind as 'deposit' | 'loss' | 'wager'}`, {
            used: show(current.used),
            limit: show(current.amount),
          })}{' '}
          {current.resetsAt && t('resets', { at: format.dateTime(current.resetsAt) })}
        </p>
      )}
      {current?.pendingAt && (
        <p className={css.pending} role="status">
          {current.pendingRemoval
            ? t('pendingRemoval', { at: format.dateTime(current.pendingAt) })
            : t('pendingRaise', {
                amount: show(current.pendingAmount ?? current.amount),
                at: format.dateTime(current.pendingAt),
              })}
        </p>
      )}
      {isTime && <p className={css.note}>{t(`hint.${kind}`)}</p>}
      <form className={css.form} onSubmit={submit} noValidate aria-labelledby={`${id}-name`}>
        <div className={`${form.field} ${css.input}`}>
          <label className={form.label} htmlFor={`${id}-input`}>
            {isTime ? t('minutes', { min: bounds?.min, max: bounds?.max }) : t('amount')}
          </label>
          <input
            id={`${id}-input`}
            className={form.input}
            inputMode={isTime ? 'numeric' : 'decimal'}
            dir="ltr"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={busy}
          />
        </div>
        <button type="submit" className={button.primary} disabled={busy}>
          {current ? t('change') : t('set')}
        </button>
        {current && !(current.pendingRemoval && current.pendingAt) && (
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() =>
              void run(
                () => changes.remove({ kind, period }),
                (next) => (pendingOf(next) ? t('removedPending') : t('removed')),
              )
            }
          >
            {t('remove')}
          </button>
        )}
      </form>
      {error && (
        <p id={`${id}-error`} className={form.error} role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className={css.note} role="status">
          {done}
        </p>
      )}
    </li>
  );
}
