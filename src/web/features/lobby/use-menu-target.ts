import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/core/brand';
import type { MenuTarget } from '@/core/navigation';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { fetchGames } from './api/queries';
import { lobbyMessageAtom } from './atoms';
import { useLaunchGame } from './use-launch';

/** Follows a menu target: a page (with vassalage) or a direct launch of a vendor's lobby game. */
export function useMenuTarget() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const setMessage = useSetAtom(lobbyMessageAtom);
  return useCallback(
    async (category: Category, target: MenuTarget) => {
      if (target.kind === 'page') {
        void navigate({ to: target.path, search: target.vassalage ? { vassalage: target.vassalage } : {} });
        return;
      }
      try {
        const page = await fetchGames(
          {
            gameType: category,
            vassalage: target.vassalage,
            filter: 'ALL',
            language: i18n.language,
            merchant: brand.merchantCode,
          },
          1,
          undefined,
          1,
        );
        const game = page.games[0];
        if (game) await launch(game);
        else setMessage('');
      } catch {
        setMessage('');
      }
    },
    [brand.merchantCode, i18n.language, launch, navigate, setMessage],
  );
}
