import { crashMultiplierAt } from '@/core/fairness';
import type { CrashBet, CrashPhase, CrashRecentRound, CrashState } from '../api/crash';

/**
 * The live crash round on the client: built from GET /crash/state, then moved by the stream's `crash` events
 * (betting, running, tick, bet, cashout, crashed). Times are kept on the local clock: the server's clock offset is
 * learnt from its timestamps, and every tick re-anchors the take-off time on the server's elapsed milliseconds.
 */
export interface LiveRound {
  roundId: string;
  phase: CrashPhase;
  /** Local time (ms) when betting closes / the round took off / it crashed. */
  bettingEndsAt: number | null;
  takeoffAt: number | null;
  /** The server's last multiplier (running) or the crash point (crashed). */
  multiplier: number;
  crashPoint: number | null;
  hash: string | null;
  bets: CrashBet[];
}

/** The curve's multiplier `ms` after take-off (src/core/fairness.ts, hundredths → ×). */
export const multiplierAt = (ms: number, growthPer10ms: number) => crashMultiplierAt(ms, growthPer10ms) / 100;
/** Milliseconds after take-off at which the curve shows `multiplier`. */
export const elapsedFor = (multiplier: number, growthPer10ms: number) =>
  multiplier > 1 ? (10 * Math.log(multiplier)) / Math.log(growthPer10ms) : 0;

export function fromState(state: CrashState, offsetMs: number): LiveRound {
  const r = state.round;
  const local = (iso: string | null) => (iso ? Date.parse(iso) - offsetMs : null);
  return {
    roundId: r.roundId,
    phase: r.phase,
    bettingEndsAt: local(r.bettingEndsAt),
    takeoffAt: r.phase === 'running' && r.elapsedMs !== null ? Date.now() - r.elapsedMs : local(r.startedAt),
    multiplier: r.multiplier ?? r.crashPoint ?? 1,
    crashPoint: r.crashPoint,
    hash: r.hash,
    bets: state.bets,
  };
}

type Event = Record<string, unknown> & { type?: string; roundId?: string };

/** Applies one `crash` event; a round this client does not know yet starts from the event. */
export function applyEvent(round: LiveRound | null, event: Event, offsetMs: number): LiveRound | null {
  const local = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) - offsetMs : null);
  const same = round !== null && round.roundId === event.roundId;
  switch (event.type) {
    case 'betting':
      return {
        roundId: String(event.roundId),
        phase: 'betting',
        bettingEndsAt: local(event.bettingEndsAt),
        takeoffAt: null,
        multiplier: 1,
        crashPoint: null,
        hash: null,
        bets: [],
      };
    case 'running':
      return {
        ...(same ? round : emptyRound(String(event.roundId))),
        phase: 'running',
        takeoffAt: local(event.startedAt) ?? Date.now(),
        multiplier: 1,
      };
    case 'tick': {
      if (!same && round?.phase === 'running') return round;
      const base = same ? round : emptyRound(String(event.roundId));
      const ms = Number(event.ms);
      return {
        ...base,
        phase: 'running',
        multiplier: Number(event.m) || base.multiplier,
        takeoffAt: Number.isFinite(ms) ? Date.now() - ms : base.takeoffAt,
      };
    }
    case 'crashed': {
      const base = same ? round : emptyRound(String(event.roundId));
      const point = Number(event.crashPoint);
      return {
        ...base,
        phase: 'crashed',
        multiplier: point,
        crashPoint: point,
        hash: typeof event.hash === 'string' ? event.hash : null,
        bets: base.bets.map((b) => (b.status === 'playing' || !b.status ? { ...b, status: 'lost' } : b)),
      };
    }
    case 'bet': {
      if (!same) return round;
      const bet: CrashBet = {
        player: String(event.player ?? '—'),
        mine: event.mine === true,
        amount: String(event.amount ?? '0'),
        autoCashout: (event.autoCashout as number | null) ?? null,
        cashout: null,
        payout: null,
        status: 'playing',
      };
      // My own bet may already be listed (added when the answer came back).
      if (bet.mine && round.bets.some((b) => b.mine)) return round;
      return { ...round, bets: [...round.bets, bet] };
    }
    case 'cashout': {
      if (!same) return round;
      const mine = event.mine === true;
      const index = round.bets.findIndex((b) =>
        mine ? b.mine : !b.mine && b.player === event.player && b.status !== 'cashed',
      );
      if (index < 0) return round;
      const bets = round.bets.slice();
      bets[index] = {
        ...bets[index]!,
        cashout: Number(event.multiplier),
        payout: String(event.payout ?? '0'),
        status: 'cashed',
      };
      return { ...round, bets };
    }
    default:
      return round;
  }
}

function emptyRound(roundId: string): LiveRound {
  return {
    roundId,
    phase: 'betting',
    bettingEndsAt: null,
    takeoffAt: null,
    multiplier: 1,
    crashPoint: null,
    hash: null,
    bets: [],
  };
}

/** The newest crashed rounds first, without duplicates. */
export function mergeHistory(list: CrashRecentRound[], round: CrashRecentRound): CrashRecentRound[] {
  return [round, ...list.filter((r) => r.roundId !== round.roundId)].slice(0, 30);
}
