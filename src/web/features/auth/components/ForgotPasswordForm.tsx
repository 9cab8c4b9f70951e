import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateField } from '@/core/field-rules';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { ApiError } from '@/web/lib/api';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import { Field } from '@/web/ui/Field';
import * as css from '@/web/ui/form.css';
import { revalidate } from '@/web/ui/revalidate';
import { sendSmsCode } from '../api/codes';
import { forgotByEmail, resetByEmailCode, resetByPhone } from '../api/password';
import { forgetResetRequest, pendingResetUsername, rememberResetRequest } from '../pending-reset';
import { useCompleteLogin } from '../use-complete-login';
import { MethodTabs } from './MethodTabs';
import { MobileFields } from './MobileFields';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * Password recovery (spec §4): by email (a code is mailed, then code + new password) or by mobile (SMS code +
 * new password). Mobile is the default tab when CHNGPASSVERIF3 is on. Both end in an automatic login.
 *
 * An emailed code stays valid for its lifetime and blocks a second request meanwhile, so the form remembers the
 * pending request (pending-reset.ts): reopened, it asks for the code the player already has; "I already have a
 * code" gets there too, and a refused second request leads to the code entry instead of a wait message.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bootstrap = useBootstrap();
  const complete = useCompleteLogin();
  const phone = whitelabelLookup(bootstrap.whitelabel)(WHITELABEL_FLAGS.phoneRecovery);
  const fields = bootstrap.registerFields.fields;
  const [pending] = useState(pendingResetUsername);
  const [method, setMethod] = useState<'email' | 'mobile'>(phone && !pending ? 'mobile' : 'email');
  const [values, setValues] = useState<Record<string, string>>(pending ? { username: pending } : {});
  const [dialingCode, setDialingCode] = useState(
    bootstrap.registerFields.mobile.countries[0]!.countryDialingCode,
  );
  const [emailSent, setEmailSent] = useState(pending !== null);
  const [sentDialog, setSentDialog] = useState(false);
  /** Why the form asks for a code without having just sent one (a request still pending). */
  const [codeNotice, setCodeNotice] = useState<string | null>(pending ? t('codeStillValid') : null);
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

  const usernameError = () =>
    errorText.field(validateField({ ...fields.username, required: true }, v('username')) ?? undefined);

  const validate = (): Record<string, string | undefined> => {
    const found: Record<string, string | undefined> = {};
    if (method === 'email' && !emailSent) {
      found.username = usernameError();
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
    return found;
  };

  // A message already shown follows the field as the player types.
  // biome-ignore lint/correctness/useExhaustiveDependencies: validate reads exactly these values
  useEffect(() => {
    setErrors((shown) => revalidate(shown, validate()));
  }, [values, method, emailSent]);

  /** To the code entry for the username typed, without a new request (the player has a code). */
  const haveCode = () => {
    const error = usernameError();
    setErrors({ username: error });
    setFormError(null);
    if (error) return;
    setCodeNotice(null);
    setEmailSent(true);
  };

  /** Back to the request step (the code was lost or expired). */
  const requestAgain = () => {
    setEmailSent(false);
    setCodeNotice(null);
    setErrors({});
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (method === 'email' && !emailSent) {
      void run(async () => {
        try {
          await forgotByEmail(v('username'), v('email'));
        } catch (error) {
          // A code mailed earlier is still valid: ask for it instead of making the player wait for a new one.
          if (error instanceof ApiError && error.code === 'sms_throttled') {
            rememberResetRequest(v('username'));
            setCodeNotice(t('codeStillValid'));
            setEmailSent(true);
            return;
          }
          throw error;
        }
        rememberResetRequest(v('username'));
        setCodeNotice(null);
        setEmailSent(true);
        setSentDialog(true);
      });
    } else if (method === 'email') {
      void run(async () => {
        const answer = await resetByEmailCode(
          { username: v('username'), code: v('code'), newPassword: values.newPassword ?? '' },
          bootstrap.encryptKey,
        );
        forgetResetRequest(v('username'));
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
      <MethodTabs
        label={t('recoverBy')}
        options={(['mobile', 'email'] as const)
          .filter((m) => m === 'email' || phone)
          .map((m) => ({ value: m, text: t(m === 'email' ? 'byEmail' : 'byMobile') }))}
        current={method}
        onChoose={(m) => {
          setMethod(m);
          setErrors({});
          setFormError(null);
        }}
      />
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
          {!emailSent && (
            <Field
              label={t('field.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={values.email ?? ''}
              onChange={(e) => set('email')(e.target.value)}
              error={errors.email}
            />
          )}
          {codeNotice && emailSent && (
            <p className={css.success} role="status">
              {codeNotice}
            </p>
          )}
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
      {method === 'email' && (
        <button
          type="button"
          className={css.linkButton}
          onClick={emailSent ? requestAgain : haveCode}
          disabled={busy}
        >
          {emailSent ? t('requestNewCode') : t('haveCode')}
        </button>
      )}
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
