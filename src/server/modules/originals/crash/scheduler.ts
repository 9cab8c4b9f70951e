import pg from 'pg';
import type { Brand } from '@/core/brand';
import { crashMultiplierAt } from '@/core/fairness';
import { CRASH_TIMING } from '@/core/originals-config';
import type { EngineDeps } from '../engine';
import { createRound, type RoundRow } from './chain';
import {
  autoCashouts,
  type CrashTiming,
  currentRound,
  deliverWins,
  hundredths,
  publishCashouts,
  settleLosses,
} from './crash.service';

/**
 * The crash round scheduler. Every server instance runs one; only the instance holding the PostgreSQL advisory
 * lock LEADER_KEY (session-level, on a connection of its own) drives rounds — the others retry every second and
 * take over within that when the leader's connection drops. All state is in crash_round/mq_bet, so a new leader
 * resumes where the previous one stopped. Per brand with MQ under CRASH: open a round (betting phase), start it,
 * tick the multiplier (every tickMs, NOTIFY to every instance's stream), cash out auto targets as the curve
 * passes them, bust at the round's point, settle the losses, pause, repeat.
 */

const LEADER_KEY = 7_264_531_980_112n;
const RETRY_MS = 1_000;

export function crashTimingFromEnv(env: NodeJS.ProcessEnv = process.env): CrashTiming {
  const ms = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    bettingMs: ms('CRASH_BETTING_MS', CRASH_TIMING.bettingMs),
    pauseMs: ms('CRASH_PAUSE_MS', CRASH_TIMING.pauseMs),
    tickMs: Math.max(20, ms('CRASH_TICK_MS', CRASH_TIMING.tickMs)),
    growthPer10ms: CRASH_TIMING.growthPer10ms,
  };
}

export const crashBrands = (brands: readonly Brand[]) =>
  brands.filter((b) => (b.config.vendorSorting.CRASH ?? []).includes('MQ'));

export class CrashScheduler {
  private client: pg.Client | undefined;
  private leader = false;
  private stopped = true;
  private retry: NodeJS.Timeout | undefined;
  private readonly loops = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  /** Aborted by stop(): a chain being built for a new round is abandoned rather than awaited. */
  private abort = new AbortController();

