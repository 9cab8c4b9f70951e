import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenAtom } from '@/web/lib/session';
import { button } from '@/web/ui/button.css';
import { ErrorMessage, Loading } from '@/web/ui/States';
import { launchChat } from '../api/chat';
import { useErrorText } from '../use-error-text';
import { ChatRoom } from './ChatRoom';
import * as css from './chat.css';

/**
 * /chat (spec §2 chat room, §7 CBS_launchChat): a player's chat, or a visitor's under the secret key the launch
 * call gave them (kept in the address, so a reload or a later visit finds the same conversation). A brand with an
 * external customer service links there instead.
 */
export function ChatPage({ visitor }: { visitor?: string }) {
  const { t } = useTranslation('support');
  const token = useAtomValue(tokenAtom);
  const errorText = useErrorText();
  const launch = useQuery({
    queryKey: ['support', 'launch-chat', Boolean(token), visitor ?? ''],
    queryFn: launchChat,
    enabled: !visitor,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const key = visitor ?? launch.data?.visitor;
  useEffect(() => {
    // The visitor's key goes into the address (a reload or a bookmark finds the same conversation), without a
    // navigation: the room is already open.
    if (token || !key || visitor) return;
    const url = new URL(window.location.href);
    url.searchParams.set('visitor', key);
    window.history.replaceState(window.history.state, '', url);
  }, [token, key, visitor]);

  if (token ? launch.data && !launch.data.external : key)
    return <ChatRoom visitor={token ? undefined : key} />;
  if (launch.isError)
    return (
      <ErrorMessage
        text={`${t('chat.failed')} ${errorText(launch.error)}`}
        onRetry={() => void launch.refetch()}
      />
    );
  if (launch.data?.external) {
    return (
      <section className={css.room}>
        <h1 className={css.title}>{t('chat.title')}</h1>
        <a className={button.primary} href={launch.data.chatUrl} target="_blank" rel="noopener noreferrer">
          {t('chat.title')}
        </a>
      </section>
    );
  }
  return <Loading />;
}
