import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import type { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';

/**
 * A console action with a required reason (3–500 characters, or the service's shorter limit): the fields it needs, the reason, one submit button;
 * the server's translated refusal or the success text below it. `run` gets the form's values.
 */
export function ActionForm<T>({
  label,
  submit,
  children,
  run,
  done,
  maxLength = 500,
}: {
  /** The reason's longest length (the service's limit). */
  maxLength?: number;
  label: string;
  submit: string;
  children?: ReactNode;
  run: (values: Record<string, string>) => Promise<T>;
  done: (result: T) => string;
}) {
  const t = useT('agents');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const action = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      setMessage(done(result));
      setReason('');
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage('');
    const data = new FormData(event.currentTarget);
    action.mutate(Object.fromEntries([...data].map(([k, v]) => [k, String(v).trim()])));
  };
  return (
    <form className={form.form} onSubmit={onSubmit} aria-label={label}>
      {children}
      <label className={form.field}>
        <span className={form.label}>{t('reason')}</span>
        <input
          className={form.input}
          name="reason"
          required
          minLength={3}
          maxLength={maxLength}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div>
        <button
          type="submit"
          className={button.primary}
          disabled={reason.trim().length < 3 || action.isPending}
        >
          {submit}
        </button>
      </div>
      {action.isError && (
        <p role="alert" className={form.error}>
          {(action.error as ApiError).serverMessage || t('failed')}
        </p>
      )}
      {message && (
        <p role="status" className={form.success}>
          {message}
        </p>
      )}
    </form>
  );
}
