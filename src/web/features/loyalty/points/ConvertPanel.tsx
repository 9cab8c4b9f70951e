import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@/core/money-format';
import { ApiError } from '@/web/lib/api';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { newKey, useLoyaltyChanged } from '../api/keys';
import { convertPoints, type PointBalance, type PointConfig } from '../api/points';
import * as css from '../loyalty.css';
import { PaymentPasswordMissing } from './RedeemDialog';
import { checkConvert } from './redeem-form';

/** Converts points to main-wallet balance at the brand's rate (a ledger posting), with the payment password. */
export function ConvertPanel({
  balance,
  rules,
}: {
  balance: PointBalance;
  rules: NonNullable<PointConfig['convert']>;
}) {
  const { t } = useTranslation('loyalty');
  const { t: tf } = useTranslation('fields');
  const format = useFormat();
  const errorText = useErrorText().of;
  const changed = useLoyaltyChanged();
  const { encryptKey } = useBootstrap();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ points?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [noPassword, setNoPassword] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const change = (apply: () => void) => {
    apply();
    key.current = null;
    setFormError(null);
    setDone(null);
  };

  const pointsError = (raw: string) => {
    if (raw.trim() === '') return tf('required');
    const problem = checkConvert(raw, { unit: rules.unit, min: rules.min, balance: balance.points });
    if (problem === 'invalid') return t('points.convertInvalid', { unit: format.number(rules.unit) });
    if (problem === 'min')
      return t('points.convertMin', { min: format.number(rules.min), count: Number(rules.min) });
    if (problem === 'balance')
      return t('points.convertTooMany', {
        points: format.number(balance.points),
        count: Number(balance.points),
      });
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { points: pointsError(points), password: password === '' ? tf('required') : undefined };
    setErrors(found);
    if (found.points || found.password) return;
    key.current ??= newKey();
    setBusy(true);
    try {
      const result = await convertPoints(
        { points: Number(points.trim()), paymentPassword: password },
        key.current,
        encryptKey,
      );
      key.current = null;
      setDone(
        t('points.converted', {
          points: format.number(result.points),
          count: Number(result.points),
          amount: format.money(result.amount),
        }),
      );
      setPoints('');
      setPassword('');
      void changed();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'payment_password_not_set') setNoPassword(true);
      else if (code.startsWith('payment_password')) setErrors({ password: errorText(error) });
      else if (code.startsWith('points_')) setErrors({ points: errorText(error) });
      else setFormError(errorText(error));
      if (code !== 'network') key.current = null;
    } finally {
      setBusy(false);
    }
  };

  // What the points would credit, in minor units (the server's rate: rules.amount per rules.points points).
  const wanted = checkConvert(points, { unit: rules.unit, min: 1, balance: Number.MAX_SAFE_INTEGER })
    ? null
    : BigInt(points.trim());
  const gets =
    wanted === null
      ? null
      : (wanted * toMinor(rules.amount, format.currency.minorUnits)) / BigInt(Math.max(1, rules.points));
  return (
    <section className={css.panel} aria-labelledby="convert-title">
      <h2 id="convert-title" className={css.heading}>
        {t('points.convertTitle')}
      </h2>
      <p className={css.muted}>
        {t('points.convertRate', {
          points: format.number(rules.points),
          count: Number(rules.points),
          amount: format.money(rules.amount),
        })}{' '}
        {t('points.convertUnit', { unit: format.number(rules.unit), count: Number(rules.unit) })}
      </p>
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('points.convertPoints')}
          name="points"
          inputMode="numeric"
          value={points}
          onChange={(e) =>
            change(() => {
              setPoints(e.target.value);
              setErrors((found) => ({ ...found, points: undefined }));
            })
          }
          error={errors.points}
          hint={gets !== null ? t('points.convertGets', { amount: format.money(gets) }) : undefined}
        />
        <Field
          label={t('redeem.paymentPassword')}
          name="paymentPassword"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) =>
            change(() => {
              setPassword(e.target.value);
              setErrors((found) => ({ ...found, password: undefined }));
            })
          }
          error={errors.password}
        />
        {noPassword && <PaymentPasswordMissing />}
        {formError && (
          <p className={form.alert} role="alert">
            {formError}
          </p>
        )}
        {done && (
          <p className={form.success} role="status">
            {done}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy || balance.convertible <= 0}>
            {busy ? t('working') : t('points.convert')}
          </button>
        </div>
      </form>
    </section>
  );
}
