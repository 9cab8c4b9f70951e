import type { InstantBet, InstantOutcome, MinesBoard } from '@/core/api/originals';
import { fairFloats } from '@/core/fairness';
import { HOUSE_EDGE_BP, type OriginalGame } from '@/core/originals-config';
import { MINES_TILES, minePositions, minesMultiplier4, payoutOf } from '@/core/originals-games';
import { AppError } from '@/server/errors';
import {
  type BetRow,
  betUuid,
  deliverWin,
  demoBalance,
  type EngineDeps,
  findBet,
  insertBet,
  insertDemoBet,
  isUniqueViolation,
  money,
  moveDemo,
  multiplierText,
  nodeIdOf,
  placeBet,
  requestIdOf,
  sameRequest,
  stakeOf,
  walletBalance,
} from './engine';
import type { GameSession } from './game-session';
import { type InstantGame, type Params, parseParams, playInstant } from './play';
import { takeNonce } from './seeds';

/** Bets of the instant games (dice, limbo, plinko, slots) and Mines (docs/originals-api.md). */

export interface BetInput {
  amount?: unknown;
  params?: unknown;
  requestId?: unknown;
}

const seedOf = (row: { server_seed: string; client_seed: string; nonce: number }) =>
  fairFloats({ serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce });

async function balanceNow(deps: EngineDeps, session: GameSession, game: OriginalGame) {
  return session.demo ? demoBalance(deps.db, session.demoId!) : walletBalance(deps, session, game);
}

/** The answer of an instant bet. */
function instantAnswer(session: GameSession, bet: BetRow, requestId: string, balance: bigint): InstantBet {
  const outcome = (bet.outcome ?? {}) as Record<string, unknown>;
  const payout = bet.payout ?? 0n;
  const { clientSeed, serverSeedHash, ...rest } = outcome;
  return {
    betId: bet.id.toString(),
    requestId,
    game: bet.game as OriginalGame,
    demo: session.demo,
    amount: money(session.brand, bet.amount),
    // An instant bet is played (nonce, multiplier) before its row is written.
    multiplier: multiplierText(bet.multiplier4)!,
    payout: money(session.brand, payout),
    profit: money(session.brand, payout - bet.amount),
    outcome: rest as InstantOutcome,
    nonce: bet.nonce!,
    clientSeed: clientSeed as string,
    serverSeedHash: serverSeedHash as string,
    balance: money(session.brand, balance),
    createdAt: bet.created_at.toISOString(),
  };
}

export async function betInstant(deps: EngineDeps, session: GameSession, game: InstantGame, input: BetInput) {
  const amount = stakeOf(session, input.amount);
  const params = parseParams(game, input.params);
  const requestId = requestIdOf(input.requestId);
  const uuid = betUuid(session, requestId);
  const existing = await findBet(deps.db, uuid);
  if (existing) {
    sameRequest(existing, game, amount, params);
    return instantAnswer(session, existing, requestId, await balanceNow(deps, session, game));
  }
  const seed = await takeNonce(deps.db, session.owner);
  const { multiplier4, outcome } = playInstant(game, params, seedOf(seed));
  const payout = payoutOf(amount, multiplier4);
  const row = {
    uuid,
    brand_code: session.brand.config.code,
    owner: session.owner,
    account_id: session.accountId,
    demo_id: session.demoId,
    game,
    node_id: await nodeIdOf(deps, game),
    currency: session.currency,
    amount,
    params,
    seed_id: seed.id,
    nonce: seed.nonce,
    outcome: { ...outcome, clientSeed: seed.client_seed, serverSeedHash: seed.server_seed_hash },
    multiplier4: BigInt(multiplier4),
    payout,
    round_id: null,
    auto_cashout: null,
  };
  if (session.demo) {
    const result = await insertDemoBet(
      deps.db,
      session,
      { ...row, status: 'closed' },
      amount,
      payout - amount,
    );
    if (!result) return betInstant(deps, session, game, input);
    return instantAnswer(session, result.bet, requestId, result.balance);
  }
  const bet = await insertBet(deps.db, { ...row, status: 'pending' });
  if (!bet) return betInstant(deps, session, game, input);
  // A loss closes the round with the bet itself; a win follows as its own protocol call.
  const afterBet = await placeBet(deps, session, bet, {
    status: payout > 0n ? 'settled' : 'closed',
    roundClosed: payout === 0n,
  });
  let balance = afterBet;
  if (payout > 0n) balance = (await deliverWin(deps, { ...bet, status: 'settled' })) ?? afterBet + payout;
  return instantAnswer(session, { ...bet, status: 'closed' }, requestId, balance);
}

