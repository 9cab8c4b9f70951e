import { type Kysely, sql } from 'kysely';
import type {
  CrashBetPlaced,
  CrashCashout,
  CrashHistoryRound,
  CrashRoundView,
  CrashState,
} from '@/core/api/originals';
import type { Brand } from '@/core/brand';
import { crashMultiplierAt } from '@/core/fairness';
import { payoutOf } from '@/core/originals-games';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { maskName } from '@/server/modules/games/winners';
import type { BetInput } from '../bets.service';
import {
  type BetRow,
  betUuid,
  deliverWin,
  demoBalance,
  type EngineDeps,
  findBet,
  isUniqueViolation,
  money,
  moveDemo,
  nodeIdOf,
  placeBet,
  requestIdOf,
  sameRequest,
  stakeOf,
  walletBalance,
} from '../engine';
import type { GameSession } from '../game-session';
import { parseParams } from '../play';
import type { RoundRow } from './chain';

/**
 * Crash rounds shared by every player of a brand (docs/originals-api.md "Crash"): bets during the betting phase,
 * cash-outs (manual, or automatic at the player's target) while the round runs, everything on the database clock
 * so any server instance decides a cash-out the same way: a cash-out at elapsed ms t succeeds while t < the
 * round's bust time and pays the curve's multiplier at t (or the auto target, if that was reached first).
 */

export interface CrashTiming {
  bettingMs: number;
  pauseMs: number;
  tickMs: number;
  growthPer10ms: number;
}

export const hundredths = (value: number) => value / 100;

/** The latest round of a brand and the database clock. */
export async function currentRound(db: Kysely<Database>, brand: string) {
  const { rows } = await sql<RoundRow & { now: Date }>`select r.*, clock_timestamp() as now from crash_round r
    where r.brand_code = ${brand} order by r.id desc limit 1`.execute(db);
  const row = rows[0];
  if (!row) return { round: undefined, now: new Date() };
  const { now, ...round } = row;
  return { round: round as RoundRow, now };
}

/** A round as players may see it: the hash and point only once it crashed. */
export function publicRound(round: RoundRow, now: Date, timing: CrashTiming): CrashRoundView {
  const elapsed = round.started_at ? now.getTime() - round.started_at.getTime() : 0;
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.id.toString(),
    phase: round.phase,
    bettingEndsAt: round.betting_ends_at.toISOString(),
    startedAt: round.started_at?.toISOString() ?? null,
    elapsedMs: round.phase === 'running' ? elapsed : null,
    multiplier:
      round.phase === 'running'
        ? hundredths(crashMultiplierAt(Math.min(elapsed, round.crash_ms - 1), timing.growthPer10ms))
        : null,
    crashPoint: crashed ? hundredths(round.crash_point) : null,
    hash: crashed ? round.hash : null,
    crashedAt: round.crashed_at?.toISOString() ?? null,
  };
}

const playerName = (username: string | null) => (username ? maskName(username) : 'Guest');

/** GET /wps/originals/crash/state: the round, the players' bets in it, recent rounds. */
export async function crashState(
  deps: EngineDeps,
  brand: Brand,
  session: GameSession | null,
  timing: CrashTiming,
): Promise<CrashState> {
  const { round, now } = await currentRound(deps.db, brand.config.code);
  if (!round) throw new AppError('crash_unavailable');
  const bets = await sql<{
    id: bigint;
    owner: string;
    username: string | null;
    amount: bigint;
    auto_cashout: number | null;
    cashout: number | null;
    payout: bigint | null;
    status: string;
  }>`select b.id, b.owner, a.username, b.amount, b.auto_cashout, b.cashout, b.payout, b.status
    from mq_bet b left join account a on a.id = b.account_id
    where b.round_id = ${round.id} and b.status in ('open', 'settled', 'closed')
      and (b.demo_id is null or b.owner = ${session?.owner ?? ''})
    order by b.amount desc, b.id limit 200`.execute(deps.db);
  return {
    round: publicRound(round, now, timing),
    serverTime: now.toISOString(),
    bets: bets.rows.map((b) => ({
      player: playerName(b.username),
      mine: b.owner === session?.owner,
      amount: money(brand, b.amount),
      autoCashout: b.auto_cashout === null ? null : hundredths(b.auto_cashout),
      cashout: b.cashout === null ? null : hundredths(b.cashout),
      payout: b.payout === null ? null : money(brand, b.payout),
      status: b.status === 'open' ? 'playing' : b.cashout !== null ? 'cashed' : 'lost',
    })),
    history: await crashHistory(deps.db, brand.config.code, 20),
    config: timing,
  };
}

