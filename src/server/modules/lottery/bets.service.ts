import { type Kysely, sql } from 'kysely';
import {
  BET_TYPES_OF,
  isBetType,
  isPrizeMode,
  lotteryLimitsOf,
  MODES_OF,
  normalizeNumbers,
  oddsOf,
  PICK,
} from '@/core/lottery/bets';
import type { LotteryFormat } from '@/core/lottery/formats';
import { moneyParam } from '@/core/message-params';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';
import { amountFrom } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import type { BrandView } from '../games/catalogue-index';
import { betRefusalError, DEFINITE_BET_STATUSES, refusalError } from '../originals/mq-client';
import { RS, type RsStatus } from '../vendor/protocol';
import { createWalletSession } from '../vendor/wallet-sessions';
import { type LotteryDeps, lotteryGames } from './draws.service';

/**
 * Placing a lottery bet (docs/lottery.md "Betting"): everything is checked before anything is written — the game
 * of the brand, maintenance, prize mode, bet type, numbers, stake limits, the draw still taking bets — then the
 * vendor's bet row (pending) and the protocol bet through the seamless wallet with a wallet session of the
 * vendor. A definite refusal marks the row refused; an unknown outcome is rolled back at once (and again by the
 * draw's settlement if that fails).
 */

export interface BetInput {
  gameCode?: unknown;
  drawId?: unknown;
  prizeMode?: unknown;
  betType?: unknown;
  numbers?: unknown;
  amount?: unknown;
  requestId?: unknown;
}

export type BetContext = Pick<ServiceContext, 'brand' | 'secret'> & { view: BrandView; accountId: bigint };

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

