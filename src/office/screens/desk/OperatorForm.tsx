import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { DeskOperator } from '@/core/api/office-runs';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, brandPath, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import * as css from '../engagement/runs.css';

interface Body {
  username: string;
  displayName?: string;
  password: string;
  brands: string[];
  reason: string;
}

/**
 * Creates a desk operator, or (editing) replaces its shown name, password and brands: the service of
 * `npm run ops -- support-agent`. The password follows the CLI's rule (10 characters at least) and is sent once,
 * never shown again; the brands offered are those where this staff member manages the desk.
 */
export function OperatorForm({
  brand,
  grantable,
  editing,
  onDone,
}: {
  brand: string;
  grantable: string[];
  editing: DeskOperator | null;
  /** Called after a save (with what to announce) or a cancel (without). */
  onDone: (notice?: string) => void;
}) {
  const t = useT('runs');
  const client = useQueryClient();
  const [brands, setBrands] = useState<string[]>(editing?.brands ?? [brand]);
  const save = useMutation({
    mutationFn: (body: Body) =>
      officePost<{ operator: DeskOperator; created: boolean }>(brandPath(brand, 'desk/operators'), body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['office', brand, 'desk'] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const data = new FormData(formEl);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const displayName = text('displayName');
    save.mutate(
      {
        username: text('username').toLowerCase(),
        ...(displayName ? { displayName } : {}),
        password: String(data.get('password') ?? ''),
        brands,
        reason: text('reason'),
      },
      {
        onSuccess: (r) => {
          formEl.reset();
          onDone(t(r.created ? 'desk.createdNotice' : 'desk.updatedNotice', { name: r.operator.username }));
        },
      },
    );
  };
  const toggle = (code: string, on: boolean) =>
    setBrands((list) => (on ? [...new Set([...list, code])] : list.filter((b) => b !== code)));
  return (
    <section className={office.card} aria-labelledby="desk-form">
      <h2 id="desk-form">
        {editing ? t('desk.editTitle', { name: editing.username }) : t('desk.createTitle')}
      </h2>
      <form className={form.form} onSubmit={submit}>
        <label className={form.field}>
          <span className={form.label}>{t('desk.username')}</span>
          <input
            className={form.input}
            name="username"
            required
            pattern="[a-z0-9][a-z0-9._\-]{2,31}"
            defaultValue={editing?.username}
            readOnly={editing !== null}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="desk-username-hint"
          />
          <span id="desk-username-hint" className={form.hint}>
            {t('desk.usernameHint')}
          </span>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('desk.displayName')}</span>
          <input
            className={form.input}
            name="displayName"
            maxLength={64}
            defaultValue={editing?.displayName}
            autoComplete="off"
          />
        </label>
        <label className={form.field}>
          <span className={form.label}>{editing ? t('desk.newPassword') : t('desk.password')}</span>
          <input
            className={form.input}
            name="password"
            type="password"
            required
            minLength={10}
            maxLength={128}
            autoComplete="new-password"
            aria-describedby="desk-password-hint"
          />
          <span id="desk-password-hint" className={form.hint}>
            {t('desk.passwordHint')}
          </span>
        </label>
        <fieldset className={css.checks}>
          <legend className={form.label}>{t('desk.brands')}</legend>
          {grantable.map((code) => (
            <label key={code} className={form.check}>
              <input
                type="checkbox"
                className={form.checkbox}
                checked={brands.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
              />
              <span>{code}</span>
            </label>
          ))}
        </fieldset>
        <label className={form.field}>
          <span className={form.label}>{t('desk.reason')}</span>
          <input className={form.input} name="reason" required minLength={3} maxLength={500} />
        </label>
        {save.isError && (
          <p role="alert" className={form.error}>
            {(save.error as ApiError).serverMessage || t('failed')}
          </p>
        )}
        <div className={form.row}>
          <button type="submit" className={button.primary} disabled={brands.length === 0 || save.isPending}>
            {editing ? t('desk.save') : t('desk.create')}
          </button>
          {editing && (
            <button type="button" className={button.secondary} onClick={() => onDone()}>
              {t('desk.cancel')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
