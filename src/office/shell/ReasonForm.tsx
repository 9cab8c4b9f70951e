import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, officePost } from '../lib/api';
import { useT } from '../lib/i18n';
import * as css from './office.css';

/**
 * A decision with a reason: a required reason (3 to `maxLength` characters, kept in the audit log) and one button
 * per action, each `POST ${path}/${action}` with `{ reason }`. The server's translated refusal shows under it; the
 * brand's queries (the list, the menu counts) are refreshed once a decision is saved. `ns` is the screen's text
 * namespace, which has `reason`, `reasonHint` and `failed`.
 */
export function ReasonForm<T>({
  ns,
  path,
  actions,
  maxLength = 500,
  onDone,
  after,
}: {
  ns: string;
  path: string;
  actions: { action: string; label: string; primary?: boolean }[];
  maxLength?: number;
  onDone?: (result: T, action: string) => void;
  /** Shown under the form (a notice about the last decision). */
  after?: ReactNode;
}) {
  const t = useT(ns);
  const id = useId();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (action: string) => officePost<T>(`${path}/${action}`, { reason: reason.trim() }),
    onSuccess: (result, action) => {
      setReason('');
      onDone?.(result, action);
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
          maxLength={maxLength}
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
      {after}
    </form>
  );
}
