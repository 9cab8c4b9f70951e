import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { Approval } from '@/core/api/office';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, brandPath, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

/**
 * Two-person approvals: money actions above the brand's threshold wait here for a second staff member, who
 * approves (the action runs) or rejects with a reason. One's own requests are shown but cannot be decided.
 */
export function ApprovalsPage() {
  const t = useT('approvals');
  const { brand } = useParams({ from: '/office/$brand' });
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const list = useQuery({
    queryKey: ['office', brand, 'approvals', status],
    queryFn: () => officeApi<{ list: Approval[] }>(brandPath(brand, `approvals?status=${status}`)),
  });
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <label className={form.field}>
        <span className={form.label}>{t('show')}</span>
        <select
          className={css.select}
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <div className={css.cards}>
              {data.list.map((a) => (
                <ApprovalCard key={a.id} brand={brand} approval={a} />
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}

function ApprovalCard({ brand, approval }: { brand: string; approval: Approval }) {
  const t = useT('approvals');
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      officePost<Approval>(brandPath(brand, `approvals/${approval.id}/${decision}`), { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['office', brand] }),
  });
  return (
    <article className={css.card} aria-labelledby={`approval-${approval.id}`}>
      <h2 id={`approval-${approval.id}`}>{t(`kind.${approval.kind}`, { defaultValue: approval.kind })}</h2>
      <dl>
        <dt>{t('target')}</dt>
        <dd>{approval.target}</dd>
        {approval.amount && (
          <>
            <dt>{t('amount')}</dt>
            <dd>{approval.amount}</dd>
          </>
        )}
        <dt>{t('requestedBy')}</dt>
        <dd>
          {approval.requestedBy} ·{' '}
          {new Date(approval.requestedAt).toLocaleString(document.documentElement.lang)}
        </dd>
        <dt>{t('reason')}</dt>
        <dd>{approval.reason}</dd>
        {approval.decidedBy && (
          <>
            <dt>{t(`status.${approval.status}`)}</dt>
            <dd>
              {approval.decidedBy}: {approval.decisionReason}
            </dd>
          </>
        )}
      </dl>
      {approval.status === 'pending' &&
        (approval.mine ? (
          <>
            <label className={form.field}>
              <span className={form.label}>{t('decisionReason')}</span>
              <input
                className={form.input}
                value={reason}
                minLength={3}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <div className={css.filters}>
              <button
                type="button"
                className={button.primary}
                disabled={reason.trim().length < 3 || decide.isPending}
                onClick={() => decide.mutate('approve')}
              >
                {t('approve')}
              </button>
              <button
                type="button"
                className={button.secondary}
                disabled={reason.trim().length < 3 || decide.isPending}
                onClick={() => decide.mutate('reject')}
              >
                {t('reject')}
              </button>
            </div>
            {decide.isError && (
              <p role="alert" className={form.error}>
                {(decide.error as ApiError).serverMessage}
              </p>
            )}
          </>
        ) : (
          <p className={form.hint}>{t('notYours')}</p>
        ))}
    </article>
  );
}