// ---- Mines --------------------------------------------------------------------------------------------------

interface MinesOutcome {
  mines: number[];
  revealed: number[];
  hit?: number;
  clientSeed: string;
  serverSeedHash: string;
}

/** The board as the player may see it: mine positions only once the round is over. */
export function minesState(session: GameSession, bet: BetRow, balance?: bigint): MinesBoard {
  const outcome = bet.outcome as unknown as MinesOutcome;
  const count = Number(bet.params.mines);
  const revealed = outcome.revealed;
  const over = bet.status !== 'open' && bet.status !== 'pending';
  const busted = over && outcome.hit !== undefined;
  const edge = HOUSE_EDGE_BP.mines;
  return {
    roundId: bet.id.toString(),
    betId: bet.id.toString(),
    game: 'mines',
    demo: session.demo,
    amount: money(session.brand, bet.amount),
    mines: count,
    revealed,
    status: over ? (busted ? 'busted' : 'cashed') : 'open',
    multiplier: multiplierText(
      over ? (bet.multiplier4 ?? 0n) : minesMultiplier4(count, revealed.length, edge),
    )!,
    nextMultiplier:
      over || revealed.length >= MINES_TILES - count
        ? null
        : multiplierText(minesMultiplier4(count, revealed.length + 1, edge)),
    payout: over ? money(session.brand, bet.payout ?? 0n) : null,
    minePositions: over ? outcome.mines : null,
    hit: outcome.hit ?? null,
    // A board's mines come from a nonce taken before its row is written.
    nonce: bet.nonce!,
    clientSeed: outcome.clientSeed,
    serverSeedHash: outcome.serverSeedHash,
    ...(balance === undefined ? {} : { balance: money(session.brand, balance) }),
    createdAt: bet.created_at.toISOString(),
  };
}

export async function openMinesRound(deps: EngineDeps, session: GameSession) {
  return (await deps.db
    .selectFrom('mq_bet')
    .selectAll()
    .where('owner', '=', session.owner)
    .where('game', '=', 'mines')
    .where('status', '=', 'open')
    .executeTakeFirst()) as BetRow | undefined;
}

export async function betMines(deps: EngineDeps, session: GameSession, input: BetInput) {
  const amount = stakeOf(session, input.amount);
  const params: Params = parseParams('mines', input.params);
  const requestId = requestIdOf(input.requestId);
  const uuid = betUuid(session, requestId);
  const existing = await findBet(deps.db, uuid);
  if (existing) {
    sameRequest(existing, 'mines', amount, params);
    return minesState(session, existing, await balanceNow(deps, session, 'mines'));
  }
  if (await openMinesRound(deps, session)) throw new AppError('mines_round_open');
  const seed = await takeNonce(deps.db, session.owner);
  const mines = minePositions(seedOf(seed), params.mines as number);
  const row = {
    uuid,
    brand_code: session.brand.config.code,
    owner: session.owner,
    account_id: session.accountId,
    demo_id: session.demoId,
    game: 'mines',
    node_id: await nodeIdOf(deps, 'mines'),
    currency: session.currency,
    amount,
    params,
    seed_id: seed.id,
    nonce: seed.nonce,
    outcome: { mines, revealed: [], clientSeed: seed.client_seed, serverSeedHash: seed.server_seed_hash },
    multiplier4: null,
    payout: null,
    round_id: null,
    auto_cashout: null,
  };
  try {
    if (session.demo) {
      const result = await deps.db.transaction().execute(async (trx) => {
        const bet = await insertBet(trx, { ...row, status: 'open' });
        if (!bet) return undefined;
        return { bet, balance: await moveDemo(trx, session, -amount) };
      });
      if (!result) return betMines(deps, session, input);
      return minesState(session, result.bet, result.balance);
    }
    const bet = await insertBet(deps.db, { ...row, status: 'pending' });
    if (!bet) return betMines(deps, session, input);
    const balance = await placeBet(deps, session, bet, { status: 'open', roundClosed: false });
    return minesState(session, { ...bet, status: 'open' }, balance);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('mines_round_open');
    throw error;
  }
}

