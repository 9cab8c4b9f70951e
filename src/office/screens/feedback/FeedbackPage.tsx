import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { TicketSummary, TicketThread } from '@/core/api/office-queues';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, brandPath, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { GuardedFile, useCan, when } from '../promotions/QueueParts';
import * as q from '../promotions/queues.css';

const STATUSES = ['open', 'answered', 'closed', 'all'] as const;

/**
 * Feedback and complaints by status (overdue complaints flagged): open one to read the thread and its images,
 * reply (the player sees it unread) or close it with a reason.
 */
export function FeedbackPage() {
  const t = useT('queues');
  const { brand } = useParams({ from: '/office/$brand' });
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['office', brand, 'queues', 'feedback', status],
    queryFn: () =>
      officeApi<{ list: TicketSummary[]; overdue: number }>(brandPath(brand, `feedback?status=${status}`)),
  });
  return (
    <>
      <h1>{t('feedback.title')}</h1>
      <p>{t('feedback.intro')}</p>
      <label className={form.field}>
        <span className={form.label}>{t('show')}</span>
        <select
          className={css.select}
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`feedback.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('feedback.empty')}</p>
          ) : (
            <>
              {data.overdue > 0 && (
                <p role="status">
                  <span className={q.flag}>{t('feedback.overdueCount', { count: data.overdue })}</span>
                </p>
              )}
              <div className={q.list}>
                {data.list.map((ticket) => (
                  <article key={ticket.id} className={css.card} aria-labelledby={`ticket-${ticket.id}`}>
                    <h2 id={`ticket-${ticket.id}`}>
                      #{ticket.id} · {ticket.questionTypeName}{' '}
                      {ticket.overdue && <span className={q.flag}>{t('feedback.overdue')}</span>}
                    </h2>
                    <dl className={q.facts}>
                      <dt>{t('player')}</dt>
                      <dd>{ticket.player ?? t('feedback.visitor', { contact: ticket.contact ?? '' })}</dd>
                      <dt>{t('feedback.statusLabel')}</dt>
                      <dd>{t(`feedback.status.${ticket.status}`)}</dd>
                      <dt>{t('since')}</dt>
                      <dd>{when(ticket.createdAt)}</dd>
                      {ticket.complaint && ticket.dueAt && (
                        <>
                          <dt>{t('feedback.due')}</dt>
                          <dd>{when(ticket.dueAt)}</dd>
                        </>
                      )}
                    </dl>
                    <p className={q.message}>{ticket.content}</p>
                    <button
                      type="button"
                      className={button.secondary}
                      aria-expanded={openId === ticket.id}
                      onClick={() => setOpenId(openId === ticket.id ? null : ticket.id)}
                    >
                      {openId === ticket.id ? t('feedback.hide') : t('feedback.open')}
                    </button>
                    {openId === ticket.id && <Thread brand={brand} id={ticket.id} />}
                  </article>
                ))}
              </div>
            </>
          )
        }
      </QueryState>
    </>
  );
}

function Thread({ brand, id }: { brand: string; id: string }) {
  const t = useT('queues');
  const canReply = useCan(brand, 'feedback.reply');
  const thread = useQuery({
    queryKey: ['office', brand, 'queues', 'ticket', id],
    queryFn: () => officeApi<TicketThread>(brandPath(brand, `feedback/${id}`)),
  });
  return (
    <QueryState query={thread}>
      {(data) => (
        <section aria-label={t('feedback.thread')}>
          {data.images.length > 0 && (
            <div className={q.thumbs}>
              {data.images.map((image, i) => (
                <GuardedFile
                  key={image.id}
                  path={brandPath(brand, `feedback/${id}/files/${image.id}`)}
                  label={t('feedback.image', { n: i + 1 })}
                  name={`feedback-${id}-${i + 1}`}
                />
              ))}
            </div>
          )}
          {data.replies.length === 0 ? (
            <p>{t('feedback.noReplies')}</p>
          ) : (
            <ol className={q.thread}>
              {data.replies.map((r) => (
                <li key={r.id} className={q.message}>
                  <strong>{r.author === 'support' ? (r.name ?? t('feedback.support')) : t('player')}</strong>{' '}
                  · {when(r.createdAt)}
                  <br />
                  {r.body}
                </li>
              ))}
            </ol>
          )}
          {canReply && data.status !== 'closed' && <ReplyForms brand={brand} id={id} />}
        </section>
      )}
    </QueryState>
  );
}

function ReplyForms({ brand, id }: { brand: string; id: string }) {
  const t = useT('queues');
  const client = useQueryClient();
  const replyId = useId();
  const closeId = useId();
  const [body, setBody] = useState('');
  const [reason, setReason] = useState('');
  const done = () => void client.invalidateQueries({ queryKey: ['office', brand] });
  const reply = useMutation({
    mutationFn: () => officePost(brandPath(brand, `feedback/${id}/reply`), { body: body.trim() }),
    onSuccess: () => {
      setBody('');
      done();
    },
  });
  const close = useMutation({
    mutationFn: () => officePost(brandPath(brand, `feedback/${id}/close`), { reason: reason.trim() }),
    onSuccess: done,
  });
  const failure = (reply.error ?? close.error) as ApiError | null;
  return (
    <div className={form.form}>
      <form
        className={form.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) reply.mutate();
        }}
      >
        <label className={form.field} htmlFor={replyId}>
          <span className={form.label}>{t('feedback.reply')}</span>
          <textarea
            id={replyId}
            className={form.input}
            rows={3}
            maxLength={2000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        <button type="submit" className={button.primary} disabled={!body.trim() || reply.isPending}>
          {t('feedback.send')}
        </button>
      </form>
      <form
        className={css.filters}
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length >= 3) close.mutate();
        }}
      >
        <label className={form.field} htmlFor={closeId} style={{ flex: '1 1 220px' }}>
          <span className={form.label}>{t('feedback.closeReason')}</span>
          <input
            id={closeId}
            className={form.input}
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className={button.secondary}
          disabled={reason.trim().length < 3 || close.isPending}
        >
          {t('feedback.close')}
        </button>
      </form>
      {failure && (
        <p role="alert" className={form.error}>
          {failure.serverMessage || t('failed')}
        </p>
      )}
    </div>
  );
}