  constructor(
    private readonly deps: EngineDeps,
    private readonly brands: readonly Brand[],
    private readonly timing: CrashTiming,
    private readonly connectionString: string | undefined,
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  /** Competes for leadership until stop(). */
  start(): void {
    if (!this.stopped || !this.connectionString) return;
    this.stopped = false;
    this.abort = new AbortController();
    void this.campaign();
  }

  private async campaign(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.connectionString });
        client.on('error', (error) => this.lost(error));
        client.on('end', () => this.lost());
        // Held before it connects, so a stop() during the connect ends it too (else it outlived the server's stop
        // and PostgreSQL's shutdown terminated it: a 57P01 error in a clean stop's log).
        this.client = client;
        await client.connect();
      }
      const { rows } = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        LEADER_KEY.toString(),
      ]);
      if (rows[0]?.ok && !this.stopped) {
        this.leader = true;
        for (const brand of this.brands) this.schedule(brand.config.code, 0);
        return;
      }
    } catch (error) {
      this.lost(error);
      return;
    }
    if (!this.stopped && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.campaign();
      }, RETRY_MS);
    }
  }

  /** The leader's connection is gone: stop driving rounds and campaign again. */
  private lost(error?: unknown) {
    // After stop() its own ending of the connection is no error.
    if (error && !this.stopped) this.deps.onError(error);
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners('end');
    client?.end().catch(() => undefined);
    if (this.leader) {
      this.leader = false;
      for (const timer of this.loops.values()) clearTimeout(timer);
      this.loops.clear();
    }
    if (!this.stopped && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.campaign();
      }, RETRY_MS);
    }
  }

  private schedule(brand: string, delay: number) {
    if (!this.leader || this.stopped) return;
    this.loops.set(
      brand,
      setTimeout(() => {
        const run = this.step(brand)
          .catch((error) => {
            if (!this.stopped) this.deps.onError(error);
            return this.timing.tickMs * 5;
          })
          .then((next) => this.schedule(brand, next));
        this.running.add(run);
        void run.finally(() => this.running.delete(run));
      }, delay),
    );
  }

  /** One move of a brand's round; returns the delay until the next. Public for tests (drive without a leader). */
  async step(brand: string): Promise<number> {
    const { db, bus } = this.deps;
    const { round, now } = await currentRound(db, brand);
    const t = now.getTime();
    if (!round || (round.phase === 'crashed' && t >= round.crashed_at!.getTime() + this.timing.pauseMs)) {
      const created = await createRound(db, brand, this.timing, this.abort.signal);
      await bus.publish({
        t: 'crash',
        b: brand,
        type: 'betting',
        roundId: created.id.toString(),
        bettingEndsAt: created.betting_ends_at.toISOString(),
        at: Date.now(),
      });
      return Math.min(this.timing.bettingMs, this.timing.tickMs * 5);
    }
    if (round.phase === 'crashed')
      return Math.min(this.timing.tickMs * 5, round.crashed_at!.getTime() + this.timing.pauseMs - t);
    if (round.phase === 'betting') {
      const left = round.betting_ends_at.getTime() - t;
      if (left > 0) return Math.min(left, this.timing.tickMs * 5);
      await db
        .updateTable('crash_round')
        .set({ phase: 'running', started_at: round.betting_ends_at })
        .where('id', '=', round.id)
        .where('phase', '=', 'betting')
        .execute();
      await bus.publish({
        t: 'crash',
        b: brand,
        type: 'running',
        roundId: round.id.toString(),
        startedAt: round.betting_ends_at.toISOString(),
        at: Date.now(),
      });
      return 0;
    }
    const elapsed = t - round.started_at!.getTime();
    if (elapsed >= round.crash_ms) {
      await this.bust(brand, round);
      return this.timing.pauseMs;
    }
    const multiplier = crashMultiplierAt(elapsed, this.timing.growthPer10ms);
    await bus.publish({
      t: 'crash',
      b: brand,
      type: 'tick',
      roundId: round.id.toString(),
      m: hundredths(multiplier),
      ms: elapsed,
      at: Date.now(),
    });
    await this.cashOut(brand, round, Math.min(multiplier, round.crash_point));
    // Tick, or wake exactly at the bust.
    return Math.max(0, Math.min(this.timing.tickMs, round.crash_ms - elapsed));
  }

  private async cashOut(brand: string, round: RoundRow, upTo: number) {
    const bets = await autoCashouts(this.deps.db, round.id, upTo);
    if (bets.length === 0) return;
    const brandRow = this.brands.find((b) => b.config.code === brand)!;
    const names = await this.names(bets.map((b) => b.account_id).filter((id): id is bigint => id !== null));
    await publishCashouts(this.deps, brandRow, bets, names);
    const delivery = deliverWins(this.deps, bets).catch(this.deps.onError);
    this.running.add(delivery);
    void delivery.finally(() => this.running.delete(delivery));
  }

  private async names(ids: bigint[]): Promise<Map<string, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db
      .selectFrom('account')
      .select(['id', 'username'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [`a:${r.id}`, r.username]));
  }

  /** The round reaches its point: last auto cash-outs, the bust (hash revealed), the losses settled. */
  private async bust(brand: string, round: RoundRow) {
    const { db, bus } = this.deps;
    await this.cashOut(brand, round, round.crash_point);
    const crashedAt = new Date(round.started_at!.getTime() + round.crash_ms);
    const updated = await db
      .updateTable('crash_round')
      .set({ phase: 'crashed', crashed_at: crashedAt })
      .where('id', '=', round.id)
      .where('phase', '=', 'running')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return;
    await bus.publish({
      t: 'crash',
      b: brand,
      type: 'crashed',
      roundId: round.id.toString(),
      crashPoint: hundredths(round.crash_point),
      hash: round.hash,
      ms: round.crash_ms,
      at: Date.now(),
    });
    const losses = await settleLosses(db, round.id);
    const delivery = deliverWins(this.deps, losses).catch(this.deps.onError);
    this.running.add(delivery);
    void delivery.finally(() => this.running.delete(delivery));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    for (const timer of this.loops.values()) clearTimeout(timer);
    this.loops.clear();
    await Promise.all([...this.running]);
    this.leader = false;
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
