import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import { sha256Hex } from '@/core/fairness';
import { type BetType, hitsOf, payoutOf } from '@/core/lottery/bets';
import { drawClientSeed, drawResult, type LotteryFormat } from '@/core/lottery/formats';
import { drawNoOf, nextDrawAt } from '@/core/lottery/games';
import type { ServiceContext } from '@/server/context';
import type { Database, LotteryBetStatus } from '@/server/db/database';
import { enqueue, RunJobAt } from '@/server/jobs/queue';
import type { GamesService } from '../games/games.service';
import { RS } from '../vendor/protocol';
import { type LotteryGame, type LotteryOptions, lotteryGamesOf } from './lottery.games';
import type { LotteryBetTable, LotteryDrawTable } from './lottery.tables';
import type { LotteryWallet } from './lottery-wallet';

/**
 * The draw engine (docs/lottery.md "Draws"): draws are opened ahead of time with a committed server seed, each
 * one queued as its own job (`lottery.draw`, dedupe key `lottery:draw:<id>`, run at the draw time), so with N
 * instances a draw runs exactly once, and a draw whose time passed while every instance was down runs on the next
 * start — late, with the seed committed when betting opened. Settling pays wins (refunds for a void draw) through
 * the seamless wallet; a failed wallet call fails the job, which retries with backoff until every bet is closed.
 */

export const DRAW_JOB = 'lottery.draw';
export const TICK_JOB = 'lottery.tick';

/** The lottery's lasting parts (built once by the plugin): the context's database and the lottery's own. */
export type LotteryDeps = Pick<ServiceContext, 'db'> & {
  wallet: LotteryWallet;
  games: GamesService;
  options: LotteryOptions;
  onError: (error: unknown) => void;
};

export async function lotteryGames(deps: LotteryDeps): Promise<Map<string, LotteryGame>> {
  return lotteryGamesOf(await deps.games.catalogue(), deps.options);
}

export type DrawRow = Pick<
  Selectable<LotteryDrawTable>,
  | 'id'
  | 'game_code'
  | 'vendor_code'
  | 'format'
  | 'draw_no'
  | 'draw_at'
  | 'close_at'
  | 'server_seed'
  | 'server_seed_hash'
  | 'client_seed'
  | 'status'
  | 'result'
  | 'void_reason'
  | 'drawn_at'
  | 'settled_at'
>;

/**
 * Opens the coming draws of every lottery game: the next draw and the first one still taking bets (they differ
 * during a cut-off), each with a fresh server seed whose SHA-256 is its published commitment. Idempotent across
 * instances (unique game and time: the first insert's seed is the one committed). Due draws without a job get one.
 */
export async function openDraws(deps: LotteryDeps, now = Date.now()): Promise<number> {
  const games = await lotteryGames(deps);
  const rows: {
    game_code: string;
    vendor_code: string;
    format: string;
    draw_no: string;
    draw_at: Date;
    close_at: Date;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
  }[] = [];
  for (const { game, def } of games.values()) {
    const cutoff = def.cutoffSeconds * 1000;
    const times = new Set([nextDrawAt(def.schedule, now), nextDrawAt(def.schedule, now + cutoff)]);
    for (const at of times) {
      const seed = randomBytes(32).toString('hex');
      const drawNo = drawNoOf(def.schedule, at);
      rows.push({
        game_code: game.gameCode,
        vendor_code: game.vendor.code,
        format: def.format,
        draw_no: drawNo,
        draw_at: new Date(at),
        close_at: new Date(at - cutoff),
        server_seed: seed,
        server_seed_hash: sha256Hex(seed),
        client_seed: drawClientSeed(game.gameCode, drawNo),
      });
    }
  }
  const existing = await deps.db
    .selectFrom('lottery_draw')
    .select(['game_code', 'draw_at'])
    .where('draw_at', '>', new Date(now))
    .execute();
  const have = new Set(existing.map((d) => `${d.game_code}@${d.draw_at.getTime()}`));
  const missing = rows.filter((r) => !have.has(`${r.game_code}@${r.draw_at.getTime()}`));
  const created =
    missing.length === 0
      ? 0
      : await deps.db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('lottery_draw')
            .values(missing)
            .onConflict((oc) => oc.columns(['game_code', 'draw_at']).doNothing())
            .returning(['id', 'draw_at'])
            .execute();
          for (const draw of inserted) await enqueueDraw(trx, draw);
          return inserted.length;
        });
  // Belt and braces: an open draw that is due always has its job (a no-op when it exists).
  const due = await deps.db
    .selectFrom('lottery_draw')
    .select(['id', 'draw_at'])
    .where('status', '=', 'open')
    .where('draw_at', '<=', new Date(now))
    .execute();
  for (const draw of due) await enqueueDraw(deps.db, draw);
  return created;
}

function enqueueDraw(db: Kysely<Database>, draw: { id: bigint; draw_at: Date }) {
  return enqueue(db, {
    kind: DRAW_JOB,
    payload: { drawId: String(draw.id) },
    runAt: draw.draw_at,
    dedupeKey: `lottery:draw:${draw.id}`,
  });
}

export async function findDraw(db: Kysely<Database>, id: bigint): Promise<DrawRow | undefined> {
  return (await db.selectFrom('lottery_draw').selectAll().where('id', '=', id).executeTakeFirst()) as
    | DrawRow
    | undefined;
}

/**
 * Runs one draw (the job's handler): not before its time; voided when its game or vendor is under maintenance;
 * else the result from its committed seed. Then settles it. A draw already drawn only settles what is left.
 */