export async function placeLotteryBet(deps: LotteryDeps, ctx: BetContext, input: BetInput) {
  const { brand } = ctx;
  const currency = brand.config.currency.code;
  if (typeof input.requestId !== 'string' || !REQUEST_ID.test(input.requestId))
    throw new AppError('invalid_request', { field: 'requestId', detail: '8–64 of A-Z a-z 0-9 _ . : -' });
  const lottery =
    typeof input.gameCode === 'string' ? (await lotteryGames(deps)).get(input.gameCode) : undefined;
  if (!lottery || !ctx.view.isVisible(lottery.game)) throw new AppError('game_not_found');
  if (lottery.game.maintenance || lottery.game.vendor.maintenance) throw new AppError('game_maintenance');
  const format = lottery.def.format as LotteryFormat;
  const prizeMode = input.prizeMode;
  if (
    !isPrizeMode(prizeMode) ||
    !brand.config.lottery.prizeModes.includes(prizeMode) ||
    !MODES_OF[format].includes(prizeMode)
  )
    throw new AppError('lottery_prize_mode_invalid');
  const betType = input.betType;
  if (!isBetType(betType) || !BET_TYPES_OF[format].includes(betType))
    throw new AppError('lottery_bet_type_invalid');
  const numbers = normalizeNumbers(betType, input.numbers);
  if (!numbers) {
    const { count, digits } = PICK[betType];
    throw new AppError('lottery_numbers_invalid', {
      detail: `${count} × ${digits} digits (${'0'.repeat(digits)}–${'9'.repeat(digits)})`,
    });
  }
  const limits = lotteryLimitsOf(currency);
  const amount = amountFrom({ db: undefined as never, secret: Buffer.alloc(0), brand }, input.amount, limits);
  const odds = oddsOf(format, prizeMode, betType)!;
  let drawId: bigint | undefined;
  if (input.drawId !== undefined) {
    if (typeof input.drawId !== 'string' || !/^\d{1,18}$/.test(input.drawId))
      throw new AppError('invalid_request', { field: 'drawId', detail: 'a draw id' });
    drawId = BigInt(input.drawId);
  }
  const uuid = `lot:${ctx.accountId}:${input.requestId}`;
  const gameCode = lottery.game.gameCode;
  // The bet row, only while its draw takes bets (decided by the database clock, in one statement).
  const { rows } = await sql<{ id: bigint; draw_id: bigint }>`
    insert into lottery_bet (uuid, brand_code, account_id, draw_id, game_code, vendor_code, prize_mode, bet_type,
      numbers, odds, currency, amount, status)
    select ${uuid}, ${brand.config.code}, ${ctx.accountId}, d.id, d.game_code, d.vendor_code, ${prizeMode},
      ${betType}, ${JSON.stringify(numbers)}::jsonb, ${JSON.stringify(odds)}::jsonb, ${currency}, ${amount},
      'pending'
    from lottery_draw d
    where d.game_code = ${gameCode} and d.status = 'open' and d.close_at > now()
      and (${drawId ?? null}::bigint is null or d.id = ${drawId ?? null}::bigint)
    order by d.draw_at limit 1
    on conflict (uuid) do nothing
    returning id, draw_id`.execute(deps.db);
  const row = rows[0];
  if (!row) {
    const existing = await findBetByUuid(deps.db, uuid);
    if (!existing) throw new AppError('lottery_betting_closed');
    const same =
      existing.game_code === gameCode &&
      existing.bet_type === betType &&
      existing.amount === amount &&
      JSON.stringify(existing.numbers) === JSON.stringify(numbers);
    if (!same) throw new AppError('idempotency_conflict');
    if (existing.status === 'refused')
      throw refusalError((existing.error ?? RS.UNKNOWN) as RsStatus, {
        status: RS.UNKNOWN,
        request_uuid: '',
      });
    if (existing.status === 'pending' || existing.status === 'rolled_back') throw new AppError('bet_failed');
    return { betId: existing.id, drawId: existing.draw_id, balance: null as bigint | null };
  }
  const { token } = await createWalletSession(deps.db, ctx.secret, {
    vendor: lottery.game.vendor.code,
    brand: brand.config.code,
    accountId: ctx.accountId,
    gameCode,
    currency,
  });
  const player = { accountId: ctx.accountId, currency };
  const bet = { uuid, gameCode, drawId: row.draw_id, amount };
  const vendor = lottery.game.vendor.code;
  let status: RsStatus = RS.UNKNOWN;
  let answer: Awaited<ReturnType<typeof deps.wallet.bet>> | undefined;
  try {
    answer = await deps.wallet.bet(vendor, player, token, bet);
    status = answer.status;
  } catch (error) {
    deps.onError(error);
  }
  if (status === RS.OK) {
    await setBetStatus(deps.db, row.id, 'placed');
    return {
      betId: row.id,
      drawId: row.draw_id,
      balance: answer?.balance === undefined ? null : BigInt(answer.balance),
    };
  }
  if (answer && DEFINITE_BET_STATUSES.has(status) && status !== RS.DUPLICATE_TRANSACTION) {
    await setBetStatus(deps.db, row.id, 'refused', status);
    const who = { accountId: ctx.accountId, brandCode: brand.config.code, amount };
    throw await betRefusalError(deps.db, who, status, answer, (minor) =>
      moneyParam(minor, brand.config.currency),
    );
  }
  try {
    const rollback = await deps.wallet.rollback(vendor, player, bet);
    if (rollback.status === RS.OK || rollback.status === RS.TRANSACTION_DOES_NOT_EXIST)
      await setBetStatus(deps.db, row.id, 'rolled_back', status);
  } catch (error) {
    deps.onError(error);
  }
  throw new AppError('bet_failed');
}

function setBetStatus(
  db: Kysely<Database>,
  id: bigint,
  status: 'placed' | 'refused' | 'rolled_back',
  error: string | null = null,
) {
  return db
    .updateTable('lottery_bet')
    .set({ status, error, ...(status === 'placed' ? {} : { closed_at: sql<Date>`now()` }) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export function findBetByUuid(db: Kysely<Database>, uuid: string) {
  return db.selectFrom('lottery_bet').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}
