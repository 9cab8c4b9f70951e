import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import { ErrorMessage, Loading } from '@/web/ui/States';
import { feedbackDetailQuery } from '../api/feedback';
import { useDateTime } from '../use-date';
import { useErrorText } from '../use-error-text';
import { AuthorisedImage } from './AuthorisedImage';
import * as css from './support.css';

/** One ticket: the message, its images (authorised download), the replies. Opening it marks replies read. */
export function FeedbackDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('support');
  const { dateTime } = useDateTime();
  const errorText = useErrorText();
  const client = useQueryClient();
  const detail = useQuery(feedbackDetailQuery(id));
  useEffect(() => {
    if (detail.isSuccess) void client.invalidateQueries({ queryKey: ['support', 'my-feedback'] });
  }, [detail.isSuccess, client]);
  return (
    <section className={css.page} aria-labelledby="feedback-detail-title">
      <div className={css.toolbar}>
        <h1 id="feedback-detail-title" className={css.heading}>
          #{id}
        </h1>
        <button type="button" className={button.secondary} onClick={onBack}>
          {t('feedback.back')}
        </button>
      </div>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <ErrorMessage text={errorText(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <div className={css.card}>
            <span className={css.meta}>
              <span>{detail.data.questionTypeName}</span>
              {detail.data.complaint && <span className={css.tag}>{t('feedback.complaint')}</span>}
              <span className={css.status} data-status={detail.data.status}>
                {t(`feedback.${detail.data.status}`)}
              </span>
              <span>{t('feedback.sentAt', { time: dateTime(detail.data.createdAt) })}</span>
            </span>
            <p className={css.body}>{detail.data.content}</p>
            {detail.data.images.length > 0 && (
              <div className={css.images}>
                {detail.data.images.map((image, i) => (
                  <AuthorisedImage key={image.id} url={image.url} alt={t('feedback.image', { n: i + 1 })} />
                ))}
              </div>
            )}
          </div>
          <h2 className={css.heading}>{t('feedback.replies')}</h2>
          {detail.data.replies.length === 0 ? (
            <p className={css.meta}>{t('feedback.noReplies')}</p>
          ) : (
            <ul className={css.list}>
              {detail.data.replies.map((reply) => (
                <li key={reply.id} className={css.reply} data-testid="feedback-reply">
                  <span className={css.meta}>
                    <strong>
                      {reply.author === 'support'
                        ? (reply.name ?? t('feedback.supportName'))
                        : t('feedback.you')}
                    </strong>
                    <span>{dateTime(reply.createdAt)}</span>
                  </span>
                  <p className={css.body}>{reply.body}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