export async function revealMines(deps: EngineDeps, session: GameSession, roundId: unknown, tile: unknown) {
  if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES)
    throw new AppError('bet_params_invalid', { field: 'tile' });
  return finishMines(deps, session, roundId, (bet, outcome) => {
    if (outcome.revealed.includes(tile)) throw new AppError('mines_tile_revealed');
    outcome.revealed.push(tile);
    if (outcome.mines.includes(tile)) {
      outcome.hit = tile;
      return { over: true, multiplier4: 0 };
    }
    const count = Number(bet.params.mines);
    const cleared = outcome.revealed.length >= MINES_TILES - count;
    return {
      over: cleared,
      multiplier4: minesMultiplier4(count, outcome.revealed.length, HOUSE_EDGE_BP.mines),
    };
  });
}

export async function cashoutMines(deps: EngineDeps, session: GameSession, roundId: unknown) {
  return finishMines(deps, session, roundId, (bet, outcome) => {
    if (outcome.revealed.length === 0) throw new AppError('mines_no_reveal');
    return {
      over: true,
      multiplier4: minesMultiplier4(Number(bet.params.mines), outcome.revealed.length, HOUSE_EDGE_BP.mines),
    };
  });
}

/** Applies a move to the open board in one transaction; a finished round is settled (and its win delivered). */
async function finishMines(
  deps: EngineDeps,
  session: GameSession,
  roundId: unknown,
  move: (bet: BetRow, outcome: MinesOutcome) => { over: boolean; multiplier4: number },
) {
  const id = typeof roundId === 'string' && /^\d{1,18}$/.test(roundId) ? BigInt(roundId) : undefined;
  if (id === undefined) throw new AppError('mines_round_not_found');
  const result = await deps.db.transaction().execute(async (trx) => {
    const bet = (await trx
      .selectFrom('mq_bet')
      .selectAll()
      .where('id', '=', id)
      .where('owner', '=', session.owner)
      .where('game', '=', 'mines')
      .forUpdate()
      .executeTakeFirst()) as BetRow | undefined;
    if (bet?.status !== 'open') throw new AppError('mines_round_not_found');
    const outcome = structuredClone(bet.outcome) as unknown as MinesOutcome;
    const { over, multiplier4 } = move(bet, outcome);
    const payout = over ? payoutOf(bet.amount, multiplier4) : null;
    const status = over ? (session.demo ? 'closed' : 'settled') : 'open';
    const updated = (await trx
      .updateTable('mq_bet')
      .set({
        outcome: JSON.stringify(outcome),
        status,
        ...(over ? { multiplier4: BigInt(multiplier4), payout, settled_at: new Date() } : {}),
        ...(over && session.demo ? { closed_at: new Date() } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as BetRow;
    const balance = over && session.demo && payout! > 0n ? await moveDemo(trx, session, payout!) : undefined;
    return { bet: updated, balance };
  });
  let balance = result.balance;
  if (result.bet.status === 'settled') balance = await deliverWin(deps, result.bet);
  if (balance === undefined && result.bet.status !== 'open')
    balance = await balanceNow(deps, session, 'mines');
  return minesState(
    session,
    { ...result.bet, status: result.bet.status === 'open' ? 'open' : 'closed' },
    balance,
  );
}
