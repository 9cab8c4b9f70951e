import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewBrandFromUrl } from '@/web/lib/preview';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import {
  deskAgentsQuery,
  deskChatQuery,
  deskChatsQuery,
  deskClose,
  deskReply,
  deskTake,
  deskTransfer,
} from '../api/desk';
import { type ChatMessage, chatSocketUrl, mergeMessages, openChatSocket } from '../chat-socket';
import { useErrorText } from '../use-error-text';
import { ChatMessages } from './ChatMessages';
import * as css from './desk.css';

/** The desk's chats: waiting and in-progress rooms of this brand, live over the desk socket; take, reply, transfer, close. */
export function DeskChats({ token }: { token: string }) {
  const { t, i18n } = useTranslation('support');
  const client = useQueryClient();
  const errorText = useErrorText();
  const rooms = useQuery(deskChatsQuery(token));
  const [selected, setSelected] = useState<string | null>(null);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const socket = openChatSocket(
      chatSocketUrl(previewBrandFromUrl(), i18n.language),
      { desk: token },
      (frame) => {
        if (frame.type === 'message') {
          setLive((list) => mergeMessages(list, [frame.message]));
          void client.invalidateQueries({ queryKey: ['desk', 'chats', token] });
        } else if (frame.type === 'room') {
          void client.invalidateQueries({ queryKey: ['desk', 'chats', token] });
        } else if (frame.type === 'typing' && frame.from === 'player') {
          setTyping(frame.room);
          clearTimeout(timer);
          timer = setTimeout(() => setTyping(null), 4_000);
        } else if (frame.type === 'ready') {
          void client.invalidateQueries({ queryKey: ['desk'] });
        }
      },
      () => undefined,
    );
    return () => {
      clearTimeout(timer);
      socket.close();
    };
  }, [token, client, i18n.language]);

  return (
    <div className={css.split}>
      <section aria-labelledby="desk-chats-title">
        <h2 id="desk-chats-title" className={css.section}>
          {t('desk.chats')}
        </h2>
        {rooms.isPending ? (
          <Loading />
        ) : rooms.isError ? (
          <ErrorMessage text={errorText(rooms.error)} onRetry={() => void rooms.refetch()} />
        ) : rooms.data.length === 0 ? (
          <Empty text={t('desk.noChats')} />
        ) : (
          <ul className={css.list}>
            {rooms.data.map((room) => (
              <li key={room.id}>
                <button
                  type="button"
                  className={css.item}
                  aria-current={selected === room.id}
                  onClick={() => setSelected(room.id)}
                  data-testid="desk-chat"
                >
                  <span className={css.meta}>
                    <strong>{room.username ?? t('desk.visitor')}</strong>
                    <span>{t(room.status === 'waiting' ? 'desk.waiting' : 'desk.active')}</span>
                    {room.operator && <span>{room.operator}</span>}
                    {room.supportUnread > 0 && <span className={form.error}>{room.supportUnread}</span>}
                  </span>
                  <span className={css.preview}>{room.lastMessage ?? ''}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected ? (
        <DeskRoom
          key={selected}
          token={token}
          room={selected}
          player={rooms.data?.find((r) => r.id === selected)?.username ?? null}
          live={live}
          typing={typing === selected}
          onClosed={() => setSelected(null)}
        />
      ) : (
        <Empty text={t('desk.pick')} />
      )}
    </div>
  );
}

function DeskRoom({
  token,
  room,
  player,
  live,
  typing,
  onClosed,
}: {
  token: string;
  room: string;
  /** The logged-in player's account, or null for a visitor's chat. */
  player: string | null;
  live: ChatMessage[];
  typing: boolean;
  onClosed: () => void;
}) {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const errorText = useErrorText();
  const detail = useQuery(deskChatQuery(token, room));
  const agents = useQuery(deskAgentsQuery(token));
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState('');
  const inputId = useId();
  const transferId = useId();
  const refresh = () => void client.invalidateQueries({ queryKey: ['desk'] });
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: refresh,
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return <ErrorMessage text={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  const messages = mergeMessages(
    detail.data.messages,
    live.filter((m) => m.room === room),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    action.mutate(() => deskReply(token, room, body).then(() => setDraft('')));
  };
  return (
    <section className={css.pane} aria-label={t('chat.title')}>
      <div className={css.actions}>
        {detail.data.room.status === 'waiting' && (
          <button
            type="button"
            className={button.primary}
            onClick={() => action.mutate(() => deskTake(token, room))}
          >
            {t('desk.take')}
          </button>
        )}
        <label className={form.label} htmlFor={transferId}>
          {t('desk.transfer')}
        </label>
        <select
          id={transferId}
          className={form.input}
          style={{ width: 'auto' }}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        >
          <option value="" />
          {(agents.data ?? []).map((a) => (
            <option key={a.username} value={a.username}>
              {a.displayName}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={button.secondary}
          disabled={!to}
          onClick={() => action.mutate(() => deskTransfer(token, room, to))}
        >
          {t('desk.transferDo')}
        </button>
        <button
          type="button"
          className={button.secondary}
          onClick={() => action.mutate(() => deskClose(token, room).then(onClosed))}
        >
          {t('desk.close')}
        </button>
      </div>
      <ChatMessages
        messages={messages}
        emptyText={t('chat.empty')}
        imageUrl={(id) => `/wps/support/files/${id}`}
        imageToken={token}
        mine="support"
        peerName={player}
      />
      <p className={form.hint} aria-live="polite">
        {typing ? t('chat.typing', { name: player ?? t('desk.visitor') }) : ''}
      </p>
      {action.isError && (
        <p className={form.alert} role="alert">
          {errorText(action.error)}
        </p>
      )}
      <form className={css.actions} onSubmit={submit}>
        <label className={form.label} htmlFor={inputId}>
          {t('desk.reply')}
        </label>
        <input
          id={inputId}
          className={form.input}
          style={{ flex: '1 1 200px', width: 'auto' }}
          value={draft}
          maxLength={2000}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={button.primary} disabled={!draft.trim() || action.isPending}>
          {t('desk.replySend')}
        </button>
      </form>
    </section>
  );
}
