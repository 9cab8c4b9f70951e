import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldName } from '@/core/brand';
import { type FormFieldError, validateField, validateRegistrationForm } from '@/core/field-rules';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { ApiError } from '@/web/lib/api';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { IdentityFields } from '../components/IdentityFields';
import { type SocialLogin, type SocialPrefill, socialRegister } from './api';

/** Fields the brand enables, in the register form's order; no password, confirmation or captcha here. */
const FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'recommenderId',
  'affiliateCode',
  'referralCode',
] as const satisfies readonly RegisterFieldName[];

/** "Create a new account" on the choice screen: the brand's registration fields, pre-filled from the claims. */
export function SocialRegister({
  prefill,
  onDone,
}: {
  prefill: SocialPrefill;
  onDone: (answer: SocialLogin) => void;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bootstrap = useBootstrap();
  const config = bootstrap.registerFields;
  const on = whitelabelLookup(bootstrap.whitelabel);
  const mode = on(WHITELABEL_FLAGS.usernameRegistration) ? 'username' : 'mobile';
  const smsVerification = on(WHITELABEL_FLAGS.registrationSmsVerification);
  const ageCheck = bootstrap.accounts.minimumAge > 18;
  // A claim fills a field only when the brand's rule accepts it (a one-word name is no "first and last name").
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (['username', 'email', 'payeeName'] as const).map((name) => {
        const rule = config.fields[name];
        const value = prefill[name];
        return [name, rule.enabled && value && !validateField(rule, value) ? value : ''];
      }),
    ),
  );
  const [dialingCode, setDialingCode] = useState(config.mobile.countries[0]!.countryDialingCode);
  const [agree, setAgree] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const show = (found: Record<string, FormFieldError | undefined>) =>
    Object.fromEntries(Object.entries(found).map(([k, e]) => [k, errorText.field(e)]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body: Record<string, unknown> = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v.trim() !== ''),
    );
    // The password is the provider's business here: the rules see a stand-in that passes.
    const found: Record<string, FormFieldError | undefined> = validateRegistrationForm(
      config,
      { ...body, password: 'Social-Stand-In-1', confirmPassword: 'Social-Stand-In-1' },
      { mode, smsVerification, captchaShown: false },
    );
    delete found.password;
    delete found.confirmPassword;
    delete found.captcha;
    const next = show(found);
    if (!agree) next.agreeTerms = errorText.terms();
    if (ageCheck && !ageConfirmed)
      next.ageConfirmed = errorText.code('age_confirmation_required', { age: bootstrap.accounts.minimumAge });
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      onDone(
        await socialRegister({
          ...body,
          countryDialingCode: values.mobileNum ? dialingCode : undefined,
          agreeTerms: true,
          ...(ageCheck ? { ageConfirmed: true } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'field_invalid') {
        setErrors(show((error.value as { fields: Record<string, FormFieldError> }).fields));
      } else {
        setFormError(errorText.of(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: RegisterFieldName, extra: Record<string, unknown> = {}) => (
    <Field
      key={name}
      label={t(`field.${name}` as 'username')}
      name={name}
      type={name === 'email' ? 'email' : name === 'paymentPassword' ? 'password' : 'text'}
      value={values[name] ?? ''}
      onChange={(event) => set(name)(event.target.value)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <IdentityFields
        mode={mode}
        mobileEnabled={config.fields.mobileNum.enabled}
        smsVerification={smsVerification}
        field={field}
        values={values}
        set={set}
        errors={errors}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
      />
      {FIELDS.filter((name) => config.fields[name].enabled).map((name) => field(name))}
      {(
        [
          ['agreeTerms', agree, setAgree, t('agreeTerms', { brand: bootstrap.brand.displayName })],
          ...(ageCheck
            ? [
                [
                  'ageConfirmed',
                  ageConfirmed,
                  setAgeConfirmed,
                  t('confirmAge', { age: bootstrap.accounts.minimumAge }),
                ],
              ]
            : []),
        ] as [string, boolean, (v: boolean) => void, string][]
      ).map(([name, checked, setChecked, label]) => (
        <div key={name}>
          <label className={form.check}>
            <input
              type="checkbox"
              name={name}
              className={form.checkbox}
              checked={checked}
              onChange={(event) => setChecked(event.target.checked)}
              aria-invalid={errors[name] ? true : undefined}
            />
            {label}
          </label>
          {errors[name] && (
            <p className={form.error} role="alert">
              {errors[name]}
            </p>
          )}
        </div>
      ))}
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={busy}>
        {t('register')}
      </button>
    </form>
  );
}
