import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { post } from '@/web/lib/api';
import { openEventStream, type StreamStatus } from '@/web/lib/live';
import { agentKey, useAgentSession } from './keys';

export const fetchStreamTicket = () =>
  post<{ ticket: string; expiresAt: string }>('/wps/member/streamTicket');

const RETRY_MS = 5_000;

/**
 * Live team figures: GET /wps/agent/stream?ticket=… (server-sent events). A `team` event (a team member's bet
 * settled, a deposit credited, a withdrawal, a registration) refetches the open report. A ticket lives 60 s:
 * when the stream ends for good (the ticket expired before a reconnect), a new ticket opens a new stream.
 */
export function useTeamLive(): StreamStatus {
  const { token, ready } = useAgentSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  useEffect(() => {
    if (!ready) return;
    let stopped = false;
    let close: (() => void) | undefined;
    let timer: number | undefined;
    const open = async () => {
      if (stopped) return;
      try {
        const { ticket } = await fetchStreamTicket();
        if (stopped) return;
        close = openEventStream(`/wps/agent/stream?ticket=${encodeURIComponent(ticket)}`, {
          onEvent: ({ event }) => {
            if (event === 'team') void queryClient.invalidateQueries({ queryKey: agentKey(token) });
          },
          onStatus: (next) => {
            if (stopped) return;
            setStatus(next);
            if (next === 'closed') timer = window.setTimeout(() => void open(), RETRY_MS);
          },
        });
      } catch {
        if (!stopped) timer = window.setTimeout(() => void open(), RETRY_MS);
      }
    };
    void open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      close?.();
    };
  }, [ready, token, queryClient]);
  return status;
}
