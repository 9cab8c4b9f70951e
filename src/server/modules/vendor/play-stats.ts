import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { EventBus } from '@/server/realtime/bus';
import { recordPlay, recordWin } from '../games/games.repository';
import { maskName } from '../games/winners';

/**
 * Side effects of settled protocol calls that need not slow the money path: play counts (hot games), wins
 * (the winners board and home "Recent") through the games module's recordPlay / recordWin, and live events
 * (winner, balance) on the bus. Buffered in memory and flushed every 250 ms (plays and wins every second);
 * a crash loses at most that much of these statistics, never money.
 */

const FLUSH_MS = 250;
const STATS_EVERY = 4;
/** Only the latest wins matter to the board: at most this many per brand and flush are stored. */
const WINS_PER_FLUSH = 50;
const BALANCES_PER_EVENT = 60;

interface Win {
  brand: string;
  accountId: bigint;
  nodeId: number;
  amount: bigint;
}

export class PlayStats {
  private plays = new Map<string, number>();
  private wins: Win[] = [];
  private balances = new Map<string, [string, string, string, string]>();
  private timer: NodeJS.Timeout | undefined;
  private ticks = 0;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  play(brand: string, nodeId: number): void {
    const key = `${brand}\u0000${nodeId}`;
    this.plays.set(key, (this.plays.get(key) ?? 0) + 1);
  }

  win(win: Win): void {
    this.wins.push(win);
    if (this.wins.length > 5_000) this.wins.splice(0, this.wins.length - 5_000);
  }

  /** The new balance (minor units) of the wallet an account plays `wallet` from (MAIN or a vendor code). */
  balance(brand: string, accountId: bigint, wallet: string, balance: bigint): void {
    this.balances.set(`${accountId}`, [brand, `${accountId}`, wallet, `${balance}`]);
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.ticks += 1;
      this.flushing = this.flush(this.ticks % STATS_EVERY === 0)
        .catch(this.onError)
        .finally(() => {
          this.flushing = undefined;
          if (this.timer) this.timer = setTimeout(tick, FLUSH_MS);
        });
    };
    this.timer = setTimeout(tick, FLUSH_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    await this.flush(true).catch(this.onError);
  }

  /** Writes what is buffered (tests call it to see the effects at once). */
  async flush(stats = true): Promise<void> {
    await this.flushBalances();
    if (!stats) return;
    const plays = this.plays;
    this.plays = new Map();
    for (const [key, count] of plays) {
      const [brand, node] = key.split('\u0000');
      await recordPlay(this.db, brand!, Number(node), count);
    }
    const wins = this.latestWins(this.wins.splice(0));
    if (wins.length === 0) return;
    for (const win of wins) await recordWin(this.db, { brandCode: win.brand, ...win });
    const names = new Map(
      (
        await this.db
          .selectFrom('account')
          .select(['id', 'username'])
          .where(
            'id',
            'in',
            wins.map((w) => w.accountId),
          )
          .execute()
      ).map((a) => [`${a.id}`, a.username]),
    );
    const byBrand = new Map<string, [string, string, number][]>();
    for (const win of wins) {
      const list = byBrand.get(win.brand) ?? [];
      list.push([maskName(names.get(`${win.accountId}`) ?? ''), `${win.amount}`, win.nodeId]);
      byBrand.set(win.brand, list);
    }
    for (const [brand, list] of byBrand) {
      for (let i = 0; i < list.length; i += 40) {
        await this.bus.publish({ t: 'winner', b: brand, w: list.slice(i, i + 40) });
      }
    }
  }

  private latestWins(wins: Win[]): Win[] {
    const kept: Win[] = [];
    const perBrand = new Map<string, number>();
    for (let i = wins.length - 1; i >= 0; i--) {
      const win = wins[i]!;
      const n = perBrand.get(win.brand) ?? 0;
      if (n >= WINS_PER_FLUSH) continue;
      perBrand.set(win.brand, n + 1);
      kept.push(win);
    }
    return kept.reverse();
  }

  private async flushBalances(): Promise<void> {
    if (this.balances.size === 0) return;
    const entries = [...this.balances.values()];
    this.balances = new Map();
    const byBrand = new Map<string, [string, string, string][]>();
    for (const [brand, account, wallet, balance] of entries) {
      const list = byBrand.get(brand) ?? [];
      list.push([account, wallet, balance]);
      byBrand.set(brand, list);
    }
    for (const [brand, list] of byBrand) {
      for (let i = 0; i < list.length; i += BALANCES_PER_EVENT) {
        await this.bus.publish({ t: 'balance', b: brand, l: list.slice(i, i + BALANCES_PER_EVENT) });
      }
    }
  }
}
