import { randomUUID } from 'node:crypto';
import { decide, FISH, type Outcome } from './engines';
import type { Rng } from './engines/random';
import { fixtures } from './engines/sports';
import type { RoundSummary, Session } from './sessions';
import type { Settlements } from './settlements';
import { type WalletClient, WalletUnreachable } from './wallet-client';

/**
 * One round of a session: validate the player's input, place the bet through the operator's wallet, decide the
 * outcome, pay the win (0 for a loss, which closes the round). Failures are the vendor's to clean up:
 * - the bet's answer never came (timeouts after retries): the bet is rolled back (same ids, until answered);
 * - the sandbox fails after an accepted bet (deciding the outcome): rolled back, the round refunded;
 * - the win's answer never came: the win is queued and re-sent until answered (the round shows it pending).
 */

export class RoundError extends Error {
  constructor(
    readonly code: 'bad_request' | 'insufficient' | 'expired' | 'failed' | 'limit' | 'disabled',
    readonly status = 400,
  ) {
    super(code);
  }
}

export interface RoundResult {
  round: string;
  stake: string;
  payout: string;
  status: 'settled' | 'refunded' | 'pending';
  balance: string | null;
  outcome: Outcome | null;
}

export interface RoundDeps {
  wallet: WalletClient;
  settlements: Settlements;
  rng: Rng;
  /** Test hook: a failure of the sandbox itself after the bet was accepted (it must roll the bet back). */
  failAfterBet?: () => boolean;
}

/** Stakes a screen offers: these multiples of the bet unit. */
export const STAKE_STEPS = [1, 2, 5, 10, 20, 50, 100, 500, 1000];
const MAX_UNITS = 1000n;

interface Bet {
  stake: bigint;
  fish?: number;
  bets?: { player: bigint; banker: bigint; tie: bigint };
  fixture?: number;
  pick?: number;
}

const integer = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined;

/** A stake in minor units: a whole number of bet units between the limits. */
function stakeOf(value: unknown, session: Session, min: bigint, max: bigint): bigint {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw new RoundError('bad_request');
  const stake = BigInt(value);
  if (stake < min || stake > max || stake % session.betUnit !== 0n) throw new RoundError('bad_request');
  return stake;
}

/** The player's input for the session's game, or bad_request. */
export function parseBet(session: Session, body: unknown): Bet {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new RoundError('bad_request');
  const input = body as Record<string, unknown>;
  const unit = session.betUnit;
  const max = unit * MAX_UNITS;
  switch (session.game.kind) {
    case 'slot':
      return { stake: stakeOf(input.stake, session, unit, max) };
    case 'fish': {
      const fish = integer(input.fish, FISH.length - 1);
      if (fish === undefined) throw new RoundError('bad_request');
      return { stake: stakeOf(input.stake, session, unit, max), fish };
    }
    case 'baccarat': {
      const bets = input.bets as Record<string, unknown> | undefined;
      if (typeof bets !== 'object' || bets === null) throw new RoundError('bad_request');
      const amount = (key: string) =>
        bets[key] === undefined || bets[key] === '0' ? 0n : stakeOf(bets[key], session, unit, max);
      const split = { player: amount('player'), banker: amount('banker'), tie: amount('tie') };
      const stake = split.player + split.banker + split.tie;
      if (stake === 0n || stake > max) throw new RoundError('bad_request');
      return { stake, bets: split };
    }
    case 'pvp': {
      const room = session.game.rooms.find((r) => r.tier === input.room);
      if (!room) throw new RoundError('bad_request');
      return { stake: stakeOf(input.stake, session, room.min, room.max) };
    }
    case 'sports': {
      const fixture = integer(input.fixture, 20);
      const pick = integer(input.pick, 2);
      const known = fixture === undefined ? undefined : session.table.fixtures?.[fixture];
      if (!known || pick === undefined || !known.selections[pick]) throw new RoundError('bad_request');
      return { stake: stakeOf(input.stake, session, unit, max), fixture, pick };
    }
  }
}

const format = (session: Session, minor: bigint | number) => {
  const value = BigInt(minor);
  const digits = session.currency.minorUnits;
  if (digits === 0) return value.toString();
  const scale = 10n ** BigInt(digits);
  return `${value / scale}.${(value % scale).toString().padStart(digits, '0')}`;
};

