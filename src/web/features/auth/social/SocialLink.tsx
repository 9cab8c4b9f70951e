import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { PasswordFields } from '../components/PasswordFields';
import { type SocialLogin, socialLink } from './api';

/** "Link an existing account": its password once (and its authenticator code when one is enrolled). */
export function SocialLink({ onDone }: { onDone: (answer: SocialLogin) => void }) {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('social');
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [totp, setTotp] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next = {
      username: username.trim() ? undefined : errorText.required(),
      password: password.trim() ? undefined : errorText.required(),
      totpCode: totp && !totpCode.trim() ? errorText.required() : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      onDone(
        await socialLink({
          username: username.trim(),
          password,
          ...(totp ? { totpCode: totpCode.trim() } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && (error.value as { totpRequired?: boolean } | null)?.totpRequired)
        setTotp(true);
      setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <PasswordFields
        labels={{ username: t('username'), password: t('password') }}
        username={username}
        password={password}
        onUsername={setUsername}
        onPassword={setPassword}
        errors={errors}
      />
      {totp && (
        <Field
          label={ts('totpCode')}
          name="totpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={totpCode}
          onChange={(event) => setTotpCode(event.target.value)}
          error={errors.totpCode}
        />
      )}
      <p className={form.hint}>{ts('permanent')}</p>
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={button.secondary} disabled={busy}>
        {ts('link')}
      </button>
    </form>
  );
}
