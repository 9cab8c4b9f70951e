import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { StaffRole } from '@/core/office/roles';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { LazyQrCode } from '@/web/ui/LazyQrCode';
import { type ApiError, brandPath, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { RoleChecks } from './RoleChecks';
import * as own from './staff.css';

interface Created {
  username: string;
  password: string;
  totpSecret: string;
  otpauth: string;
}

/**
 * An owner creates a staff member on this brand. The server answers the generated password, the TOTP secret and
 * its otpauth URI once: they are shown here (with a QR code for the authenticator app) until dismissed, never again.
 */
export function CreateStaff({ brand }: { brand: string }) {
  const t = useT('staff');
  const client = useQueryClient();
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [created, setCreated] = useState<Created | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The credentials, shown once, take the focus when they appear.
  useEffect(() => {
    if (created) heading.current?.focus();
  }, [created]);
  const create = useMutation({
    mutationFn: (body: { username: string; displayName?: string; roles: StaffRole[] }) =>
      officePost<Created>(brandPath(brand, 'staff'), body),
    onSuccess: (value) => {
      setCreated(value);
      setRoles([]);
      void client.invalidateQueries({ queryKey: ['office', brand, 'staff'] });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const displayName = String(data.get('displayName') ?? '').trim();
    create.mutate(
      {
        username: String(data.get('username') ?? '')
          .trim()
          .toLowerCase(),
        ...(displayName ? { displayName } : {}),
        roles,
      },
      { onSuccess: () => (event.target as HTMLFormElement).reset() },
    );
  };

  if (created)
    return (
      <section className={css.card} aria-labelledby="staff-created">
        <h2 id="staff-created" ref={heading} tabIndex={-1}>
          {t('created.title', { name: created.username })}
        </h2>
        <p className={form.success} role="status">
          {t('created.once')}
        </p>
        <dl className={own.secretList}>
          <dt>{t('created.password')}</dt>
          <dd>
            <code data-testid="new-password">{created.password}</code>
          </dd>
          <dt>{t('created.secret')}</dt>
          <dd>
            <code data-testid="new-secret">{created.totpSecret}</code>
          </dd>
          <dt>{t('created.uri')}</dt>
          <dd>
            <code>{created.otpauth}</code>
          </dd>
        </dl>
        <div className={own.qr}>
          <LazyQrCode
            value={created.otpauth}
            size={176}
            marginSize={2}
            title={t('created.qr')}
            role="img"
            aria-label={t('created.qr')}
          />
        </div>
        <div>
          <button
            type="button"
            className={button.primary}
            onClick={() => {
              // Forgotten here too: nothing of it stays in the page.
              setCreated(null);
              create.reset();
            }}
          >
            {t('created.done')}
          </button>
        </div>
      </section>
    );

  return (
    <section className={css.card} aria-labelledby="staff-create">
      <h2 id="staff-create">{t('create.title')}</h2>
      <form className={form.form} onSubmit={submit}>
        <label className={form.field}>
          <span className={form.label}>{t('create.username')}</span>
          <input
            className={form.input}
            name="username"
            required
            pattern="[a-z][a-z0-9_.\-]{2,31}"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="staff-username-hint"
          />
          <span id="staff-username-hint" className={form.hint}>
            {t('create.usernameHint')}
          </span>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('create.displayName')}</span>
          <input className={form.input} name="displayName" maxLength={64} autoComplete="off" />
        </label>
        <RoleChecks legend={t('create.roles')} value={roles} onChange={setRoles} />
        {create.isError && (
          <p role="alert" className={form.error}>
            {(create.error as ApiError).serverMessage}
          </p>
        )}
        <div>
          <button type="submit" className={button.primary} disabled={roles.length === 0 || create.isPending}>
            {t('create.submit')}
          </button>
          {roles.length === 0 && <p className={form.hint}>{t('create.pickRole')}</p>}
        </div>
      </form>
    </section>
  );
}