function remember(session: Session, summary: RoundSummary) {
  session.history.unshift(summary);
  if (session.history.length > 20) session.history.pop();
}

function refusal(status: string): RoundError {
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return new RoundError('insufficient', 409);
    case 'RS_ERROR_TOKEN_EXPIRED':
    case 'RS_ERROR_INVALID_TOKEN':
      return new RoundError('expired', 401);
    case 'RS_ERROR_LIMIT_REACHED':
      return new RoundError('limit', 409);
    case 'RS_ERROR_USER_DISABLED':
      return new RoundError('disabled', 403);
    default:
      return new RoundError('failed', 502);
  }
}

/** After a sports round the settled fixture is replaced by a new one. */
function nextFixture(session: Session, deps: RoundDeps, index: number) {
  if (session.game.kind !== 'sports' || !session.game.sport || !session.table.fixtures) return;
  const [fresh] = fixtures(session.game.sport, deps.rng, 1);
  session.table.fixtures[index] = { ...fresh!, id: index };
}

export async function playRound(deps: RoundDeps, session: Session, body: unknown): Promise<RoundResult> {
  const bet = parseBet(session, body);
  const round = `${session.vendor}-${randomUUID()}`;
  if (!session.player) {
    if (session.demoBalance < bet.stake) throw new RoundError('insufficient', 409);
    const outcome = decide(
      session.game.kind,
      session.game.sport,
      session.game.code,
      bet,
      session.table,
      deps.rng,
    );
    session.demoBalance += outcome.payout - bet.stake;
    if (bet.fixture !== undefined) nextFixture(session, deps, bet.fixture);
    const result = { stake: format(session, bet.stake), payout: format(session, outcome.payout) };
    remember(session, { round, at: Date.now(), ...result, status: 'settled' });
    return { round, ...result, status: 'settled', balance: format(session, session.demoBalance), outcome };
  }
  const player = session.player;
  const call = { betUuid: `${round}:b`, gameCode: session.game.code, round };
  const refund = async (): Promise<RoundResult> => {
    try {
      await deps.wallet.rollback(player, call);
    } catch (error) {
      if (!(error instanceof WalletUnreachable)) throw error;
      deps.settlements.add({ kind: 'rollback', player, ...call, amount: 0n });
    }
    const summary = {
      round,
      at: Date.now(),
      stake: format(session, bet.stake),
      payout: format(session, 0),
      status: 'refunded' as const,
    };
    remember(session, summary);
    const balance = await deps.wallet.balance(player, session.game.code).catch(() => undefined);
    return {
      ...summary,
      balance: balance?.balance === undefined ? null : format(session, balance.balance),
      outcome: null,
    };
  };

  let placed: Awaited<ReturnType<WalletClient['bet']>>;
  try {
    placed = await deps.wallet.bet(player, {
      uuid: call.betUuid,
      gameCode: call.gameCode,
      round,
      amount: bet.stake,
    });
  } catch (error) {
    if (error instanceof WalletUnreachable) return refund();
    throw error;
  }
  if (placed.status !== 'RS_OK') throw refusal(placed.status);

  let outcome: Outcome;
  try {
    if (deps.failAfterBet?.()) throw new Error('injected sandbox failure after the bet');
    outcome = decide(session.game.kind, session.game.sport, session.game.code, bet, session.table, deps.rng);
  } catch {
    return refund();
  }
  if (bet.fixture !== undefined) nextFixture(session, deps, bet.fixture);

  let status: RoundResult['status'] = 'settled';
  let balance: number | undefined;
  try {
    const paid = await deps.wallet.win(player, { ...call, amount: outcome.payout });
    if (paid.status === 'RS_OK') balance = paid.balance;
    else {
      status = 'pending';
      deps.settlements.add({ kind: 'win', player, ...call, amount: outcome.payout });
    }
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    status = 'pending';
    deps.settlements.add({ kind: 'win', player, ...call, amount: outcome.payout });
  }
  const result = { stake: format(session, bet.stake), payout: format(session, outcome.payout) };
  remember(session, { round, at: Date.now(), ...result, status });
  return {
    round,
    ...result,
    status,
    balance: balance === undefined ? null : format(session, balance),
    outcome,
  };
}
