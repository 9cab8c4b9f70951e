import { useEffect, useRef, useState } from 'react';
import { openEventStream, type StreamStatus } from '@/web/lib/live';

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

function dispatch(event: string, data: unknown) {
  for (const handler of handlers.get(event) ?? []) handler(data);
}

/** The game screen's one stream (/wps/originals/stream): crash rounds, the balance and winners. */
export function useGameStream(session: string | null): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  useEffect(() => {
    if (!session) return;
    // The session goes in the header (not the address, which access logs keep).
    return openEventStream('/wps/originals/stream', {
      headers: { 'x-game-session': session },
      onEvent: ({ event, data }) => dispatch(event, data),
      onStatus: setStatus,
    });
  }, [session]);
  return status;
}

/** Subscribes a component to one event kind of the game stream. */
export function useStreamEvent(event: string, handler: Handler): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const wrapped: Handler = (data) => ref.current(data);
    let set = handlers.get(event);
    if (!set) {
      set = new Set();
      handlers.set(event, set);
    }
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  }, [event]);
}
