import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import { newKey, useLoyaltyChanged } from '../api/keys';
import { type RedeemRecord, type RewardItem, redeemReward } from '../api/points';
import * as css from '../loyalty.css';
import { checkRedeem, normalizeMobile, type RedeemError, type RedeemInput } from './redeem-form';

/** The redeem form (spec §5): quantity, payment (withdrawal) password, receiving address and mobile number. */
export function RedeemDialog({
  item,
  onClose,
  onHistory,
}: {
  item: RewardItem;
  onClose: () => void;
  /** After a redeem: show the redeem history (where its status changes). */
  onHistory: () => void;
}) {
  const { t } = useTranslation('loyalty');
  const { t: tf } = useTranslation('fields');
  const format = useFormat();
  const errorText = useErrorText().of;
  const changed = useLoyaltyChanged();
  const bootstrap = useBootstrap();
  const passwordRule = bootstrap.registerFields.fields.paymentPassword;
  const [values, setValues] = useState<RedeemInput>({
    quantity: '1',
    address: '',
    mobile: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof RedeemInput, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [noPassword, setNoPassword] = useState(false);
  const [done, setDone] = useState<RedeemRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const max = Math.max(1, item.maxQuantity);

  const text = (error: RedeemError | undefined) =>
    error === 'required'
      ? tf('required')
      : error === 'quantity'
        ? t('redeem.quantityInvalid', { max })
        : error === 'address'
          ? t('redeem.addressInvalid')
          : error === 'mobile'
            ? t('redeem.mobileInvalid')
            : undefined;

  const set = (name: keyof RedeemInput) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    key.current = null;
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkRedeem(values, max);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, e]) => [k, text(e)])));
    if (Object.keys(found).length > 0) return;
    key.current ??= newKey();
    setBusy(true);
    setFormError(null);
    try {
      const record = await redeemReward(
        {
          itemId: item.id,
          quantity: Number(values.quantity),
          paymentPassword: values.paymentPassword,
          address: values.address.trim(),
          mobile: normalizeMobile(values.mobile),
        },
        key.current,
        bootstrap.encryptKey,
      );
      key.current = null;
      setDone(record);
      void changed();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const field = error instanceof ApiError ? (error.value as { field?: string } | null)?.field : undefined;
      if (code === 'payment_password_not_set') setNoPassword(true);
      else if (code === 'payment_password_wrong' || code === 'payment_password_locked')
        setErrors({ paymentPassword: errorText(error) });
      else if (
        code === 'field_invalid' &&
        (field === 'address' || field === 'mobile' || field === 'quantity')
      )
        setErrors({ [field]: errorText(error) });
      else setFormError(errorText(error));
      if (code !== 'network') key.current = null;
    } finally {
      setBusy(false);
    }
  };

  const quantity = Number(values.quantity);
  const total = Number.isInteger(quantity) && quantity > 0 ? quantity * item.points : item.points;
  return (
    <Modal title={t('redeem.title', { name: item.name })} onClose={onClose}>
      {done ? (
        <div className={form.form}>
          <p className={form.success} role="status">
            {t('redeem.done', { ref: done.referenceNo })}
          </p>
          <div className={css.actions}>
            <button type="button" className={button.primary} onClick={onHistory}>
              {t('redeem.history')}
            </button>
          </div>
        </div>
      ) : (
        <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
          {max > 1 && (
            <Field
              label={t('redeem.quantity')}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              value={values.quantity}
              onChange={(e) => set('quantity')(e.target.value)}
              error={errors.quantity}
              hint={t('points.maxQuantity', { count: max })}
            />
          )}
          <p className={css.factValue}>
            {t('redeem.total', { points: format.number(total), count: Number(total) })}
          </p>
          <Field
            label={t('redeem.address')}
            name="address"
            autoComplete="street-address"
            maxLength={200}
            value={values.address}
            onChange={(e) => set('address')(e.target.value)}
            error={errors.address}
          />
          <Field
            label={t('redeem.mobile')}
            name="mobile"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            value={values.mobile}
            onChange={(e) => set('mobile')(e.target.value)}
            error={errors.mobile}
          />
          <Field
            label={t('redeem.paymentPassword')}
            name="paymentPassword"
            type="password"
            autoComplete="off"
            inputMode={passwordRule.patternId === 'digits' ? 'numeric' : undefined}
            maxLength={typeof passwordRule.maxLength === 'number' ? passwordRule.maxLength : undefined}
            value={values.paymentPassword}
            onChange={(e) => set('paymentPassword')(e.target.value)}
            error={errors.paymentPassword}
          />
          {noPassword && <PaymentPasswordMissing />}
          {formError && (
            <p className={form.alert} role="alert">
              {formError}
            </p>
          )}
          <div className={css.actions}>
            <button type="submit" className={button.primary} disabled={busy}>
              {busy ? t('working') : t('redeem.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The payment password is not set yet: say so and link to where it is set. */
export function PaymentPasswordMissing() {
  const { t } = useTranslation('loyalty');
  return (
    <p className={form.alert} role="alert">
      {t('points.paymentPasswordMissing')}{' '}
      <Link to="/member" search={{ page: 'securityCenter' }}>
        {t('points.toSecurity')}
      </Link>
    </p>
  );
}
