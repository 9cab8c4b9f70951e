import { queryOptions } from '@tanstack/react-query';
import { post } from '@/web/lib/api';
import { gameGet } from './client';
import type { GameSession, Seeds } from './types';

export interface LaunchSearch {
  launch?: string;
  demo?: boolean;
}

const storageKey = (game: string, demo: boolean) => `mq-originals:${game}:${demo ? 'demo' : 'real'}`;

function remember(session: GameSession): void {
  try {
    sessionStorage.setItem(storageKey(session.game, session.demo), JSON.stringify(session));
  } catch {
    // Storage unavailable: a reload needs a new launch from the lobby.
  }
}

function recall(game: string, demo: boolean): GameSession | null {
  try {
    const text = sessionStorage.getItem(storageKey(game, demo));
    return text ? (JSON.parse(text) as GameSession) : null;
  } catch {
    return null;
  }
}

/**
 * The game session: the one-time launch token (or a demo request) is exchanged once; the session is kept in the
 * frame's session storage so that a reload of the game screen goes on with it instead of a spent token.
 */
export async function startSession(game: string, search: LaunchSearch): Promise<GameSession> {
  if (search.launch) {
    const session = await post<GameSession>('/wps/originals/session', { launch: search.launch });
    remember(session);
    return session;
  }
  const demo = search.demo === true;
  const stored = recall(game, demo);
  if (stored) {
    try {
      const seeds = await gameGet<Seeds>(stored.session, '/wps/originals/seeds');
      return { ...stored, seeds };
    } catch {
      // The stored session ended: a demo starts again, a real game needs a new launch.
    }
  }
  if (!demo) throw new Error('no_launch');
  const session = await post<GameSession>('/wps/originals/session', { demo: true, game });
  remember(session);
  return session;
}

export const sessionQuery = (game: string, search: LaunchSearch) =>
  queryOptions({
    queryKey: ['originals-session', game, search.launch ?? null, search.demo === true],
    queryFn: () => startSession(game, search),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Keeps the stored copy's balance current (a reload shows the last known balance at once). */
export function rememberBalance(session: GameSession, balance: string): void {
  remember({ ...session, balance });
}
