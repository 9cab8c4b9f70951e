import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import * as form from '@/web/ui/form.css';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { unreadQuery } from '../api/balance';
import { cashierKey, useRealAccount } from '../api/keys';
import { deleteMessages, markRead, useMessages } from '../api/messages';
import type { Message } from '../api/types';
import { useErrorText } from '../use-error-text';
import * as css from './cashier.css';

/** messageV2 (platform messages): the inbox with unread marks; open to read, delete, mark all read. */
export function MessagesPage() {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { token } = useRealAccount();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [error, setError] = useState<string | null>(null);
  const messages = useMessages(pageNo);

  const after = async (work: Promise<{ unread: number }>) => {
    setError(null);
    try {
      const { unread } = await work;
      queryClient.setQueryData(unreadQuery(token).queryKey, unread);
    } catch (failure) {
      setError(errorText.of(failure));
    }
    await queryClient.invalidateQueries({ queryKey: cashierKey(token, 'messages') });
  };

  const toggle = (message: Message) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && !message.read) void after(markRead({ ids: [message.id] }));
  };

  const unread = messages.data?.unread ?? 0;
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('inbox.title')}</h1>
      <section className={css.panel} aria-labelledby="inbox-list-title">
        <div className={css.spread}>
          <h2 id="inbox-list-title" className={css.heading}>
            {t('inbox.messages')}{' '}
            {unread > 0 && <span className={css.badge.danger}>{t('unreadCount', { count: unread })}</span>}
          </h2>
          <button
            type="button"
            className={button.secondary}
            disabled={unread === 0}
            onClick={() => void after(markRead({ all: true }))}
          >
            {t('inbox.markAll')}
          </button>
        </div>
        {error && (
          <p className={form.alert} role="alert">
            {error}
          </p>
        )}
        {messages.isPending ? (
          <Loading />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        ) : messages.data.content.length === 0 ? (
          <Empty text={t('inbox.empty')} />
        ) : (
          <>
            <ul className={css.messages}>
              {messages.data.content.map((m) => {
                const expanded = open === m.id;
                return (
                  <li key={m.id} className={css.message}>
                    <button
                      type="button"
                      className={css.messageHead}
                      aria-expanded={expanded}
                      aria-controls={`message-${m.id}`}
                      onClick={() => toggle(m)}
                    >
                      <span className={m.read ? css.dotRead : css.dot} aria-hidden="true" />
                      <span className={m.read ? css.messageTitleRead : css.messageTitle}>
                        {!m.read && <span className={css.visuallyHidden}>{t('inbox.unread')}: </span>}
                        {m.title}
                      </span>
                      <span className={css.messageTime}>{format.dateTime(m.createdAt)}</span>
                    </button>
                    {expanded && (
                      <div id={`message-${m.id}`} className={css.messageBody}>
                        <p style={{ margin: 0 }}>{m.content}</p>
                        <div className={css.actions}>
                          <button type="button" className={css.smallButton} onClick={() => setDeleting(m)}>
                            {t('inbox.delete')}
                          </button>
                        </div>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <Pager page={pageNo} total={messages.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </section>
      {deleting && (
        <ConfirmDialog
          title={t('inbox.deleteTitle')}
          message={t('inbox.deleteQuestion', { title: deleting.title })}
          confirmLabel={t('inbox.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting;
            setDeleting(null);
            setOpen(null);
            void after(deleteMessages([target.id])).then(() => {
              // The last message of a later page gone: show the page before.
              const data = messages.data;
              if (data && data.content.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
            });
          }}
        />
      )}
    </div>
  );
}
