import type { Kysely } from 'kysely';
import type { LotteryRoute } from '@/core/api/lottery';
import type { Brand } from '@/core/brand';
import {
  BET_TYPES_OF,
  type BetType,
  lotteryLimitsOf,
  MODES_OF,
  oddsOf,
  PICK,
  type PrizeMode,
} from '@/core/lottery/bets';
import type { LotteryFormat } from '@/core/lottery/formats';
import { lobbyPrizeMode } from '@/core/lottery/games';
import { formatAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import type { BrandView } from '../games/catalogue-index';
import type { DrawRow } from './draws.service';
import { brandLotteryGames, type LotteryGame } from './lottery.games';

/** Read side of the lottery (docs/lottery.md "Calls"): menus, next draws, opened numbers, the player's bets. */

export type QueryContext = Pick<ServiceContext, 'db' | 'brand' | 'language'> & {
  view: BrandView;
  games: Map<string, LotteryGame>;
};

const money = (brand: Brand, minor: bigint | null) =>
  minor === null ? null : formatAmount(minor, brand.config.currency.minorUnits);

/** The lottery route of a game (spec §4 "Launching a game"). */
export const routeOf = (g: LotteryGame): LotteryRoute =>
  g.game.gameType === 'LOTT' ? '/lottery' : g.def.format === 'sea-4d' ? '/seaLottery' : '/vnLottery';

/** Spec §4: the brand's lobby prize mode, ELOTT when its e-lottery vendor has the Vietnam lottery or a LOTT card. */
export function defaultPrizeMode(ctx: Pick<QueryContext, 'view' | 'games' | 'brand'>): PrizeMode {
  const eLottery = brandLotteryGames(ctx.games, ctx.view).filter((g) => g.game.gameType === 'ELOTT');
  const rule = lobbyPrizeMode(
    eLottery.map((g) => ({ vietnam: g.def.format !== 'sea-4d', lottCard: g.game.classifyKey === 'LOTT' })),
  );
  const modes = ctx.brand.config.lottery.prizeModes;
  return modes.includes(rule) ? rule : (modes[0] ?? 'LOTT');
}

function drawView(draw: DrawRow, reveal: boolean) {
  return {
    drawId: String(draw.id),
    drawNo: draw.draw_no,
    drawAt: draw.draw_at.toISOString(),
    closeAt: draw.close_at.toISOString(),
    status: draw.status,
    serverSeedHash: draw.server_seed_hash,
    clientSeed: draw.client_seed,
    ...(reveal && draw.status !== 'open'
      ? {
          serverSeed: draw.server_seed,
          result: draw.result,
          drawnAt: draw.drawn_at?.toISOString() ?? null,
          voidReason: draw.void_reason,
        }
      : {}),
  };
}

export const publicDraw = (draw: DrawRow) => drawView(draw, true);

/** The next draw still taking bets of each game (by game code). */
async function nextOpenDraws(db: Kysely<Database>, gameCodes: string[]) {
  if (gameCodes.length === 0) return new Map<string, DrawRow>();
  const rows = (await db
    .selectFrom('lottery_draw')
    .selectAll()
    .distinctOn('game_code')
    .where('game_code', 'in', gameCodes)
    .where('status', '=', 'open')
    .where('close_at', '>', new Date())
    .orderBy('game_code')
    .orderBy('draw_at')
    .execute()) as DrawRow[];
  return new Map(rows.map((r) => [r.game_code, r]));
}

function gameEntry(ctx: QueryContext, g: LotteryGame, mode: PrizeMode | null, next: DrawRow | undefined) {
  const format = g.def.format as LotteryFormat;
  const modes = ctx.brand.config.lottery.prizeModes.filter((m) => MODES_OF[format].includes(m));
  const active = mode && modes.includes(mode) ? mode : modes[0];
  return {
    gameCode: g.game.gameCode,
    nodeId: g.game.nodeId,
    vendor: g.game.vendor.code,
    gameType: g.game.gameType as 'LOTT' | 'ELOTT',
    name: g.game.names[ctx.language] ?? g.game.names.en,
    format,
    fast: g.def.fast,
    intervalSeconds: g.def.schedule.kind === 'every' ? g.def.schedule.seconds : 86_400,
    cutoffSeconds: g.def.cutoffSeconds,
    route: routeOf(g),
    maintenance: g.game.maintenance || g.game.vendor.maintenance,
    prizeModes: modes,
    prizeMode: active ?? null,
    betTypes: active
      ? BET_TYPES_OF[format].map((type) => ({ type, ...PICK[type], odds: oddsOf(format, active, type)! }))
      : [],
    nextDraw: next ? drawView(next, false) : null,
  };
}

/** /lgw/vn/games/game_menu: the brand's lottery games offered in a prize mode, with bet types, odds, next draw. */
export async function gameMenu(ctx: QueryContext, prizeMode: PrizeMode | undefined) {
  const mode = prizeMode ?? defaultPrizeMode(ctx);
  if (!ctx.brand.config.lottery.prizeModes.includes(mode)) throw new AppError('lottery_prize_mode_invalid');
  const games = brandLotteryGames(ctx.games, ctx.view).filter((g) =>
    MODES_OF[g.def.format as LotteryFormat].includes(mode),
  );
  const next = await nextOpenDraws(
    ctx.db,
    games.map((g) => g.game.gameCode),
  );
  const limits = lotteryLimitsOf(ctx.brand.config.currency.code);
  return {
    prizeMode: mode,
    prizeModes: ctx.brand.config.lottery.prizeModes,
    currency: ctx.brand.config.currency.code,
    limits: { min: money(ctx.brand, limits.min)!, max: money(ctx.brand, limits.max)! },
    serverTime: new Date().toISOString(),
    games: games.map((g) => gameEntry(ctx, g, mode, next.get(g.game.gameCode))),
  };
}

/** The soonest draws still taking bets across the brand's lottery games (home and category pages). */
export async function nextDraws(ctx: QueryContext, category: 'LOTT' | 'ELOTT' | undefined, limit: number) {
  const games = brandLotteryGames(ctx.games, ctx.view).filter(
    (g) => !category || g.game.gameType === category,
  );
  const next = await nextOpenDraws(
    ctx.db,
    games.map((g) => g.game.gameCode),
  );
  const list = games
    .filter((g) => next.has(g.game.gameCode))
    .sort(
      (a, b) => next.get(a.game.gameCode)!.draw_at.getTime() - next.get(b.game.gameCode)!.draw_at.getTime(),
    )
    .slice(0, limit)
    .map((g) => {
      const draw = next.get(g.game.gameCode)!;
      return {
        gameCode: g.game.gameCode,
        name: g.game.names[ctx.language] ?? g.game.names.en,
        route: routeOf(g),
        fast: g.def.fast,
        drawNo: draw.draw_no,
        drawAt: draw.draw_at.toISOString(),
        closeAt: draw.close_at.toISOString(),
      };
    });
  return { serverTime: new Date().toISOString(), draws: list };
}

/** Opened numbers of one game, newest first (drawn and void draws). */
export async function openedByGame(ctx: QueryContext, gameCode: string, pageNo: number, pageSize: number) {
  const g = ctx.games.get(gameCode);
  if (!g || !ctx.view.isVisible(g.game)) throw new AppError('game_not_found');
  const rows = (await ctx.db
    .selectFrom('lottery_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', '<>', 'open')
    .orderBy('draw_at', 'desc')
    .offset((pageNo - 1) * pageSize)
    .limit(pageSize + 1)
    .execute()) as DrawRow[];
  return {
    gameCode,
    format: g.def.format,
    pageNo,
    pageSize,
    hasMore: rows.length > pageSize,
    draws: rows.slice(0, pageSize).map(publicDraw),
  };
}

/** One draw by id, or by game code and draw number (only of a game the brand lists). */
export async function drawOf(
  ctx: QueryContext,
  query: { drawId?: string; gameCode?: string; drawNo?: string },
) {
  let q = ctx.db.selectFrom('lottery_draw').selectAll();
  if (query.drawId) q = q.where('id', '=', BigInt(query.drawId));
  else if (query.gameCode && query.drawNo)
    q = q.where('game_code', '=', query.gameCode).where('draw_no', '=', query.drawNo);
  else throw new AppError('invalid_request', { field: 'drawId', detail: 'drawId, or gameCode and drawNo' });
  const draw = (await q.executeTakeFirst()) as DrawRow | undefined;
  const g = draw ? ctx.games.get(draw.game_code) : undefined;
  if (!draw || !g || !ctx.view.isVisible(g.game)) throw new AppError('lottery_draw_not_found');
  return {
    ...publicDraw(draw),
    gameCode: draw.game_code,
    format: draw.format as LotteryFormat,
    name: g.game.names[ctx.language],
  };
}

/** The player's recent lottery games (last bet first). */
export async function recentGames(ctx: QueryContext, accountId: bigint) {
  const rows = await ctx.db
    .selectFrom('lottery_bet')
    .select(['game_code'])
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('account_id', '=', accountId)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .limit(20)
    .execute();
  return rows
    .map((r) => ctx.games.get(r.game_code))
    .filter((g): g is LotteryGame => g !== undefined && ctx.view.isVisible(g.game))
    .map((g) => ({
      gameCode: g.game.gameCode,
      nodeId: g.game.nodeId,
      name: g.game.names[ctx.language] ?? g.game.names.en,
      route: routeOf(g),
      format: g.def.format,
    }));
}

const OPEN = ['pending', 'placed'] as const;
const DONE = ['settled', 'closed', 'refunded', 'refused', 'rolled_back'] as const;

/** The player's lottery bets: open (waiting for their draw) or settled, newest first. */
export async function playerBets(
  ctx: QueryContext,
  accountId: bigint,
  query: { status: 'open' | 'settled'; gameCode?: string; pageNo: number; pageSize: number },
) {
  let q = ctx.db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_draw as d', 'd.id', 'b.draw_id')
    .select([
      'b.id',
      'b.game_code',
      'b.prize_mode',
      'b.bet_type',
      'b.numbers',
      'b.odds',
      'b.amount',
      'b.payout',
      'b.hits',
      'b.status',
      'b.created_at',
      'd.id as draw_id',
      'd.draw_no',
      'd.draw_at',
      'd.status as draw_status',
      'd.result',
    ])
    .where('b.account_id', '=', accountId)
    .where('b.brand_code', '=', ctx.brand.config.code)
    .where('b.status', 'in', query.status === 'open' ? [...OPEN] : [...DONE]);
  if (query.gameCode) q = q.where('b.game_code', '=', query.gameCode);
  const rows = await q
    .orderBy('b.id', 'desc')
    .offset((query.pageNo - 1) * query.pageSize)
    .limit(query.pageSize + 1)
    .execute();
  return {
    hasMore: rows.length > query.pageSize,
    bets: rows.slice(0, query.pageSize).map((r) => ({
      betId: String(r.id),
      gameCode: r.game_code,
      name: ctx.games.get(r.game_code)?.game.names[ctx.language] ?? r.game_code,
      prizeMode: r.prize_mode as PrizeMode,
      betType: r.bet_type as BetType,
      numbers: r.numbers,
      odds: r.odds,
      amount: money(ctx.brand, r.amount)!,
      payout: money(ctx.brand, r.payout),
      hits: r.hits,
      status: r.status,
      placedAt: r.created_at.toISOString(),
      drawId: String(r.draw_id),
      drawNo: r.draw_no,
      drawAt: r.draw_at.toISOString(),
      drawStatus: r.draw_status,
      result: r.draw_status === 'drawn' ? r.result : null,
    })),
  };
}
