import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { QueueDecision } from '@/core/api/office-queues';
import type { Permission } from '@/core/office/roles';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, currentToken, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
import * as q from './queues.css';

/**
 * Parts the four work queues share: a file shown through the guarded office endpoint (fetched with the staff
 * token — never a public URL), and the approve / reject form with its required reason.
 */

/** Fetches a guarded file into an object URL (revoked when the component goes). */
function useGuardedFile(path: string) {
  const [state, setState] = useState<{ url: string; type: string } | 'loading' | 'error'>('loading');
  useEffect(() => {
    let url = '';
    let live = true;
    const token = currentToken();
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        url = URL.createObjectURL(blob);
        if (live) setState({ url, type: blob.type });
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

/** An image or a pdf of a queue: images inline, a pdf embedded with a download link. */
export function GuardedFile({ path, label, name }: { path: string; label: string; name: string }) {
  const t = useT('queues');
  const file = useGuardedFile(path);
  if (file === 'loading') return <span role="status">{t('fileLoading')}</span>;
  if (file === 'error')
    return (
      <span role="alert" className={form.error}>
        {t('fileFailed')}
      </span>
    );
  if (file.type === 'application/pdf')
    return (
      <div>
        <object data={file.url} type="application/pdf" className={q.pdf} aria-label={label}>
          <p>{t('pdfNoPreview')}</p>
        </object>
        <a href={file.url} download={`${name}.pdf`}>
          {t('download')}
        </a>
      </div>
    );
  return (
    <a href={file.url} target="_blank" rel="noreferrer">
      <img src={file.url} alt={label} className={q.thumb} />
    </a>
  );
}

/** Approve / reject with a reason (3–max characters); invalidates the brand's queries when done. */
export function DecisionForm({
  path,
  approveLabel,
  rejectLabel,
  maxLength = 500,
  onDone,
}: {
  /** POST `${path}/approve` or `${path}/reject`. */
  path: string;
  approveLabel: string;
  rejectLabel: string;
  maxLength?: number;
  onDone?: (result: QueueDecision | { status: string }) => void;
}) {
  const t = useT('queues');
  const id = useId();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      officePost<QueueDecision>(`${path}/${decision}`, { reason: reason.trim() }),
    onSuccess: (result) => {
      onDone?.(result);
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
      <button
        type="button"
        className={button.primary}
        disabled={!ready}
        onClick={() => decide.mutate('approve')}
      >
        {approveLabel}
      </button>
      <button
        type="button"
        className={button.secondary}
        disabled={!ready}
        onClick={() => decide.mutate('reject')}
      >
        {rejectLabel}
      </button>
      {decide.isError && (
        <p role="alert" className={form.error} style={{ flexBasis: '100%' }}>
          {(decide.error as ApiError).serverMessage || t('failed')}
        </p>
      )}
      {decide.data?.status === 'requested' && (
        <p role="status" style={{ flexBasis: '100%' }}>
          {t('requested')}
        </p>
      )}
    </form>
  );
}

/** The local date and time of an ISO instant in the console's language. */
export const when = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang || undefined);

/** Whether the staff member's roles on the brand grant a permission (the console hides what the server refuses). */
export function useCan(brand: string, permission: Permission): boolean {
  return allows(brandOf(useMe(), brand), permission);
}
