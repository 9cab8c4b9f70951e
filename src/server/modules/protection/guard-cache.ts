import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';

/**
 * Which accounts the protection guard (guard.ts) cannot refuse — no deposit, loss or wager limit row and no
 * exclusion that has not ended, for the account or the same person on a brand of its operator group — remembered
 * per instance, so a bet of such an account (nearly every bet) asks the database nothing (issue 28 item 4). The
 * rules stay in one place: this cache never answers a refusal, it only knows when the guard's queries would find
 * nothing to refuse with; every other account is asked the guard's queries as before.
 *
 * Honest by the session cache's messages (docs/shared-limits.md "Session cache", migrations 0040 and 0043): any
 * change of an account's limit rows, mobile or email notifies "a<id>" (that account is forgotten), a new exclusion
 * notifies "x<id>" (every account is forgotten: it may match other brands' accounts of the same person), and a
 * lost listener forgets everything. Routes that set limits or record exclusions settle the session changes before
 * answering, so once they have answered no instance still holds the account as clear. The cache answers only
 * while the session cache's listener is trusted (live heartbeat), and a read that raced a message is not kept.
 */

/** What the guard cache needs of the session cache (its trust, its change counter and its messages). */
export interface ChangeFeed {
  readonly trusted: boolean;
  readonly epoch: number;
  follow(follower: (message: string) => void): void;
}

const MAX_ENTRIES = 200_000;

/** The database's answer for an account not cached: whether the guard has nothing to refuse it with. */
type Ask = (db: Kysely<Database>, accountId: bigint) => Promise<boolean>;

export class GuardCache {
  private readonly clear = new Set<string>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly ask: Ask = nothingToRefuse,
  ) {
    feed.follow((message) => {
      if (message[0] === 'a') this.clear.delete(message.slice(1));
      else if (message[0] === 'x' || message === '*') this.clear.clear();
    });
  }

  get size(): number {
    return this.clear.size;
  }

  /** Whether the account is held as clear right now (what a bet would skip the guard's queries for). */
  holds(accountId: bigint): boolean {
    return this.feed.trusted && this.clear.has(accountId.toString());
  }

  /** True when the guard has nothing it could refuse this account with (cached); false: ask the guard. */
  async isClear(db: Kysely<Database>, accountId: bigint): Promise<boolean> {
    if (!this.feed.trusted) return false;
    const key = accountId.toString();
    if (this.clear.has(key)) return true;
    const epoch = this.feed.epoch;
    const clear = await this.ask(db, accountId);
    if (clear && this.feed.trusted && this.feed.epoch === epoch) {
      if (this.clear.size >= MAX_ENTRIES) this.clear.clear();
      this.clear.add(key);
    }
    return clear;
  }
}

/**
 * Whether the account has no money limit row (in force or pending) and no exclusion that has not ended (a future
 * one counts), matched as activeExclusion (exclusion.ts) matches them.
 */
async function nothingToRefuse(db: Kysely<Database>, accountId: bigint): Promise<boolean> {
  const { rows } = await sql<{ clear: boolean }>`
    with me as (
      select a.id, a.mobile_num, a.country_dialing_code, lower(a.email) as email,
        coalesce(b.operator_group, b.code) as grp
      from account a join brand b on b.code = a.brand_code where a.id = ${accountId}
    )
    select not exists (select 1 from player_limit l
        where l.account_id = ${accountId} and l.kind in ('deposit', 'loss', 'wager'))
      and not exists (select 1 from me join protection_exclusion e on (
          e.account_id = me.id
          or (e.operator_group = me.grp and (
            (e.mobile is not null and e.mobile = coalesce(me.country_dialing_code, '') || me.mobile_num)
            or (e.email is not null and lower(e.email) = me.email))))
        where e.ends_at is null or e.ends_at > now()) as clear`.execute(db);
  return rows[0]?.clear === true;
}

/** The guard cache of each application database handle (registered by the limits plugin at start). */
const caches = new WeakMap<object, GuardCache>();

export function useGuardCache(db: Kysely<Database>, feed: ChangeFeed): GuardCache {
  const cache = new GuardCache(feed);
  caches.set(db, cache);
  return cache;
}

/** The guard cache of this handle; none for a transaction or a handle no server registered (then: ask). */
export function guardCacheOf(db: Kysely<Database>): GuardCache | undefined {
  return caches.get(db);
}
