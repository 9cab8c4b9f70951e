import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, ProfileBody } from '@/core/api/identity-profile';
import { validateField } from '@/core/field-rules';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { fetchProfile, saveProfile } from '../api/profile';
import { ContactBinding } from './ContactBinding';
import * as css from './member.css';

/** The query of "My account"'s profile; binding and saving refresh it and member info. */
export const PROFILE_KEY = ['member-profile'] as const;

/**
 * "My account" details: the fields the brand enables, each with its rule shown under it before the player types,
 * saved together; a locked real name (and, once KYC verified the identity, the birthday and ID number) is shown
 * with the reason, not edited. The mobile and email binding follow.
 */
export function ProfileDetails() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const query = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  if (query.isPending) return <div className="boot-splash" role="status" aria-label={t('loading')} />;
  if (query.isError || !query.data)
    return (
      <p role="alert" className={css.status}>
        {errorText.of(query.error)}
      </p>
    );
  return (
    <>
      <DetailsForm profile={query.data} />
      <ContactBinding profile={query.data} />
    </>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(profile.fields.map((f) => [f.name, f.value ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const label = (name: string) =>
    ['nickname'].includes(name)
      ? ta('nickname')
      : t(`field.${name}`, { defaultValue: ta(`field.${name}` as 'field.email') });
  const hint = (f: Profile['fields'][number]) => {
    // The reason a field is read-only: KYC verified it against the identity document, or the real name is set.
    if (f.locked) return t(f.lockReason === 'identityVerified' ? 'lockedVerified' : 'locked');
    if (f.name === 'birthday') return t('birthdayHint', { age: profile.minimumAge });
    return errorText.field({ code: 'pattern', patternId: f.patternId, min: f.minLength, max: f.maxLength });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found: Record<string, string | undefined> = {};
    const body: Record<string, string> = {};
    for (const f of profile.fields) {
      if (f.locked) continue;
      const value = (values[f.name] ?? '').trim();
      if (value === (f.value ?? '')) continue;
      const error = validateField(
        {
          required: f.required,
          acceptedPattern: '*',
          patternId: f.patternId,
          minLength: f.minLength,
          maxLength: f.maxLength,
        },
        value,
      );
      if (error) found[f.name] = errorText.field(error);
      body[f.name] = value;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean) || Object.keys(body).length === 0) return;
    setBusy(true);
    try {
      const saved = await saveProfile(body as ProfileBody);
      queryClient.setQueryData(PROFILE_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['member-info'] });
      setMessage({ ok: true, text: t('saved') });
    } catch (failure) {
      const fields =
        failure instanceof ApiError
          ? (failure.value as { fields?: Record<string, never> } | null)?.fields
          : undefined;
      if (fields)
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, e]) => [k, errorText.field(e)])));
      setMessage({ ok: false, text: errorText.of(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={css.panel} aria-labelledby="details-title">
      <h2 id="details-title" className={css.heading}>
        {t('details')}
      </h2>
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        {profile.fields.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            label={label(f.name)}
            value={values[f.name] ?? ''}
            onChange={(event) => setValues((v) => ({ ...v, [f.name]: event.target.value }))}
            readOnly={f.locked}
            required={f.required}
            type={f.name === 'birthday' ? 'date' : 'text'}
            hint={hint(f)}
            error={errors[f.name]}
          />
        ))}
        {message && (
          <p className={message.ok ? css.status : form.alert} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </section>
  );
}
