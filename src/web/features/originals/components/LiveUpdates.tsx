import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream, subscribeLive } from '@/web/lib/live';

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
    const close = openEventStream('/wps/originals/stream', {
      onEvent: ({ event }) => {
        if (event === 'winner') refresh(['winners']);
      },
    });
    return () => {
      for (const id of timers.values()) window.clearTimeout(id);
      unsubscribe();
      close();
    };
  }, [queryClient]);
  return null;
}
