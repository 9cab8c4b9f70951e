import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';

/**
 * The loyalty screens' decision form: a required reason (3–500 characters, kept in the audit log) and one button per
 * action; `POST ${path}/${action}`. The server's translated refusal is shown under it; the brand's queries (the
 * list, the menu counts) are refreshed when a decision is saved.
 */
export function ReasonForm<T>({
  path,
  actions,
  onDone,
}: {
  path: string;
  actions: { action: string; label: string; primary?: boolean }[];
  onDone: (result: T, action: string) => void;
}) {
  const t = useT('loyalty');
  const id = useId();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (action: string) => officePost<T>(`${path}/${action}`, { reason: reason.trim() }),
    onSuccess: (result, action) => {
      setReason('');
      onDone(result, action);
      void client.invalidateQueries();
    },
  });
  const ready = reason.trim().length >= 3 && !decide.isPending;
  return (
    <form onSubmit={(e) => e.preventDefault()} className={css.filters}>
      <label className={form.field} htmlFor={id} style={{ flex: '1 1 220px' }}>
        <span className={form.label}>{t('reason')}</span>
        <input
          id={id}
          className={form.input}
          value={reason}
          minLength={3}
          maxLength={500}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        <span className={form.hint}>{t('reasonHint')}</span>
      </label>
      {actions.map((a) => (
        <button
          key={a.action}
          type="button"
          className={a.primary ? button.primary : button.secondary}
          disabled={!ready}
          onClick={() => decide.mutate(a.action)}
        >
          {a.label}
        </button>
      ))}
      {decide.isError && (
        <p role="alert" className={form.error} style={{ flexBasis: '100%' }}>
          {(decide.error as ApiError).serverMessage || t('failed')}
        </p>
      )}
    </form>
  );
}

/** A status filter (a labelled select) that starts the list again at its first page. */
export function StateFilter<S extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: S | '';
  options: { value: S | ''; label: string }[];
  onChange: (value: S | '') => void;
}) {
  const id = useId();
  return (
    <div className={css.filters}>
      <label className={form.field} htmlFor={id}>
        <span className={form.label}>{label}</span>
        <select
          id={id}
          className={css.select}
          value={value}
          onChange={(e) => onChange(e.target.value as S | '')}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The local date and time of an ISO instant in the console's language. */
export const when = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang || undefined);
