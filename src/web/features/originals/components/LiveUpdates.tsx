import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterEngagement } from '@/web/lib/idle';
import { openEventStream, subscribeLive } from '@/web/lib/live';

/** A visitor who only watches gets the live wins this long after the page has settled. */
const LIVE_AFTER_MS = 15_000;

/**
 * Mounted once in the site layout. The brand's live stream (server-sent events, no game session needed) reports
 * new wins, and the game popup's frame (or another tab) reports money that moved: the winners board, the
 * balances and the records are then fetched again. Query key roots used here: ['winners'] (lobby winners board),
 * ['cashier'] (wallet balances, src/web/features/cashier/api/keys.ts) and ['records'].
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const timers = new Map<string, number>();
    // Bursts (plinko balls, a crash round's cash-outs) refresh once.
    const refresh = (roots: string[]) => {
      const key = roots.join();
      window.clearTimeout(timers.get(key));
      timers.set(
        key,
        window.setTimeout(() => {
          for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] });
        }, 400),
      );
    };
    const unsubscribe = subscribeLive((message) =>
      refresh(message.type === 'winner' ? ['winners'] : ['cashier', 'records', 'winners']),
    );
    // The stream is opened once the page has loaded and the visitor uses it (or 15 s later), not in a phone's first
    // seconds, when the board has just been read anyway; and it carries the brand's wins alone: the crash game's
    // ten ticks a second are for the game screen, not for every page of the site.
    let close: (() => void) | undefined;
    const cancelIdle = afterEngagement(() => {
      close = openEventStream('/wps/originals/stream?events=winner', {
        onEvent: ({ event }) => {
          if (event === 'winner') refresh(['winners']);
        },
      });
    }, LIVE_AFTER_MS);
    return () => {
      for (const id of timers.values()) window.clearTimeout(id);
      unsubscribe();
      cancelIdle();
      close?.();
    };
  }, [queryClient]);
  return null;
}