/** Crashed rounds, newest first, with their revealed hash. */
export async function crashHistory(
  db: Kysely<Database>,
  brand: string,
  limit: number,
  before?: bigint,
): Promise<CrashHistoryRound[]> {
  let query = db
    .selectFrom('crash_round')
    .select(['id', 'hash', 'crash_point', 'crashed_at', 'chain_id', 'chain_index'])
    .where('brand_code', '=', brand)
    .where('phase', '=', 'crashed')
    .orderBy('id', 'desc')
    .limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  return rows.map((r) => ({
    roundId: r.id.toString(),
    hash: r.hash,
    crashPoint: hundredths(r.crash_point),
    crashedAt: r.crashed_at?.toISOString() ?? null,
    chainIndex: r.chain_index,
  }));
}

function crashAnswer(session: GameSession, bet: BetRow, balance: bigint): CrashBetPlaced {
  return {
    roundId: bet.round_id!.toString(),
    betId: bet.id.toString(),
    demo: session.demo,
    amount: money(session.brand, bet.amount),
    autoCashout: bet.auto_cashout === null ? null : hundredths(bet.auto_cashout),
    balance: money(session.brand, balance),
  };
}

/** POST /wps/originals/crash/bet: a bet in the current round while it takes bets. */
export async function crashBet(deps: EngineDeps, session: GameSession, input: BetInput) {
  const amount = stakeOf(session, input.amount);
  const params = parseParams('crash', input.params);
  const requestId = requestIdOf(input.requestId);
  const uuid = betUuid(session, requestId);
  const existing = await findBet(deps.db, uuid);
  if (existing) {
    sameRequest(existing, 'crash', amount, params);
    const balance = session.demo
      ? await demoBalance(deps.db, session.demoId!)
      : await walletBalance(deps, session, 'crash');
    return crashAnswer(session, existing, balance);
  }
  const brand = session.brand.config.code;
  const { round } = await currentRound(deps.db, brand);
  if (!round) throw new AppError('crash_unavailable');
  const nodeId = await nodeIdOf(deps, 'crash');
  const auto = params.autoCashout as number | null;
  // The phase is decided by the database clock in the insert itself: no bet enters a started round.
  const insert = async (trx: Kysely<Database>, status: 'pending' | 'open') => {
    const { rows } = await sql<BetRow>`insert into mq_bet (uuid, brand_code, owner, account_id, demo_id, game,
        node_id, currency, amount, params, status, round_id, auto_cashout)
      select ${uuid}, ${brand}, ${session.owner}, ${session.accountId}, ${session.demoId}, 'crash', ${nodeId},
        ${session.currency}, ${amount}, ${JSON.stringify(params)}::jsonb, ${status}, r.id, ${auto}
      from crash_round r
      where r.id = ${round.id} and r.phase = 'betting' and clock_timestamp() < r.betting_ends_at
      on conflict (uuid) do nothing
      returning *`.execute(trx);
    return rows[0];
  };
  let bet: BetRow | undefined;
  let balance: bigint;
  try {
    if (session.demo) {
      const result = await deps.db.transaction().execute(async (trx) => {
        const row = await insert(trx, 'open');
        if (!row) return undefined;
        return { row, balance: await moveDemo(trx, session, -amount) };
      });
      bet = result?.row;
      balance = result?.balance ?? 0n;
    } else {
      bet = await insert(deps.db, 'pending');
      balance = 0n;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('crash_bet_exists');
    throw error;
  }
  if (!bet) {
    if (await findBet(deps.db, uuid)) return crashBet(deps, session, input);
    throw new AppError('crash_round_started');
  }
  if (!session.demo) balance = await placeBet(deps, session, bet, { status: 'open', roundClosed: false });
  await deps.bus
    .publish({
      t: 'crash',
      b: brand,
      type: 'bet',
      roundId: round.id.toString(),
      o: session.owner,
      demo: session.demo,
      player: playerName(session.username),
      amount: money(session.brand, amount),
      autoCashout: auto === null ? null : hundredths(auto),
    })
    .catch(deps.onError);
  return crashAnswer(session, { ...bet, status: 'open' }, balance);
}

/** POST /wps/originals/crash/cashout: cash out the player's bet in a running round, if it has not busted. */
export async function crashCashout(
  deps: EngineDeps,
  session: GameSession,
  roundId: unknown,
  timing: CrashTiming,
): Promise<CrashCashout> {
  const id = typeof roundId === 'string' && /^\d{1,18}$/.test(roundId) ? BigInt(roundId) : undefined;
  if (id === undefined) throw new AppError('crash_bet_not_found');
  const result = await deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<
      BetRow & { phase: string; started_at: Date | null; crash_ms: number; elapsed: number | null }
    >`select b.*, r.phase, r.started_at, r.crash_ms,
        floor(extract(epoch from (clock_timestamp() - r.started_at)) * 1000)::int as elapsed
      from mq_bet b join crash_round r on r.id = b.round_id
      where b.round_id = ${id} and b.owner = ${session.owner} and b.status in ('open', 'settled', 'closed')
      for update of b`.execute(trx);
    const bet = rows[0];
    if (!bet) throw new AppError('crash_bet_not_found');
    if (bet.status !== 'open') {
      if (bet.cashout !== null) return { bet, replay: true, balance: undefined };
      throw new AppError('crash_busted');
    }
    if (bet.started_at === null || bet.elapsed === null || bet.phase === 'betting')
      throw new AppError('crash_not_running');
    if (bet.elapsed >= bet.crash_ms) throw new AppError('crash_busted');
    const reached = crashMultiplierAt(bet.elapsed, timing.growthPer10ms);
    // An auto cash-out target already passed pays the target (it came first).
    const multiplier = bet.auto_cashout !== null && bet.auto_cashout <= reached ? bet.auto_cashout : reached;
    const payout = payoutOf(bet.amount, multiplier * 100);
    const updated = (await trx
      .updateTable('mq_bet')
      .set({
        status: session.demo ? 'closed' : 'settled',
        cashout: multiplier,
        multiplier4: BigInt(multiplier * 100),
        payout,
        settled_at: new Date(),
        ...(session.demo ? { closed_at: new Date() } : {}),
      })
      .where('id', '=', bet.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as BetRow;
    const balance = session.demo ? await moveDemo(trx, session, payout) : undefined;
    return { bet: updated, replay: false, balance };
  });
  const bet = result.bet;
  let balance = result.balance;
  if (bet.status === 'settled') balance = await deliverWin(deps, bet);
  balance ??= session.demo
    ? await demoBalance(deps.db, session.demoId!)
    : await walletBalance(deps, session, 'crash');
  if (!result.replay)
    await publishCashouts(deps, session.brand, [bet], new Map([[bet.owner, session.username]]));
  return {
    roundId: id.toString(),
    betId: bet.id.toString(),
    multiplier: hundredths(bet.cashout!),
    payout: money(session.brand, bet.payout ?? 0n),
    balance: money(session.brand, balance),
  };
}

export async function publishCashouts(
  deps: EngineDeps,
  brand: Brand,
  bets: BetRow[],
  names: Map<string, string | null>,
) {
  for (const bet of bets) {
    await deps.bus
      .publish({
        t: 'crash',
        b: brand.config.code,
        type: 'cashout',
        roundId: bet.round_id!.toString(),
        o: bet.owner,
        demo: bet.demo_id !== null,
        player: playerName(names.get(bet.owner) ?? null),
        multiplier: hundredths(bet.cashout!),
        payout: money(brand, bet.payout ?? 0n),
      })
      .catch(deps.onError);
  }
}

/**
 * Cashes out every open bet of a round whose auto target is at most `upTo` (hundredths), at its target; demo
 * credits move in the same statement. Returns the bets (real ones then need their win delivered).
 */
export async function autoCashouts(db: Kysely<Database>, roundId: bigint, upTo: number): Promise<BetRow[]> {
  const { rows } = await sql<BetRow>`with s as (
      update mq_bet set status = case when demo_id is null then 'settled' else 'closed' end,
        cashout = auto_cashout, multiplier4 = auto_cashout::bigint * 100, payout = amount * auto_cashout / 100,
        settled_at = now(), closed_at = case when demo_id is null then null else now() end
      where round_id = ${roundId} and status = 'open' and auto_cashout <= ${upTo}
      returning *),
    d as (update mq_demo m set balance = m.balance + x.total
      from (select demo_id, sum(payout) as total from s where demo_id is not null group by demo_id) x
      where m.id = x.demo_id)
    select * from s`.execute(db);
  return rows;
}

/** Every bet still open in a crashed round has lost (payout 0). */
export async function settleLosses(db: Kysely<Database>, roundId?: bigint): Promise<BetRow[]> {
  const { rows } = await sql<BetRow>`update mq_bet b set
      status = case when b.demo_id is null then 'settled' else 'closed' end,
      payout = 0, multiplier4 = 0, settled_at = now(),
      closed_at = case when b.demo_id is null then null else now() end
    from crash_round r
    where r.id = b.round_id and b.status = 'open' and r.phase = 'crashed'
      and (${roundId ?? null}::bigint is null or b.round_id = ${roundId ?? null})
    returning b.*`.execute(db);
  return rows;
}

/** Delivers the wins (0 for losses) of settled real crash bets, a few at a time. */
export async function deliverWins(deps: EngineDeps, bets: BetRow[]) {
  const real = bets.filter((b) => b.account_id !== null && b.status === 'settled');
  for (let i = 0; i < real.length; i += 8) {
    await Promise.all(real.slice(i, i + 8).map((bet) => deliverWin(deps, bet)));
  }
}
