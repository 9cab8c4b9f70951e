import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import type { StaffMe } from '@/core/api/office';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, officePost, setToken } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { meAtom } from '../../lib/session';
import * as css from '../../shell/office.css';

/** Staff sign in: username, password and the authenticator app's current code (all three, always). */
export function LoginPage() {
  const t = useT('shell');
  const navigate = useNavigate();
  const setMe = useSetAtom(meAtom);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const answer = await officePost<{ token: string; me: StaffMe }>('/office/api/login', {
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
        code: String(data.get('code') ?? '').replace(/\s/g, ''),
      });
      setToken(answer.token);
      setMe(answer.me);
      const first = answer.me.brands[0]?.code;
      if (first) await navigate({ to: '/office/$brand', params: { brand: first } });
      else setError(t('noBrands'));
    } catch (failure) {
      setError((failure as ApiError).serverMessage || t('loginFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={css.login}>
      <h1>{t('loginTitle')}</h1>
      <p className={form.hint}>{t('loginHint')}</p>
      <form className={form.form} onSubmit={(e) => void submit(e)}>
        <label className={form.field}>
          <span className={form.label}>{t('username')}</span>
          <input className={form.input} name="username" autoComplete="username" required maxLength={64} />
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('password')}</span>
          <input
            className={form.input}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('code')}</span>
          <input
            className={form.input}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
            maxLength={7}
          />
        </label>
        {error && (
          <p role="alert" className={form.error}>
            {error}
          </p>
        )}
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
      </form>
    </main>
  );
}
