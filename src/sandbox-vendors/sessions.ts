import { randomBytes } from 'node:crypto';
import type { GameKind, TableState } from './engines';
import type { SportKind } from './engines/sports';
import type { SandboxLanguage } from './texts';
import type { Player } from './wallet-client';

/** A PVP room as the operator lists it (GLS2_roomList): bet limits in minor units. */
export interface Room {
  tier: number;
  name: string;
  min: bigint;
  max: bigint;
}

export interface RoundSummary {
  round: string;
  at: number;
  stake: string;
  payout: string;
  status: 'settled' | 'refunded' | 'pending';
}

/** One launch: a player (or demo credits) at one game. Kept in memory; a restart ends every session. */
export interface Session {
  id: string;
  vendor: string;
  demo: boolean;
  game: {
    code: string;
    name: string;
    type: string;
    kind: GameKind;
    sport?: SportKind;
    hue: number;
    rooms: Room[];
  };
  /** Wallet identity (real play only). */
  player?: Player;
  demoBalance: bigint;
  currency: { code: string; minorUnits: number };
  /** Minor units of one bet unit (1.00 PHP = 100, 1,000 VND = 1000). */
  betUnit: bigint;
  language: SandboxLanguage;
  table: TableState;
  history: RoundSummary[];
  expiresAt: number;
  /** Rounds of a session run one after another. */
  queue: Promise<unknown>;
}

export const SESSION_MS = 6 * 3_600_000;
const MAX_SESSIONS = 20_000;

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  create(input: Omit<Session, 'id' | 'expiresAt' | 'queue' | 'history'>): Session {
    if (this.sessions.size >= MAX_SESSIONS) this.sweep(true);
    const session: Session = {
      ...input,
      id: randomBytes(24).toString('base64url'),
      expiresAt: Date.now() + SESSION_MS,
      queue: Promise.resolve(),
      history: [],
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (session && session.expiresAt <= Date.now()) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  /** Drops expired sessions (and, when full, the oldest half). */
  sweep(full = false) {
    const now = Date.now();
    for (const [id, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(id);
    if (full && this.sessions.size >= MAX_SESSIONS) {
      const drop = [...this.sessions.keys()].slice(0, MAX_SESSIONS / 2);
      for (const id of drop) this.sessions.delete(id);
    }
  }

  /** Runs work after the session's earlier rounds. */
  serial<T>(session: Session, work: () => Promise<T>): Promise<T> {
    const next = session.queue.then(work, work);
    session.queue = next.catch(() => undefined);
    return next;
  }
}
