import { useState } from 'react';
import type { PlayerLimits } from '@/core/api/identity-limits';
import * as form from '@/web/ui/form.css';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import {
  amountLooksValid,
  fromKey,
  inMinutes,
  LIMIT_KIND_LIST,
  type LimitKind,
  limitKey,
  periodsOf,
} from './limit-form';
import { ReasonAction, usePlayer, when } from './player-lib';

/**
 * Staff set a limit the player asked for, lift one, or cancel a pending raise or removal — the player's own rules
 * (the server's: a raise or a removal waits the cooling-off, staff cannot skip it). Shown with `protection.act`.
 */
export function LimitActions({ limits }: { limits: PlayerLimits }) {
  const t = useT('players');
  const { path } = usePlayer();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<string>('day');
  const [amount, setAmount] = useState('');
  const [lift, setLift] = useState('');
  const [cancel, setCancel] = useState('');
  const minutes = inMinutes(kind);
  const bounds = minutes ? limits.minutes[kind as 'session' | 'reality_check'] : null;
  const pending = limits.limits.filter((l) => l.pendingAt);
  const label = (l: PlayerLimits['limits'][number]) =>
    `${t(`limit.${l.kind}`)} (${t(`limitPeriod.${l.period}`)})`;
  const typed = amount.trim() !== '';
  return (
    <>
      <h3>{t('setLimit')}</h3>
      <ReasonAction
        label={t('setLimitSubmit')}
        url={path('/limits/set')}
        extra={() => ({ kind, period, amount: amount.trim() })}
        onDone={() => setAmount('')}
      >
        <div className={css.filters}>
          <label className={form.field}>
            <span className={form.label}>{t('limitKind')}</span>
            <select
              className={css.select}
              value={kind}
              onChange={(e) => {
                const next = e.target.value as LimitKind;
                setKind(next);
                setPeriod(periodsOf(next)[0]!);
              }}
            >
              {LIMIT_KIND_LIST.map((k) => (
                <option key={k} value={k}>
                  {t(`limit.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={form.field}>
            <span className={form.label}>{t('period')}</span>
            <select className={css.select} value={period} onChange={(e) => setPeriod(e.target.value)}>
              {periodsOf(kind).map((p) => (
                <option key={p} value={p}>
                  {t(`limitPeriod.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className={form.field}>
          <span className={form.label}>
            {bounds
              ? t('limitMinutes', { min: bounds.min, max: bounds.max })
              : t('limitAmount', { currency: limits.currency })}
          </span>
          <input
            className={form.input}
            value={amount}
            required
            inputMode={minutes ? 'numeric' : 'decimal'}
            pattern={minutes ? '\\d{1,5}' : '\\d{1,15}(\\.\\d{1,8})?'}
            aria-invalid={typed && !amountLooksValid(kind, amount)}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
      </ReasonAction>
      {limits.limits.length > 0 && (
        <>
          <h3>{t('liftLimit')}</h3>
          <ReasonAction
            label={t('liftLimitSubmit')}
            url={path('/limits/lift')}
            extra={() => ({ ...fromKey(lift) })}
            confirm={t('confirmLift', { hours: limits.coolingOffHours })}
            onDone={() => setLift('')}
          >
            <label className={form.field}>
              <span className={form.label}>{t('whichLimit')}</span>
              <select className={css.select} value={lift} required onChange={(e) => setLift(e.target.value)}>
                <option value="">—</option>
                {limits.limits
                  .filter((l) => !l.pendingRemoval)
                  .map((l) => (
                    <option key={limitKey(l)} value={limitKey(l)}>
                      {label(l)}
                    </option>
                  ))}
              </select>
            </label>
          </ReasonAction>
        </>
      )}
      {pending.length > 0 && (
        <>
          <h3>{t('cancelPending')}</h3>
          <ReasonAction
            label={t('cancelPendingSubmit')}
            url={path('/limits/cancel')}
            extra={() => ({ ...fromKey(cancel) })}
            onDone={() => setCancel('')}
          >
            <label className={form.field}>
              <span className={form.label}>{t('whichLimit')}</span>
              <select
                className={css.select}
                value={cancel}
                required
                onChange={(e) => setCancel(e.target.value)}
              >
                <option value="">—</option>
                {pending.map((l) => (
                  <option key={limitKey(l)} value={limitKey(l)}>
                    {label(l)} ·{' '}
                    {l.pendingRemoval
                      ? t('pendingRemoval', { at: when(l.pendingAt) })
                      : t('pendingRaise', { amount: l.pendingAmount, at: when(l.pendingAt) })}
                  </option>
                ))}
              </select>
            </label>
          </ReasonAction>
        </>
      )}
    </>
  );
}
