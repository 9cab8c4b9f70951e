import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useIsolate } from '@/web/ui/bidi';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as css from '@/web/ui/form.css';
import { sendDeviceCode, verifyDevice } from '../api/login';
import type { DeviceChallenge, LoginAnswer } from '../api/types';
import { SmsCodeButton } from './SmsCodeButton';

/** Second factor for a login from a new IP: a code by SMS to the bound phone, by email, or from an authenticator. */
export function DeviceVerification({
  challenge,
  onDone,
  onCancel,
}: {
  challenge: DeviceChallenge;
  onDone: (answer: LoginAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const isolate = useIsolate();
  const errorText = useErrorText();
  const [method, setMethod] = useState(challenge.methods[0]!);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(errorText.required());
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(await verifyDevice(challenge.challengeId, method, code.trim()));
    } catch (failure) {
      setError(errorText.of(failure));
    } finally {
      setBusy(false);
    }
  };

  const target =
    method === 'sms'
      ? challenge.maskedMobile
      : method === 'email'
        ? challenge.maskedEmail
        : t('authenticatorApp');
  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={css.hint}>{t('newDeviceIntro')}</p>
      {challenge.methods.length > 1 && (
        <div className={css.tabs} role="tablist" aria-label={t('verifyWith')}>
          {challenge.methods.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              className={css.tab}
              onClick={() => {
                setMethod(m);
                setCode('');
                setError(null);
              }}
            >
              {t(`method.${m}`)}
            </button>
          ))}
        </div>
      )}
      <Field
        label={t('codeSentTo', { target: isolate(target ?? '') })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
        after={
          method === 'totp' ? undefined : (
            <SmsCodeButton send={() => sendDeviceCode(challenge.challengeId, method)} />
          )
        }
      />
      <button type="submit" className={button.primary} disabled={busy}>
        {t('verify')}
      </button>
      <button type="button" className={css.linkButton} onClick={onCancel}>
        {t('back')}
      </button>
    </form>
  );
}
