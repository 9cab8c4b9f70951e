import { useMutation } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { deskAgentAtom, deskLogin, deskLogout, deskTokenAtom } from '../api/desk';
import { useErrorText } from '../use-error-text';
import { DeskChats } from './DeskChats';
import { DeskFeedback } from './DeskFeedback';
import * as css from './desk.css';

/** /support: the support desk (its own login, operator accounts per brand or all brands): chats and feedback. */
export function DeskPage() {
  const { t } = useTranslation('support');
  const [token, setToken] = useAtom(deskTokenAtom);
  const [agent, setAgent] = useAtom(deskAgentAtom);
  const [tab, setTab] = useState<'chats' | 'feedback'>('chats');
  if (!token) return <DeskLogin />;
  return (
    <div className={css.desk}>
      <header className={css.bar}>
        <h1 className={css.title}>{t('desk.title')}</h1>
        <div className={form.tabs} role="tablist">
          {(['chats', 'feedback'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? button.primary : button.secondary}
              onClick={() => setTab(name)}
            >
              {t(`desk.${name}`)}
            </button>
          ))}
        </div>
        <span className={css.agent}>{agent?.displayName}</span>
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            void deskLogout(token).catch(() => undefined);
            setToken(null);
            setAgent(null);
          }}
        >
          {t('desk.logout')}
        </button>
      </header>
      {tab === 'chats' ? <DeskChats token={token} /> : <DeskFeedback token={token} />}
    </div>
  );
}

function DeskLogin() {
  const { t } = useTranslation('support');
  const setToken = useSetAtom(deskTokenAtom);
  const setAgent = useSetAtom(deskAgentAtom);
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => deskLogin(username, password),
    onSuccess: (value) => {
      setAgent(value.operator);
      setToken(value.token);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <main className={css.loginPage}>
      <form className={`${form.form} ${css.loginCard}`} onSubmit={submit} aria-labelledby="desk-login-title">
        <h1 id="desk-login-title" className={css.title}>
          {t('desk.title')}
        </h1>
        <Field
          label={t('desk.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          required
        />
        <Field
          label={t('desk.password')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
        />
        {login.isError && (
          <p className={form.alert} role="alert">
            {errorText(login.error)}
          </p>
        )}
        <button type="submit" className={button.primary} disabled={login.isPending || !username || !password}>
          {t('desk.login')}
        </button>
      </form>
    </main>
  );
}
