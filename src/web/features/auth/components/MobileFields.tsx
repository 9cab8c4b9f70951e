import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { Field } from '@/web/ui/Field';
import * as css from '@/web/ui/form.css';

/** Country dialing code (when the brand has several) and the national mobile number. */
export function MobileFields({
  dialingCode,
  onDialingCode,
  mobile,
  onMobile,
  error,
}: {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  const { registerFields } = useBootstrap();
  const countries = registerFields.mobile.countries;
  const id = useId();
  const prefix =
    countries.length > 1 ? (
      <>
        <label htmlFor={id} className={css.visuallyHidden}>
          {t('countryCode')}
        </label>
        <select
          id={id}
          className={css.prefix}
          value={dialingCode}
          onChange={(event) => onDialingCode(event.target.value)}
        >
          {countries.map((c) => (
            <option key={c.countryDialingCode} value={c.countryDialingCode}>
              +{c.countryDialingCode} {c.countryCode}
            </option>
          ))}
        </select>
      </>
    ) : (
      <span className={css.prefix} aria-hidden="true">
        +{dialingCode}
      </span>
    );
  return (
    <Field
      label={t('mobile')}
      name="mobileNum"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={registerFields.mobile.digits}
      hint={t('mobileHint', { digits: registerFields.mobile.digits })}
      value={mobile}
      onChange={(event) => onMobile(event.target.value.replace(/\D/g, ''))}
      error={error}
      before={prefix}
    />
  );
}
