import { useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { ApiError } from '@/web/lib/api';
import { authModalAtom, type SocialReturnState } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as css from '@/web/ui/form.css';
import { revalidate } from '@/web/ui/revalidate';
import { sendSmsCode } from '../api/codes';
import { freePlay, login } from '../api/login';
import { fetchCaptcha, forgetDevice, rememberedUsername } from '../api/session-calls';
import type { DeviceChallenge } from '../api/types';
import { SocialReturn } from '../social/SocialReturn';
import { SocialSection } from '../social/SocialSection';
import { useCompleteLogin } from '../use-complete-login';
import { CaptchaField } from './CaptchaField';
import { DeviceVerification } from './DeviceVerification';
import { MethodTabs } from './MethodTabs';
import { MobileFields } from './MobileFields';
import { PasswordFields } from './PasswordFields';
import { SmsCodeButton } from './SmsCodeButton';

type Errors = Partial<Record<'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode', string>>;

/** Login by username and password, or by mobile and SMS code (toggle only when code login is on). */
export function LoginForm({
  path = 'member',
  social,
}: {
  path?: 'member' | 'agent';
  social?: SocialReturnState;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bootstrap = useBootstrap();
  const on = whitelabelLookup(bootstrap.whitelabel);
  const codeLogin = path === 'member' && on(WHITELABEL_FLAGS.codeLogin);
  const setModal = useSetAtom(authModalAtom);
  const complete = useCompleteLogin();
  const countries = bootstrap.registerFields.mobile.countries;

  const [type, setType] = useState<'username' | 'sms'>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [dialingCode, setDialingCode] = useState(countries[0]!.countryDialingCode);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<DeviceChallenge | null>(null);
  /** Back from a provider: finishing that sign-in replaces the form until it succeeds or fails. */
  const [socialPending, setSocialPending] = useState(Boolean(social?.provider));

  const refreshCaptcha = useCallback(() => {
    setCaptcha('');
    fetchCaptcha()
      .then(setCaptchaImage)
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (path === 'agent') return;
    rememberedUsername()
      .then((name) => {
        if (name) {
          setUsername((current) => current || name);
          setRemember(true);
        }
      })
      .catch(() => undefined);
  }, [path]);

  useEffect(() => {
    if (type === 'username' && bootstrap.accounts.humanVerification === 'captcha') refreshCaptcha();
  }, [type, bootstrap.accounts.humanVerification, refreshCaptcha]);

  const validate = (): Errors => {
    const next: Errors = {};
    const required = errorText.required();
    if (type === 'username') {
      if (!username.trim()) next.username = required;
      if (!password.trim()) next.password = required;
      if (captchaImage && !captcha.trim()) next.captcha = required;
    } else {
      const digits = bootstrap.registerFields.mobile.digits;
      if (!mobile.trim()) next.mobileNum = required;
      else if (!new RegExp(`^\\d{${digits}}$`).test(mobile.trim())) {
        next.mobileNum = errorText.field({ code: 'phoneDigits', digits });
      }
      if (!code.trim()) next.verificationCode = required;
    }
    return next;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: validate reads exactly these values
  useEffect(() => {
    setErrors((shown) => revalidate(shown, validate()));
  }, [type, username, password, captcha, mobile, code, captchaImage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await login(
        type === 'username'
          ? {
              type,
              username: username.trim(),
              password,
              captcha: captchaImage ? captcha.trim() : undefined,
              loginPath: path,
              rememberMe: path === 'member' ? remember : undefined,
            }
          : {
              type,
              mobileNum: mobile.trim(),
              countryDialingCode: dialingCode,
              verificationCode: code.trim(),
              loginPath: path,
            },
        bootstrap.encryptKey,
      );
      complete(answer, { via: type === 'sms' ? 'sms' : 'password', path, password });
    } catch (error) {
      if (error instanceof ApiError) {
        const value = error.value as { captcha?: string } | null;
        if (value?.captcha) {
          setCaptchaImage(value.captcha);
          setCaptcha('');
        }
        if (error.code === 'verification_required') {
          setChallenge(error.value as DeviceChallenge);
          return;
        }
      }
      setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  if (socialPending) {
    return (
      <SocialReturn
        path={path}
        onError={(message) => {
          setSocialPending(false);
          setFormError(message);
        }}
      />
    );
  }

  if (challenge) {
    return (
      <DeviceVerification
        challenge={challenge}
        onDone={(answer) => complete(answer, { via: 'password', path, password })}
        onCancel={() => setChallenge(null)}
      />
    );
  }

  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      {codeLogin && (
        <MethodTabs
          label={t('loginType')}
          options={[
            { value: 'username', text: t('byPassword') },
            { value: 'sms', text: t('bySms') },
          ]}
          current={type}
          onChoose={(value) => {
            setType(value);
            setErrors({});
            setFormError(null);
          }}
        />
      )}
      {type === 'username' ? (
        <>
          <PasswordFields
            labels={{ username: t('username'), password: t('password') }}
            username={username}
            password={password}
            onUsername={setUsername}
            onPassword={setPassword}
            errors={errors}
          />
          {captchaImage && (
            <CaptchaField
              image={captchaImage}
              value={captcha}
              onChange={setCaptcha}
              onRefresh={refreshCaptcha}
              error={errors.captcha}
            />
          )}
          {path === 'member' && (
            <label className={css.check}>
              <input
                type="checkbox"
                className={css.checkbox}
                checked={remember}
                onChange={(event) => {
                  setRemember(event.target.checked);
                  if (!event.target.checked) void forgetDevice().catch(() => undefined);
                }}
              />
              {t('rememberMe')}
            </label>
          )}
        </>
      ) : (
        <>
          <MobileFields
            dialingCode={dialingCode}
            onDialingCode={setDialingCode}
            mobile={mobile}
            onMobile={setMobile}
            error={errors.mobileNum}
          />
          <Field
            label={t('smsCode')}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.verificationCode}
            after={
              <SmsCodeButton
                disabled={!mobile.trim()}
                send={() =>
                  sendSmsCode({ mobileNum: mobile.trim(), countryDialingCode: dialingCode, purpose: 'login' })
                }
              />
            }
          />
        </>
      )}
      {formError && (
        <p className={css.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? t('loggingIn') : t('login')}
      </button>
      <SocialSection path={path} error={social?.provider ? undefined : social?.error} />
      {path === 'member' && (
        <div className={css.links}>
          <button type="button" className={css.linkButton} onClick={() => setModal({ kind: 'forgot' })}>
            {t('forgotPassword')}
          </button>
          <button type="button" className={css.linkButton} onClick={() => setModal({ kind: 'register' })}>
            {t('noAccount')}
          </button>
          {on(WHITELABEL_FLAGS.freePlay) && (
            <button
              type="button"
              className={css.linkButton}
              onClick={() =>
                void freePlay()
                  .then((answer) => complete(answer, { via: 'freeplay' }))
                  .catch((error) => setFormError(errorText.of(error)))
              }
            >
              {t('freePlay')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
