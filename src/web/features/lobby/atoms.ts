import { atom } from 'jotai';
import type { Game } from './api/types';

/** The game popup: an embedded frame with the URL from launchGame. */
export const gamePopupAtom = atom<{ url: string; title: string } | null>(null);
/** A vendor whose card is a popup game list (isGame VASSALAGE). */
export const vendorPopupAtom = atom<{ vassalage: string; gameType: string; title: string } | null>(null);
/** A message for the player (game unavailable, under maintenance…). */
export const lobbyMessageAtom = atom<string | null>(null);
/** The game being launched (shows a busy state on its card). */
export const launchingAtom = atom<Game | null>(null);
