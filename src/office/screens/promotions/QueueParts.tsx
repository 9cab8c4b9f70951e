import { useEffect, useState } from 'react';
import type { QueueDecision } from '@/core/api/office-queues';
import type { Permission } from '@/core/office/roles';
import * as form from '@/web/ui/form.css';
import { currentToken } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import { ReasonForm } from '../../shell/ReasonForm';
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

/** Approve / reject with a reason (3–max characters); says so when the decision waits for a second staff member. */
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
  const [requested, setRequested] = useState(false);
  return (
    <ReasonForm<QueueDecision>
      ns="queues"
      path={path}
      maxLength={maxLength}
      actions={[
        { action: 'approve', label: approveLabel, primary: true },
        { action: 'reject', label: rejectLabel },
      ]}
      onDone={(result) => {
        setRequested(result.status === 'requested');
        onDone?.(result);
      }}
      after={
        requested && (
          <p role="status" style={{ flexBasis: '100%' }}>
            {t('requested')}
          </p>
        )
      }
    />
  );
}

/** The local date and time of an ISO instant in the console's language. */
export const when = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang || undefined);

/** Whether the staff member's roles on the brand grant a permission (the console hides what the server refuses). */
export function useCan(brand: string, permission: Permission): boolean {
  return allows(brandOf(useMe(), brand), permission);
}
