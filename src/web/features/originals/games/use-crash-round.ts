import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type CrashRecentRound, crashStateQuery } from '../api/crash';
import { useStreamEvent } from '../stream';
import { applyEvent, fromState, type LiveRound, mergeHistory } from './crash-model';

/**
 * The brand's shared crash round as this screen sees it: seeded and corrected by the polled state, moved by the
 * stream's events, and a frame clock (`now`, about 30 times a second) while the round counts down or climbs.
 */
export function useCrashRound(sessionToken: string) {
  const state = useQuery({ ...crashStateQuery(sessionToken), refetchInterval: 10_000 });
  const [round, setRound] = useState<LiveRound | null>(null);
  const [history, setHistory] = useState<CrashRecentRound[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const offset = useRef(0);
  const lastEvent = useRef(0);

  // The polled state seeds the round and the history, and takes over when the stream has been quiet.
  useEffect(() => {
    const value = state.data;
    if (!value) return;
    offset.current = Date.parse(value.serverTime) - Date.now();
    setHistory((list) => (list.length ? list : value.history));
    setRound((current) =>
      Date.now() - lastEvent.current < 3_000 && current?.roundId === value.round.roundId
        ? current
        : fromState(value, offset.current),
    );
  }, [state.data]);

  useStreamEvent('crash', (data) => {
    const event = data as Record<string, unknown> & { type?: string; roundId?: string };
    lastEvent.current = Date.now();
    if (typeof event.at === 'number') offset.current = event.at - Date.now();
    setRound((current) => applyEvent(current, event, offset.current));
    if (event.type === 'crashed' && typeof event.hash === 'string')
      setHistory((list) =>
        mergeHistory(list, {
          roundId: String(event.roundId),
          hash: event.hash as string,
          crashPoint: Number(event.crashPoint),
        }),
      );
  });

  // Frame clock while the round runs or counts down.
  const phase = round?.phase ?? 'betting';
  useEffect(() => {
    if (phase === 'crashed') return;
    let frame = 0;
    let last = 0;
    const tick = (time: number) => {
      if (time - last > 32) {
        last = time;
        setNow(Date.now());
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  return { round, setRound, history, now, phase };
}
