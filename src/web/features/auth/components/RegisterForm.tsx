import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldName } from '@/core/brand';
import { type FormFieldError, validateRegistrationForm } from '@/core/field-rules';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { ApiError } from '@/web/lib/api';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import { CheckField, Field } from '@/web/ui/Field';
import * as css from '@/web/ui/form.css';
import { revalidate } from '@/web/ui/revalidate';
import { checkAffiliate, register } from '../api/register';
import { fetchCaptcha } from '../api/session-calls';
import type { LoginAnswer } from '../api/types';
import { SocialSection } from '../social/SocialSection';
import { useCompleteLogin } from '../use-complete-login';
import { CaptchaField } from './CaptchaField';
import { IdentityFields } from './IdentityFields';

/** Optional fields in display order; each shows only when register-fields.json enables it. */
const EXTRA_FIELDS = [
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

const INPUT_TYPE: Partial<Record<RegisterFieldName, string>> = {
  email: 'email',
  paymentPassword: 'password',
};

function linkParam(...names: string[]): string {
  const params = new URLSearchParams(window.location.search);
  for (const name of names) {
    const value = params.get(name);
    if (value) return value.slice(0, 40);
  }
  return '';
}

/** Registration (spec §4): type toggle by whitelabel flags, fields by register-fields.json, same rules as the server. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bootstrap = useBootstrap();
  const complete = useCompleteLogin();
  const on = whitelabelLookup(bootstrap.whitelabel);
  const config = bootstrap.registerFields;
  const modes = (['username', 'mobile'] as const).filter((m) =>
    on(m === 'username' ? WHITELABEL_FLAGS.usernameRegistration : WHITELABEL_FLAGS.mobileRegistration),
  );
  const [mode, setMode] = useState(modes[0] ?? 'username');
  const smsVerification = on(WHITELABEL_FLAGS.registrationSmsVerification);
  const withPassword = mode === 'username' || on(WHITELABEL_FLAGS.mobilePasswordRegistration);
  const captchaShown = config.fields.captcha.enabled;

  const [values, setValues] = useState<Record<string, string>>(() => ({
    affiliateCode: linkParam('affiliateCode', 'code', 'aff'),
    referralCode: linkParam('referralCode', 'ref'),
  }));
  const [dialingCode, setDialingCode] = useState(config.mobile.countries[0]!.countryDialingCode);
  const [agree, setAgree] = useState(false);
  /** The birthday check (brands that ask to confirm an age of 21; spec §5). */
  const ageCheck = bootstrap.accounts.minimumAge > 18;
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(() => {
    setValues((v) => ({ ...v, captcha: '' }));
    fetchCaptcha()
      .then(setCaptchaImage)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (captchaShown) refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const showErrors = (found: Record<string, FormFieldError | undefined>) =>
    setErrors(Object.fromEntries(Object.entries(found).map(([k, e]) => [k, errorText.field(e)])));

  const ageError = () =>
    ageCheck && !ageConfirmed
      ? errorText.code('age_confirmation_required', { age: bootstrap.accounts.minimumAge })
      : undefined;

  const check = () => {
    const body: Record<string, unknown> = { ...values };
    const found: Record<string, FormFieldError | undefined> = validateRegistrationForm(config, body, {
      mode,
      smsVerification,
      captchaShown,
    });
    // The web sign-up always asks for a username (the API requires one where register-fields make it required).
    if (!String(values.username ?? '').trim()) found.username = { code: 'required' };
    if (!withPassword) {
      delete found.password;
      delete found.confirmPassword;
    }
    return { body, found };
  };

  // A message already shown follows the field as the player types (a fixed field loses it at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: check reads exactly these values
  useEffect(() => {
    const { found } = check();
    const live: Record<string, string | undefined> = Object.fromEntries(
      Object.entries(found).map(([k, e]) => [k, errorText.field(e)]),
    );
    live.agreeTerms = agree ? undefined : errorText.terms();
    live.ageConfirmed = ageError();
    setErrors((shown) => revalidate(shown, live));
  }, [values, agree, ageConfirmed, mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { body, found } = check();
    showErrors(found);
    const termsError = agree ? undefined : errorText.terms();
    const ageConfirmError = ageError();
    setErrors((e) => ({ ...e, agreeTerms: termsError, ageConfirmed: ageConfirmError }));
    if (Object.keys(found).length > 0 || termsError || ageConfirmError) return;
    setBusy(true);
    try {
      // Spec order: the invitation code is checked first.
      if (values.affiliateCode?.trim()) {
        try {
          await checkAffiliate(values.affiliateCode.trim(), window.location.hostname);
        } catch {
          setWarning(errorText.code('invitation_code_error'));
          return;
        }
      }
      const answer = await register(
        {
          ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '' && v !== undefined)),
          countryDialingCode: values.mobileNum ? dialingCode : undefined,
          agreeTerms: true,
          ...(ageCheck ? { ageConfirmed: true } : {}),
          login: true,
          domain: window.location.hostname,
          registerUrl: window.location.href.slice(0, 2000),
          registerMethod: 'WEB',
        },
        mode,
        bootstrap.encryptKey,
      );
      if (answer.token) complete(answer as LoginAnswer, { via: 'register' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'field_invalid') {
        showErrors((error.value as { fields: Record<string, FormFieldError> }).fields);
      } else if (error instanceof ApiError && error.code === 'invitation_code_error') {
        setWarning(error.serverMessage);
      } else if (error instanceof ApiError && error.code === 'age_confirmation_required') {
        setErrors((e) => ({ ...e, ageConfirmed: error.serverMessage }));
      } else if (error instanceof ApiError && error.code === 'referral_code_invalid') {
        // A referral code from an invitation link that no player owns: said under the field that holds it.
        setErrors((e) => ({ ...e, referralCode: error.serverMessage }));
      } else if (error instanceof ApiError && error.code === 'captcha_invalid') {
        setErrors((e) => ({ ...e, captcha: error.serverMessage }));
      } else {
        setFormError(errorText.of(error));
      }
      if (captchaShown) refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: RegisterFieldName, extra: Record<string, unknown> = {}) => (
    <Field
      key={name}
      label={t(`field.${name}` as 'username')}
      name={name}
      type={INPUT_TYPE[name] ?? 'text'}
      value={values[name] ?? ''}
      onChange={(event) => set(name)(event.target.value)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      {modes.length > 1 && (
        <div className={css.tabs} role="tablist" aria-label={t('registerType')}>
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              className={css.tab}
              onClick={() => {
                setMode(m);
                setErrors({});
              }}
            >
              {t(m === 'username' ? 'byUsername' : 'byMobile')}
            </button>
          ))}
        </div>
      )}
      <IdentityFields
        chooseUsername
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
      {withPassword && field('password', { type: 'password', autoComplete: 'new-password' })}
      {withPassword && field('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
      {EXTRA_FIELDS.filter((name) => config.fields[name].enabled).map((name) => field(name))}
      {captchaShown && (
        <CaptchaField
          image={captchaImage}
          value={values.captcha ?? ''}
          onChange={set('captcha')}
          onRefresh={refreshCaptcha}
          error={errors.captcha}
        />
      )}
      <CheckField
        label={t('agreeTerms', { brand: bootstrap.brand.displayName })}
        checked={agree}
        onChange={setAgree}
        error={errors.agreeTerms}
      />
      {ageCheck && (
        <CheckField
          label={t('confirmAge', { age: bootstrap.accounts.minimumAge })}
          checked={ageConfirmed}
          onChange={setAgeConfirmed}
          error={errors.ageConfirmed}
        />
      )}
      {formError && (
        <p className={css.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={busy}>
        {t('register')}
      </button>
      <SocialSection path="member" />
      {warning && (
        <ConfirmDialog
          title={t('warning')}
          message={warning}
          confirmLabel={t('ok')}
          onConfirm={() => setWarning(null)}
        />
      )}
    </form>
  );
}
