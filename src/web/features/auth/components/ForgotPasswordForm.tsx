import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateField } from '../../../../core/field-rules';
import { WHITELABEL_FLAGS, whitelabelLookup } from '../../../../core/whitelabel';
import { useBootstrap } from '../../../lib/use-bootstrap';
import { button } from '../../../ui/button.css';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import * as css from '../../../ui/form.css';
import { sendSmsCode } from '../api/codes';
import { forgotByEmail, resetByEmailCode, resetByPhone } from '../api/password';
import { useCompleteLogin } from '../use-complete-login';
import { useErrorText } from '../use-error-text';
import { MobileFields } from './MobileFields';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * Password recovery (spec §4): by email (a code is mailed, then code + new password) or by mobile (SMS code +
 * new password). Mobile is the default tab when CHNGPASSVERIF3 is on. Both end in an automatic login.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bootstrap = useBootstrap();
  const complete = useCompleteLogin();
  const phone = whitelabelLookup(bootstrap.whitelabel)(WHITELABEL_FLAGS.phoneRecovery);
  const fields = bootstrap.registerFields.fields;
  const [method, setMethod] = useState<'email' | 'mobile'>(phone ? 'mobile' : 'email');
  const [values, setValues] = useState<Record<string, string>>({});
  const [dialingCode, setDialingCode] = useState(
    bootstrap.registerFields.mobile.countries[0]!.countryDialingCode,
  );
  const [emailSent, setEmailSent] = useState(false);
  const [sentDialog, setSentDialog] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const v = (name: string) => values[name]?.trim() ?? '';

  const passwordError = () =>
    errorText.field(
      validateField(
        {
          ...fields.password,
          required: true,
          minLength: Math.max(8, Number(fields.password.minLength) || 8),
        },
        values.newPassword ?? '',
      ) ?? undefined,
    );

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
    } catch (error) {
      setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | undefined> = {};
    if (method === 'email' && !emailSent) {
      found.username = errorText.field(
        validateField({ ...fields.username, required: true }, v('username')) ?? undefined,
      );
      found.email = errorText.field(
        validateField(
          { ...fields.email, required: true, patternId: 'email', acceptedPattern: '*' },
          v('email'),
        ) ?? undefined,
      );
    } else {
      found.newPassword = passwordError();
      if (!v('code')) found.code = errorText.required();
      if (method === 'mobile' && !v('mobileNum')) found.mobileNum = errorText.required();
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (method === 'email' && !emailSent) {
      void run(async () => {
        await forgotByEmail(v('username'), v('email'));
        setEmailSent(true);
        setSentDialog(true);
      });
    } else if (method === 'email') {
      void run(async () => {
        const answer = await resetByEmailCode(
          { username: v('username'), code: v('code'), newPassword: values.newPassword ?? '' },
          bootstrap.encryptKey,
        );
        complete(answer, { via: 'reset' });
      });
    } else {
      void run(async () => {
        const answer = await resetByPhone(
          {
            mobileNum: v('mobileNum'),
            countryDialingCode: dialingCode,
            verificationCode: v('code'),
            newPassword: values.newPassword ?? '',
          },
          bootstrap.encryptKey,
        );
        complete(answer, { via: 'reset' });
      });
    }
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <div className={css.tabs} role="tablist" aria-label={t('recoverBy')}>
        {(['mobile', 'email'] as const)
          .filter((m) => m === 'email' || phone)
          .map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              className={css.tab}
              onClick={() => {
                setMethod(m);
                setErrors({});
                setFormError(null);
              }}
            >
              {t(m === 'email' ? 'byEmail' : 'byMobile')}
            </button>
          ))}
      </div>
      {method === 'email' ? (
        <>
          <Field
            label={t('field.username')}
            name="username"
            autoComplete="username"
            readOnly={emailSent}
            value={values.username ?? ''}
            onChange={(e) => set('username')(e.target.value)}
            error={errors.username}
          />
          <Field
            label={t('field.email')}
            name="email"
            type="email"
            autoComplete="email"
            readOnly={emailSent}
            value={values.email ?? ''}
            onChange={(e) => set('email')(e.target.value)}
            error={errors.email}
          />
        </>
      ) : (
        <MobileFields
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobile={values.mobileNum ?? ''}
          onMobile={set('mobileNum')}
          error={errors.mobileNum}
        />
      )}
      {(method === 'mobile' || emailSent) && (
        <>
          <Field
            label={method === 'email' ? t('emailCode') : t('smsCode')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.code ?? ''}
            onChange={(e) => set('code')(e.target.value)}
            error={errors.code}
            after={
              method === 'mobile' ? (
                <SmsCodeButton
                  disabled={!v('mobileNum')}
                  send={() =>
                    sendSmsCode({
                      mobileNum: v('mobileNum'),
                      countryDialingCode: dialingCode,
                      purpose: 'reset',
                    })
                  }
                />
              ) : undefined
            }
          />
          <Field
            label={t('newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword ?? ''}
            onChange={(e) => set('newPassword')(e.target.value)}
            error={errors.newPassword}
          />
        </>
      )}
      {formError && (
        <p className={css.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={busy}>
        {method === 'email' && !emailSent ? t('sendResetEmail') : t('resetPassword')}
      </button>
      {sentDialog && (
        <ConfirmDialog
          title={t('checkEmail')}
          message={t('in_been_out')}
          confirmLabel={t('ok')}
          onConfirm={() => setSentDialog(false)}
        />
      )}
    </form>
  );
}