export async function runDraw(
  deps: LotteryDeps,
  drawId: bigint,
  now = new Date(),
  signal?: AbortSignal,
): Promise<void> {
  const draw = await findDraw(deps.db, drawId);
  if (!draw) return;
  if (draw.status === 'open') {
    if (draw.draw_at.getTime() > now.getTime()) throw new RunJobAt(draw.draw_at);
    const lottery = (await lotteryGames(deps)).get(draw.game_code);
    const maintenance = !lottery || lottery.game.maintenance || lottery.game.vendor.maintenance;
    if (maintenance) {
      await voidDraw(deps, drawId, 'maintenance');
      return;
    }
    const result = drawResult(draw.format as LotteryFormat, draw.server_seed, draw.client_seed);
    await deps.db
      .updateTable('lottery_draw')
      .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: sql<Date>`now()` })
      .where('id', '=', drawId)
      .where('status', '=', 'open')
      .execute();
  }
  await settleDraw(deps, drawId, signal);
}

/** Voids an open draw (its bets are refunded); false when it was drawn already. */
export async function voidDraw(deps: LotteryDeps, drawId: bigint, reason: string): Promise<boolean> {
  const voided = await deps.db
    .updateTable('lottery_draw')
    .set({ status: 'void', void_reason: reason.slice(0, 200), drawn_at: sql<Date>`now()` })
    .where('id', '=', drawId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  await settleDraw(deps, drawId);
  return voided.numUpdatedRows > 0n;
}

type BetRow = Pick<
  Selectable<LotteryBetTable>,
  | 'id'
  | 'uuid'
  | 'account_id'
  | 'game_code'
  | 'vendor_code'
  | 'bet_type'
  | 'numbers'
  | 'odds'
  | 'currency'
  | 'amount'
  | 'payout'
  | 'status'
>;

const betsOf = (db: Kysely<Database>, drawId: bigint, statuses: LotteryBetStatus[]) =>
  db
    .selectFrom('lottery_bet')
    .select([
      'id',
      'uuid',
      'account_id',
      'game_code',
      'vendor_code',
      'bet_type',
      'numbers',
      'odds',
      'currency',
      'amount',
      'payout',
      'status',
    ])
    .where('draw_id', '=', drawId)
    .where('status', 'in', statuses)
    .orderBy('id')
    .execute() as Promise<BetRow[]>;

const setStatus = (db: Kysely<Database>, id: bigint, from: LotteryBetStatus, to: LotteryBetStatus) =>
  db
    .updateTable('lottery_bet')
    .set({ status: to, closed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();

/**
 * Settles a drawn or void draw; each step is idempotent (the wallet answers a retried uuid with its first answer):
 * pending bets (no definite answer to their protocol bet) are rolled back; on a drawn draw placed bets get their
 * payout and the win (0 for a loss) is delivered; on a void draw placed bets are refunded by a rollback. `signal`
 * (the job runner's stop) is checked between bets: the next run settles what is left.
 */
export async function settleDraw(deps: LotteryDeps, drawId: bigint, signal?: AbortSignal): Promise<void> {
  const draw = await findDraw(deps.db, drawId);
  if (!draw || draw.status === 'open') return;
  let failures = 0;
  const refund = async (bet: BetRow, to: LotteryBetStatus) => {
    signal?.throwIfAborted();
    try {
      const answer = await deps.wallet.rollback(bet.vendor_code, player(bet), walletBet(bet, drawId));
      if (answer.status === RS.OK || answer.status === RS.TRANSACTION_DOES_NOT_EXIST)
        await setStatus(deps.db, bet.id, bet.status, to);
      else failures += 1;
    } catch (error) {
      deps.onError(error);
      failures += 1;
    }
  };
  for (const bet of await betsOf(deps.db, drawId, ['pending'])) await refund(bet, 'rolled_back');
  if (draw.status === 'void') {
    for (const bet of await betsOf(deps.db, drawId, ['placed'])) await refund(bet, 'refunded');
  } else {
    const result = draw.result!;
    for (const bet of await betsOf(deps.db, drawId, ['placed'])) {
      signal?.throwIfAborted();
      const hits = hitsOf(draw.format as LotteryFormat, result, bet.bet_type as BetType, bet.numbers);
      const payout = payoutOf(bet.amount, bet.odds, hits);
      await deps.db
        .updateTable('lottery_bet')
        .set({ status: 'settled', payout, hits: JSON.stringify(hits), settled_at: sql<Date>`now()` })
        .where('id', '=', bet.id)
        .where('status', '=', 'placed')
        .execute();
    }
    for (const bet of await betsOf(deps.db, drawId, ['settled'])) {
      signal?.throwIfAborted();
      try {
        const answer = await deps.wallet.win(bet.vendor_code, player(bet), {
          ...walletBet(bet, drawId),
          payout: bet.payout ?? 0n,
        });
        if (answer.status === RS.OK) await setStatus(deps.db, bet.id, 'settled', 'closed');
        else failures += 1;
      } catch (error) {
        deps.onError(error);
        failures += 1;
      }
    }
  }
  if (failures > 0) throw new Error(`lottery draw ${drawId}: ${failures} wallet call(s) failed, retrying`);
  await deps.db
    .updateTable('lottery_draw')
    .set({ settled_at: sql<Date>`now()` })
    .where('id', '=', drawId)
    .where('settled_at', 'is', null)
    .execute();
}

const player = (bet: BetRow) => ({ accountId: bet.account_id, currency: bet.currency });
const walletBet = (bet: BetRow, drawId: bigint) => ({
  uuid: bet.uuid,
  gameCode: bet.game_code,
  drawId,
  amount: bet.amount,
});
