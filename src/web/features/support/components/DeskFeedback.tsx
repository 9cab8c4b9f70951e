import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { deskFeedbackQuery, deskTicketClose, deskTicketQuery, deskTicketReply } from '../api/desk';
import { useDateTime } from '../use-date';
import { useErrorText } from '../use-error-text';
import { AuthorisedImage } from './AuthorisedImage';
import * as css from './desk.css';
import * as support from './support.css';

const STATUSES = ['open', 'answered', 'closed', 'all'] as const;

/** The desk's feedback: the brand's tickets by status (overdue complaints flagged), answer and close. */
export function DeskFeedback({ token }: { token: string }) {
  const { t } = useTranslation('support');
  const errorText = useErrorText();
  const { dateTime } = useDateTime();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('open');
  const [selected, setSelected] = useState<string | null>(null);
  const tickets = useQuery({ ...deskFeedbackQuery(token, status), refetchInterval: 30_000 });
  return (
    <div className={css.split}>
      <section aria-labelledby="desk-feedback-title">
        <h2 id="desk-feedback-title" className={css.section}>
          {t('desk.feedback')}
          {tickets.data && tickets.data.overdue > 0 && (
            <>
              {' '}
              <span className={support.danger}>
                {t('desk.overdueCount', { count: tickets.data.overdue })}
              </span>
            </>
          )}
        </h2>
        <div className={css.actions}>
          {STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              className={status === s ? button.primary : button.secondary}
              onClick={() => setStatus(s)}
            >
              {s === 'all' ? t('desk.statusAll') : t(`feedback.${s}`)}
            </button>
          ))}
        </div>
        {tickets.isPending ? (
          <Loading />
        ) : tickets.isError ? (
          <ErrorMessage text={errorText(tickets.error)} onRetry={() => void tickets.refetch()} />
        ) : tickets.data.list.length === 0 ? (
          <Empty text={t('desk.noFeedback')} />
        ) : (
          <ul className={css.list}>
            {tickets.data.list.map((ticket) => (
              <li key={ticket.id}>
                <button
                  type="button"
                  className={css.item}
                  aria-current={selected === ticket.id}
                  onClick={() => setSelected(ticket.id)}
                >
                  <span className={css.meta}>
                    <strong>#{ticket.id}</strong>
                    <span>{ticket.username ?? t('desk.visitor')}</span>
                    <span>{ticket.questionTypeName}</span>
                    {ticket.overdue && <span className={support.danger}>{t('desk.overdue')}</span>}
                    <span>{dateTime(ticket.createdAt)}</span>
                  </span>
                  <span className={css.preview}>{ticket.content}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected ? <DeskTicket key={selected} token={token} id={selected} /> : <Empty text={t('desk.pick')} />}
    </div>
  );
}

function DeskTicket({ token, id }: { token: string; id: string }) {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const errorText = useErrorText();
  const { dateTime } = useDateTime();
  const detail = useQuery(deskTicketQuery(token, id));
  const [reply, setReply] = useState('');
  const [reason, setReason] = useState('');
  const replyId = useId();
  const reasonId = useId();
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['desk'] }),
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return <ErrorMessage text={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  const ticket = detail.data;
  return (
    <section className={css.pane} aria-label={`#${ticket.id}`}>
      <div className={support.card}>
        <span className={support.meta}>
          <strong>#{ticket.id}</strong>
          <span>{ticket.questionTypeName}</span>
          {ticket.complaint && <span className={support.tag}>{t('feedback.complaint')}</span>}
          <span className={support.status} data-status={ticket.status}>
            {t(`feedback.${ticket.status}`)}
          </span>
          <span>{dateTime(ticket.createdAt)}</span>
          {ticket.contact && <span>{t('desk.contact', { contact: ticket.contact })}</span>}
        </span>
        <p className={support.body}>{ticket.content}</p>
        {ticket.images.length > 0 && (
          <div className={support.images}>
            {ticket.images.map((image, i) => (
              <AuthorisedImage
                key={image.id}
                url={image.url}
                token={token}
                alt={t('feedback.image', { n: i + 1 })}
              />
            ))}
          </div>
        )}
      </div>
      {ticket.replies.map((r) => (
        <div key={r.id} className={support.reply}>
          <span className={support.meta}>
            <strong>{r.name ?? t('feedback.supportName')}</strong> {dateTime(r.createdAt)}
          </span>
          <p className={support.body}>{r.body}</p>
        </div>
      ))}
      {action.isError && (
        <p className={form.alert} role="alert">
          {errorText(action.error)}
        </p>
      )}
      {ticket.status !== 'closed' && (
        <>
          <div className={form.field}>
            <label className={form.label} htmlFor={replyId}>
              {t('desk.reply')}
            </label>
            <textarea
              id={replyId}
              className={`${form.input} ${support.textarea}`}
              value={reply}
              maxLength={2000}
              onChange={(e) => setReply(e.target.value)}
            />
          </div>
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={!reply.trim() || action.isPending}
              onClick={() => action.mutate(() => deskTicketReply(token, id, reply).then(() => setReply('')))}
            >
              {t('desk.replySend')}
            </button>
          </div>
          <div className={css.actions}>
            <label className={form.label} htmlFor={reasonId}>
              {t('desk.closeReason')}
            </label>
            <input
              id={reasonId}
              className={form.input}
              style={{ flex: '1 1 200px', width: 'auto' }}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
            <button
              type="button"
              className={button.secondary}
              disabled={action.isPending}
              onClick={() => action.mutate(() => deskTicketClose(token, id, reason))}
            >
              {t('desk.close')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
