import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, SUPPORT_IMAGE_MAX_BYTES } from '@/core/support';
import { previewBrandFromUrl } from '@/web/lib/preview';
import { tokenAtom } from '@/web/lib/session';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Loading } from '@/web/ui/States';
import { uploadChatImage, visitorHeaders } from '../api/chat';
import {
  type ChatMessage,
  type ChatRoomState,
  type ChatStatus,
  chatSocketUrl,
  mergeMessages,
  openChatSocket,
} from '../chat-socket';
import { useErrorText } from '../use-error-text';
import { ChatMessages } from './ChatMessages';
import * as css from './chat.css';

/**
 * The live chat room (spec §2 chat room) of a player (session token) or a visitor (secret key from
 * CBS_launchChat): history on every (re)connect, live messages, typing indicator, image attachments, the offline
 * notice with the time support is back.
 */
export function ChatRoom({ visitor }: { visitor?: string }) {
  const { t, i18n } = useTranslation('support');
  const format = useFormat();
  const token = useAtomValue(tokenAtom);
  const errorText = useErrorText();
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [ready, setReady] = useState(false);
  const [room, setRoom] = useState<ChatRoomState | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [availability, setAvailability] = useState<{ online: boolean; backAt: string | null }>({
    online: true,
    backAt: null,
  });
  const [typing, setTyping] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [uploading, setUploading] = useState(false);
  const socket = useRef<ReturnType<typeof openChatSocket> | null>(null);
  const typedAt = useRef(0);
  const inputId = useId();
  const fileId = useId();

  useEffect(() => {
    const hello: Record<string, string> | null = token ? { token } : visitor ? { visitor } : null;
    if (!hello) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const connection = openChatSocket(
      chatSocketUrl(previewBrandFromUrl(), i18n.language),
      hello,
      (frame) => {
        if (frame.type === 'ready') {
          setReady(true);
          setRoom(frame.room ?? null);
          setMessages(frame.messages ?? []);
          setAvailability({ online: frame.online ?? true, backAt: frame.backAt ?? null });
        } else if (frame.type === 'message') {
          setMessages((list) => mergeMessages(list, [frame.message]));
          if (frame.message.sender === 'support') setTyping(null);
        } else if (frame.type === 'room') {
          setRoom(frame.room);
        } else if (frame.type === 'typing' && frame.from === 'support') {
          setTyping(frame.name ?? t('feedback.supportName'));
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setTyping(null), 4_000);
        } else if (frame.type === 'error') {
          setError(frame.message);
        }
      },
      setStatus,
    );
    socket.current = connection;
    return () => {
      clearTimeout(typingTimer);
      connection.close();
      socket.current = null;
    };
  }, [token, visitor, i18n.language, t]);

  // Replies seen while the page is visible are read.
  const unseen = messages.filter((m) => m.sender !== 'player').length;
  useEffect(() => {
    if (unseen > 0 && document.visibilityState === 'visible') socket.current?.send({ type: 'read' });
  }, [unseen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    setError(null);
    if (socket.current?.send({ type: 'send', body, clientId: String(Date.now()) })) setDraft('');
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type) || file.size > SUPPORT_IMAGE_MAX_BYTES) {
      setError(t('feedback.images'));
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const { fileId: id } = await uploadChatImage(file, token ? undefined : visitor);
      socket.current?.send({ type: 'send', body: '', fileId: id });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setUploading(false);
    }
  };

  const closed = room?.status === 'closed';
  return (
    <section className={css.room} aria-labelledby="chat-title">
      <header className={css.roomHeader}>
        <h1 id="chat-title" className={css.title}>
          {t('chat.title')}
        </h1>
        <p className={css.state} role="status">
          {status !== 'open'
            ? t(status === 'connecting' ? 'chat.connecting' : 'chat.reconnecting')
            : room?.operator && room.status === 'active'
              ? t('chat.joined', { name: room.operator })
              : room?.status === 'waiting' && availability.online
                ? t('chat.waiting')
                : ''}
        </p>
      </header>
      {ready && !availability.online && (
        <p className={form.alert} data-testid="chat-offline">
          {t('chat.offline', {
            time: availability.backAt ? format.dateTime(availability.backAt) : '—',
          })}
        </p>
      )}
      {!ready ? (
        <Loading />
      ) : (
        <ChatMessages
          messages={messages}
          emptyText={t('chat.empty')}
          imageUrl={(id) => `/wps/chat/files/${id}`}
          imageHeaders={visitorHeaders(token ? undefined : visitor)}
          mine="player"
        />
      )}
      <p className={css.typing} aria-live="polite">
        {typing ? t('chat.typing', { name: typing }) : ''}
      </p>
      {error && (
        <p className={form.alert} role="alert">
          {error}
        </p>
      )}
      {closed ? (
        <div className={css.composer}>
          <p className={form.hint}>{t('chat.closedNote')}</p>
          <button
            type="button"
            className={button.primary}
            onClick={() => {
              setRoom(null);
              setMessages([]);
            }}
          >
            {t('chat.newChat')}
          </button>
        </div>
      ) : (
        <form className={css.composer} onSubmit={submit}>
          <label className={css.visuallyHidden} htmlFor={inputId}>
            {t('chat.message')}
          </label>
          <input
            id={inputId}
            className={`${form.input} ${css.grow}`}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            disabled={!ready}
            onChange={(e) => {
              setDraft(e.target.value);
              const now = Date.now();
              if (now - typedAt.current > 2_000) {
                typedAt.current = now;
                socket.current?.send({ type: 'typing' });
              }
            }}
          />
          <label className={button.secondary} htmlFor={fileId} title={t('chat.attach')}>
            <span aria-hidden="true">📎</span>
            <span className={css.visuallyHidden}>{t('chat.attach')}</span>
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg"
            className={css.visuallyHidden}
            disabled={!ready || uploading}
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <button type="submit" className={button.primary} disabled={!ready || !draft.trim()}>
            {t('chat.send')}
          </button>
        </form>
      )}
    </section>
  );
}
