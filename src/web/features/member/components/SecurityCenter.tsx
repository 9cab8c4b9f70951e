import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { authModalAtom, tokenAtom, trialDialogAtom, useMemberInfo } from '@/web/lib/session';
import { useErrorText } from '@/web/lib/use-error-text';
import { Isolate, Ltr } from '@/web/ui/bidi';
import { button } from '@/web/ui/button.css';
import { AuthenticatorPanel } from './AuthenticatorPanel';
import * as css from './member.css';

/** The editable details and the contact binding, with their own catalogue (locales/<lang>/profile.json). */
const ProfileDetails = lazyNamed(() => import('./ProfileDetails'), 'ProfileDetails', ['profile']);

/** Member center → securityCenter ("my account"): profile, password, the authenticator, and panels of other features. */
export function SecurityCenter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const info = useMemberInfo();
  const setModal = useSetAtom(authModalAtom);
  const setTrial = useSetAtom(trialDialogAtom);
  const account = info.data;
  const token = useAtomValue(tokenAtom);

  useEffect(() => {
    if (account?.isTrial) setTrial(true);
  }, [account, setTrial]);

  // The session ended (revoked or expired on the server, or logged out): offer to log in again.
  if (!token) {
    return (
      <div className={css.page}>
        <p className={css.status}>{errorText.code('unauthorized')}</p>
        <div className={css.actions}>
          <button type="button" className={button.primary} onClick={() => setModal({ kind: 'login' })}>
            {t('login')}
          </button>
        </div>
      </div>
    );
  }
  if (info.isPending) return <div className="boot-splash" role="status" aria-label={t('loading')} />;
  if (info.isError || !account) {
    return (
      <p role="alert" className={css.status}>
        {errorText.code('unknown_error')}
      </p>
    );
  }
  if (account.isTrial) return null;
  // Values are isolated pieces; the phone number reads left to right in every language (docs/rtl.md).
  const phone = account.mobileNum ? `+${account.countryDialingCode ?? ''} ${account.mobileNum}` : null;
  const mobile = phone && <Ltr>{phone}</Ltr>;
  const rows: [string, ReactNode][] = [
    [t('field.username'), account.account && <Isolate>{account.account}</Isolate>],
    [t('nickname'), account.nickname],
    [t('vipLevel'), `VIP ${account.vipLevel}`],
    [t('mobile'), mobile],
    [t('field.email'), account.email && <Ltr>{account.email}</Ltr>],
    [t('field.payeeName'), account.payeeName],
    [t('field.referralCode'), account.referralCode && <Ltr>{account.referralCode}</Ltr>],
  ];
  return (
    <div className={css.page}>
      <h1>{t('myAccount')}</h1>
      <section className={css.panel} aria-labelledby="profile-title">
        <h2 id="profile-title" className={css.heading}>
          {t('profile')}
        </h2>
        <dl className={css.list}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={css.term}>{label}</dt>
              <dd style={{ margin: 0 }}>{value ?? t('notSet')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Suspense fallback={<div className="boot-splash" role="status" aria-label={t('loading')} />}>
        <ProfileDetails />
      </Suspense>
      <section className={css.panel} aria-labelledby="password-title">
        <h2 id="password-title" className={css.heading}>
          {t('password')}
        </h2>
        <div className={css.actions}>
          <button
            type="button"
            className={button.secondary}
            onClick={() => setModal({ kind: 'changePassword', forced: false })}
          >
            {t('changePassword')}
          </button>
        </div>
      </section>
      <AuthenticatorPanel enabled={account.totpEnabled} />
      {children}
    </div>
  );
}
