import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenAtom } from '@/web/lib/session';
import { button } from '@/web/ui/button.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { myFeedbackQuery, type TicketSummary } from '../api/feedback';
import { useDateTime } from '../use-date';
import { useErrorText } from '../use-error-text';
import { FeedbackDetail } from './FeedbackDetail';
import * as css from './support.css';

const PAGE_SIZE = 10;

/** /myFeedback: the player's feedback and complaints with status and the operators' replies (unread badges). */
export function MyFeedbackPage() {
  const { t } = useTranslation('support');
  const token = useAtomValue(tokenAtom);
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const page = useQuery(myFeedbackQuery(token, pageNo, PAGE_SIZE));
  const errorText = useErrorText();

  if (openId) return <FeedbackDetail id={openId} onBack={() => setOpenId(null)} />;
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / PAGE_SIZE)) : 1;
  return (
    <section className={css.page} aria-labelledby="my-feedback-title">
      <div className={css.toolbar}>
        <h1 id="my-feedback-title" className={css.heading}>
          {t('feedback.history')}
          {page.data && page.data.unread > 0 && (
            <>
              {' '}
              <span className={css.badge} title={t('feedback.unread', { count: page.data.unread })}>
                {page.data.unread}
              </span>
            </>
          )}
        </h1>
        <Link to="/feedback" className={button.primary}>
          {t('feedback.new')}
        </Link>
      </div>
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <ErrorMessage
          text={`${t('feedback.loadFailed')} ${errorText(page.error)}`}
          onRetry={() => void page.refetch()}
        />
      ) : page.data.list.length === 0 ? (
        <Empty text={t('feedback.none')} />
      ) : (
        <>
          <ul className={css.list}>
            {page.data.list.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard ticket={ticket} onOpen={() => setOpenId(ticket.id)} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={css.pager}>
              <button
                type="button"
                className={button.secondary}
                disabled={pageNo <= 1}
                onClick={() => setPageNo(pageNo - 1)}
              >
                {t('feedback.prev')}
              </button>
              <span>
                {pageNo} / {pages}
              </span>
              <button
                type="button"
                className={button.secondary}
                disabled={pageNo >= pages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('feedback.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function TicketCard({ ticket, onOpen }: { ticket: TicketSummary; onOpen: () => void }) {
  const { t } = useTranslation('support');
  const { dateTime } = useDateTime();
  return (
    <button type="button" className={css.cardButton} onClick={onOpen} data-testid="feedback-ticket">
      <span className={css.meta}>
        <strong>#{ticket.id}</strong>
        <span>{ticket.questionTypeName}</span>
        {ticket.complaint && <span className={css.tag}>{t('feedback.complaint')}</span>}
        <span className={css.status} data-status={ticket.status}>
          {t(`feedback.${ticket.status}`)}
        </span>
        {ticket.unread > 0 && (
          <span className={css.badge}>{t('feedback.unread', { count: ticket.unread })}</span>
        )}
      </span>
      <span className={css.clamp}>{ticket.content}</span>
      <span className={css.meta}>{t('feedback.sentAt', { time: dateTime(ticket.createdAt) })}</span>
    </button>
  );
}
