import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryRoute } from '@/core/navigation';
import { ApiError } from '@/web/lib/api';
import { authModalAtom, tokenAtom, trialDialogAtom, useMemberInfo } from '@/web/lib/session';
import { launchGame } from './api/actions';
import type { Game } from './api/types';
import { gamePopupAtom, launchingAtom, lobbyMessageAtom, vendorPopupAtom } from './atoms';

/**
 * Launching a game (spec §4): a visitor gets the login popup (unless it is a demo launch); a trial account plays
 * the demo mode on its demo credits (spec §6; a game without one answers in_need_true_account: the real-account
 * dialog); lottery games open their lottery route with the game code; a VASSALAGE card opens the
 * vendor's popup game list; anything else opens the game popup with the URL the server returns.
 */
export function useLaunchGame() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  const setModal = useSetAtom(authModalAtom);
  const setTrial = useSetAtom(trialDialogAtom);
  const setPopup = useSetAtom(gamePopupAtom);
  const setVendorPopup = useSetAtom(vendorPopupAtom);
  const setMessage = useSetAtom(lobbyMessageAtom);
  const setLaunching = useSetAtom(launchingAtom);

  return useCallback(
    async (game: Game, opts: { demo?: boolean } = {}) => {
      const demo = opts.demo === true;
      if (!demo && !token) {
        setModal({ kind: 'login' });
        return;
      }
      const lottery = lotteryRoute(game.gameType, game.vassalage);
      // A trial account plays for free (the server makes its launch a demo launch on its demo credits); lottery
      // stakes are real money only.
      if (lottery && !demo && info.data?.isTrial) {
        setTrial(true);
        return;
      }
      if (lottery && !demo) {
        void navigate({ to: lottery, search: { gameCode: game.gameCode } });
        return;
      }
      if (game.isGame === 'VASSALAGE') {
        setVendorPopup({
          vassalage: game.vassalage,
          gameType: game.gameType,
          title: game.displayName || game.gameName,
        });
        return;
      }
      setLaunching(game);
      try {
        const { url } = await launchGame(game.nodeId, demo, i18n.language);
        setPopup({ url, title: game.gameName });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthorized') setModal({ kind: 'login' });
        else if (error instanceof ApiError && error.code === 'in_need_true_account') setTrial(true);
        else setMessage(error instanceof ApiError ? error.serverMessage : '');
      } finally {
        setLaunching(null);
      }
    },
    [
      i18n.language,
      info.data?.isTrial,
      navigate,
      setLaunching,
      setMessage,
      setModal,
      setPopup,
      setTrial,
      setVendorPopup,
      token,
    ],
  );
}
