import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../chat-socket';
import { systemNotice } from '../chat-socket';
import { useDateTime } from '../use-date';
import { AuthorisedImage } from './AuthorisedImage';
import * as css from './chat.css';

/** A transcript: bubbles for the two sides, system notices in the middle, images behind their download. */
export function ChatMessages({
  messages,
  emptyText,
  imageUrl,
  imageToken,
  imageHeaders,
  mine,
  peerName,
}: {
  messages: ChatMessage[];
  emptyText: string;
  imageUrl: (id: string) => string;
  imageToken?: string;
  imageHeaders?: Record<string, string>;
  mine: 'player' | 'support';
  /** Who the player side is, for the desk: the logged-in player's account (a visitor's chat has none). */
  peerName?: string | null;
}) {
  const { t } = useTranslation('support');
  const { time, dateTime } = useDateTime();
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  if (messages.length === 0) return <p className={css.empty}>{emptyText}</p>;
  return (
    <ol className={css.messages} aria-label={t('chat.title')}>
      {messages.map((message) => {
        if (message.sender === 'system') {
          const notice = systemNotice(message.body);
          return (
            <li key={message.id} className={css.notice} data-testid="chat-notice">
              {notice?.k === 'offline'
                ? `${t('chat.offline', { time: notice.backAt ? dateTime(notice.backAt) : '—' })} ${t('chat.ticketMade', { id: notice.ticket ?? '' })}`
                : message.body}
            </li>
          );
        }
        const own = message.sender === mine;
        const author = own
          ? t('chat.you')
          : message.sender === 'support'
            ? (message.name ?? t('feedback.supportName'))
            : (peerName ?? t('desk.visitor'));
        return (
          <li key={message.id} className={css.bubble} data-own={own || undefined} data-testid="chat-message">
            <span className={css.author}>
              {author} · {time(message.createdAt)}
            </span>
            {message.body && <span className={css.text}>{message.body}</span>}
            {message.fileId && (
              <AuthorisedImage
                url={imageUrl(message.fileId)}
                alt={t('feedback.image', { n: 1 })}
                token={imageToken}
                headers={imageHeaders}
              />
            )}
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
