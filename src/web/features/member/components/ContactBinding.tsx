import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/core/api/identity-profile';
import { MobileFields, SmsCodeButton } from '@/web/features/auth';
import { useErrorText } from '@/web/lib/use-error-text';
import { Ltr } from '@/web/ui/bidi';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { bindEmail, bindMobile, sendEmailCode, sendMobileCode } from '../api/profile';
import * as css from './member.css';

/** Mobile and email binding: a code to the new number or address; changing a number also proves the old one. */
export function ContactBinding({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const [open, setOpen] = useState<'mobile' | 'email' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const phone = profile.mobileNum ? `+${profile.countryDialingCode ?? ''} ${profile.mobileNum}` : null;
  const start = (which: 'mobile' | 'email') => {
    setDone(null);
    setOpen(which);
  };
  const finish = (text: string) => {
    setOpen(null);
    setDone(text);
  };
  return (
    <section className={css.panel} aria-labelledby="contact-title">
      <h2 id="contact-title" className={css.heading}>
        {t('contact')}
      </h2>
      <dl className={css.list}>
        <dt className={css.term}>{ta('mobile')}</dt>
        <dd style={{ margin: 0 }}>{phone ? <Ltr>{phone}</Ltr> : ta('notSet')}</dd>
        <dt className={css.term}>{ta('field.email')}</dt>
        <dd style={{ margin: 0 }}>{profile.email ? <Ltr>{profile.email}</Ltr> : ta('notSet')}</dd>
      </dl>
      {done && (
        <p className={css.status} role="status">
          {done}
        </p>
      )}
      {open === null && (
        <div className={css.actions}>
          <button type="button" className={button.secondary} onClick={() => start('mobile')}>
            {profile.mobileNum ? t('changeMobile') : t('bindMobile')}
          </button>
          <button type="button" className={button.secondary} onClick={() => start('email')}>
            {profile.email ? t('changeEmail') : t('bindEmail')}
          </button>
        </div>
      )}
      {open === 'mobile' && (
        <MobileForm
          profile={profile}
          onCancel={() => setOpen(null)}
          onDone={() => finish(t('mobileBound'))}
        />
      )}
      {open === 'email' && (
        <EmailForm onCancel={() => setOpen(null)} onDone={() => finish(t('emailBound'))} />
      )}
    </section>
  );
}

function useBind(onDone: () => void) {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<Profile>) => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(['member-profile'], await work());
      await queryClient.invalidateQueries({ queryKey: ['member-info'] });
      onDone();
    } catch (failure) {
      setError(errorText.of(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

function Actions({ busy, onCancel, label }: { busy: boolean; onCancel: () => void; label: string }) {
  const { t: ta } = useTranslation('auth');
  return (
    <div className={css.actions}>
      <button type="submit" className={button.primary} disabled={busy}>
        {label}
      </button>
      <button type="button" className={button.secondary} onClick={onCancel}>
        {ta('cancel')}
      </button>
    </div>
  );
}

function MobileForm({
  profile,
  onCancel,
  onDone,
}: {
  profile: Profile;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const [dialingCode, setDialingCode] = useState(profile.mobile.countryDialingCodes[0] ?? '');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run } = useBind(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      bindMobile({
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        code: code.trim(),
        ...(oldCode.trim() ? { oldCode: oldCode.trim() } : {}),
        ...(password ? { password } : {}),
      }),
    );
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('bindMobile')}>
      <MobileFields
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        mobile={mobile}
        onMobile={setMobile}
      />
      <Field
        label={ta('smsCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        after={
          <SmsCodeButton
            disabled={!mobile.trim()}
            send={() =>
              sendMobileCode({ target: 'new', mobileNum: mobile.trim(), countryDialingCode: dialingCode })
            }
          />
        }
      />
      {profile.mobileNum && (
        <>
          <p className={form.hint}>{t('oldProof')}</p>
          <Field
            label={t('oldCode')}
            name="oldCode"
            inputMode="numeric"
            autoComplete="off"
            value={oldCode}
            onChange={(event) => setOldCode(event.target.value)}
            after={<SmsCodeButton send={() => sendMobileCode({ target: 'old' })} />}
          />
          <Field
            label={ta('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </>
      )}
      {error && (
        <p className={form.alert} role="alert">
          {error}
        </p>
      )}
      <Actions busy={busy} onCancel={onCancel} label={t('confirm')} />
    </form>
  );
}

function EmailForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const { error, busy, run } = useBind(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => bindEmail(email.trim(), code.trim()));
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('bindEmail')}>
      <Field
        label={t('newEmail')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={ta('emailCode')}
        name="emailCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        after={<SmsCodeButton disabled={!email.trim()} send={() => sendEmailCode(email.trim())} />}
      />
      {error && (
        <p className={form.alert} role="alert">
          {error}
        </p>
      )}
      <Actions busy={busy} onCancel={onCancel} label={t('confirm')} />
    </form>
  );
}
