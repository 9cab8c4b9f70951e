import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '@/web/lib/api';
import * as css from './lobby.css';

/**
 * A game embedded as a page (lottery routes and /seamless): the launch URL for the game code, or the server's
 * reason it cannot be played (not connected, under maintenance).
 */
export function GamePage({ gameCode }: { gameCode?: string }) {
  const { t, i18n } = useTranslation('lobby');
  const launch = useQuery({
    queryKey: ['launch-page', gameCode, i18n.language],
    queryFn: () => post<{ url: string }>('/wps/game/launchGame', { gameCode, language: i18n.language }),
    enabled: Boolean(gameCode),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!gameCode) return <p className={css.empty}>{t('noGameCode')}</p>;
  if (launch.isPending) return <p className={css.empty}>{t('loading')}</p>;
  if (launch.isError) {
    return (
      <p className={css.empty} role="alert">
        {launch.error instanceof ApiError && launch.error.serverMessage
          ? launch.error.serverMessage
          : t('launchFailed')}
      </p>
    );
  }
  return (
    <iframe
      className={css.frame}
      style={{ height: 'calc(100vh - 140px)', borderRadius: 8 }}
      src={launch.data.url}
      title={gameCode}
      allow="fullscreen; autoplay"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
