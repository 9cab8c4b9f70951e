import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import { authModalAtom, tokenAtom, trialDialogAtom, useMemberInfo } from '@/web/lib/session';
import { addFavorite, removeFavorite } from './api/actions';
import { favoriteIdsQuery } from './api/queries';
import type { Game } from './api/types';

/**
 * Favourites (spec §4): the login check comes first; the toggle is optimistic (added locally, skipped when
 * already there; removal drops it from ids and list) and throttled to one action per second.
 */
export function useFavorites() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  const queryClient = useQueryClient();
  const setModal = useSetAtom(authModalAtom);
  const setTrial = useSetAtom(trialDialogAtom);
  const ids = useQuery({
    ...favoriteIdsQuery(token),
    enabled: token !== null && info.data?.isTrial === false,
  });
  const last = useRef(0);
  const favorites = new Set(ids.data ?? []);

  const toggle = useCallback(
    async (game: Game) => {
      if (!token) {
        setModal({ kind: 'login' });
        return;
      }
      if (info.data?.isTrial) {
        setTrial(true);
        return;
      }
      if (Date.now() - last.current < 1000) return;
      last.current = Date.now();
      const key = favoriteIdsQuery(token).queryKey;
      const before = queryClient.getQueryData<number[]>(key) ?? [];
      const adding = !before.includes(game.nodeId);
      queryClient.setQueryData<number[]>(
        key,
        adding ? [...before, game.nodeId] : before.filter((id) => id !== game.nodeId),
      );
      if (!adding) {
        queryClient.setQueriesData<Game[]>({ queryKey: ['favorite-list', token] }, (list) =>
          list?.filter((g) => g.nodeId !== game.nodeId),
        );
      }
      try {
        if (adding) await addFavorite(game.nodeId, game.vassalage, game.gameType);
        else await removeFavorite(game.nodeId);
      } catch {
        queryClient.setQueryData<number[]>(key, before);
      } finally {
        void queryClient.invalidateQueries({ queryKey: ['favorite-list', token] });
      }
    },
    [info.data?.isTrial, queryClient, setModal, setTrial, token],
  );

  return { favorites, toggle };
}
