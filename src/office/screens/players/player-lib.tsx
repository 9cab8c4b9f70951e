import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Permission } from '@/core/office/roles';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, brandPath, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
import * as local from './players.css';

/** The brand and player of a player page (/office/<brand>/players/<id>). */
export function usePlayer(): { brand: string; id: string; path: (rest?: string) => string } {
  const { brand = '', id = '' } = useParams({ strict: false }) as { brand?: string; id?: string };
  return { brand, id, path: (rest = '') => brandPath(brand, `players/${id}${rest}`) };
}

/** Whether the staff member's roles on this brand grant a permission (the server checks it again). */
export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  const { brand = '' } = useParams({ strict: false }) as { brand?: string };
  const staff = brandOf(me, brand);
  return (permission) => allows(staff, permission);
}

export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(document.documentElement.lang) : '';

/** A section of the player page: its own card, heading and loading/error state. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${css.card} ${local.section}`} aria-labelledby={`player-${id}`}>
      <h2 id={`player-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * An action that needs a reason (recorded in the audit log): the reason field, the button, the server's answer.
 * `extra` adds fields to the body; `onDone` gets the answer.
 */
export function ReasonAction<T>({
  label,
  url,
  extra,
  onDone,
  tone = 'secondary',
  children,
  confirm,
}: {
  label: string;
  url: string;
  extra?: () => Record<string, unknown>;
  onDone?: (value: T) => void;
  tone?: 'primary' | 'secondary';
  children?: ReactNode;
  confirm?: string;
}) {
  const t = useT('players');
  const client = useQueryClient();
  const { brand } = usePlayer();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const run = useMutation({
    mutationFn: () => officePost<T>(url, { ...(extra?.() ?? {}), reason: reason.trim() }),
    onSuccess: (value) => {
      setReason('');
      setDone(t('done'));
      onDone?.(value);
      void client.invalidateQueries({ queryKey: ['office', brand] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm && !window.confirm(confirm)) return;
    setDone('');
    run.mutate();
  };
  return (
    <form className={form.form} onSubmit={submit} aria-label={label}>
      {children}
      <label className={form.field}>
        <span className={form.label}>{t('reason')}</span>
        <input
          className={form.input}
          value={reason}
          required
          minLength={3}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div className={css.filters}>
        <button
          type="submit"
          className={tone === 'primary' ? button.primary : button.secondary}
          disabled={reason.trim().length < 3 || run.isPending}
        >
          {label}
        </button>
      </div>
      {run.isError && (
        <p role="alert" className={form.error}>
          {(run.error as ApiError).serverMessage || t('failed')}
        </p>
      )}
      {done && !run.isError && (
        <p role="status" className={form.hint}>
          {done}
        </p>
      )}
    </form>
  );
}
