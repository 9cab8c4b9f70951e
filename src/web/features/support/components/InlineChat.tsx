import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { tokenAtom } from '@/web/lib/session';
import { ErrorMessage, Loading } from '@/web/ui/States';
import { launchChat } from '../api/chat';
import { useErrorText } from '../use-error-text';
import { ChatRoom } from './ChatRoom';

/**
 * The chat room in place, without the router: the maintenance and region-blocked pages open it from their
 * customer-service button (the chat calls stay open while the rest of the API is closed).
 */
export function InlineChat() {
  const { t } = useTranslation('support');
  const token = useAtomValue(tokenAtom);
  const errorText = useErrorText();
  const launch = useQuery({
    queryKey: ['support', 'launch-chat', Boolean(token), 'inline'],
    queryFn: launchChat,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (launch.isPending) return <Loading />;
  if (launch.isError)
    return (
      <ErrorMessage
        text={`${t('chat.failed')} ${errorText(launch.error)}`}
        onRetry={() => void launch.refetch()}
      />
    );
  return <ChatRoom visitor={token ? undefined : launch.data.visitor} />;
}
