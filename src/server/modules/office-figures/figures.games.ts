import type { GameDay, GameOrder, TopGame } from '@/core/api/office-figures';
import { formatAmount } from '@/core/money';
import { gameDays, topGames } from '@/server/domains/agents';
import { AppError } from '@/server/errors';
import { askedRange, type DayRange } from './figures.period';
import type { FiguresCtx } from './figures.service';

/**
 * The dashboard's top games (docs/back-office.md "Figures"): a brand's figures per single game from game_day
 * (migration 0045, kept by the agent catch-up from the queued bet changes, never read from vendor_bet), named from
 * the catalogue, and the rows behind one game (its days).
 */

/** A game's display name in the console's language (the catalogue's), else undefined. */
export type GameNames = (gameCode: string) => string | undefined;

const nameOf = (names: GameNames, gameCode: string) => (gameCode === '' ? '' : (names(gameCode) ?? gameCode));

/** How many games the dashboard lists. */
export const TOP_GAMES = 10;

export async function topGameRows(
  ctx: FiguresCtx,
  range: DayRange,
  by: GameOrder,
  names: GameNames,
): Promise<TopGame[]> {
  const units = ctx.brand.config.currency.minorUnits;
  const rows = await topGames(ctx, range, by, TOP_GAMES);
  return rows.map((r) => ({
    vendor: r.vendorCode,
    game: r.gameCode,
    name: nameOf(names, r.gameCode),
    stakes: formatAmount(r.stakes, units),
    wins: formatAmount(r.wins, units),
    ggr: formatAmount(r.ggr, units),
    bets: r.bets,
  }));
}

/** The days behind one game's figures over a range, with their totals; 404 for a game the brand has no bets on. */
export async function gameDayRows(
  ctx: FiguresCtx,
  query: { from: string; to: string; vendor: string; game: string },
  names: GameNames,
) {
  const range = askedRange(ctx.brand, query.from, query.to);
  const units = ctx.brand.config.currency.minorUnits;
  const money = (v: bigint) => formatAmount(v, units);
  const game = { vendorCode: query.vendor, gameCode: query.game };
  const rows = await gameDays(ctx, range, game);
  if (rows.length === 0 && !(await gameDays(ctx, null, game)).length) throw new AppError('game_not_found');
  const sum = rows.reduce(
    (a, r) => ({
      stakes: a.stakes + r.stakes,
      validBet: a.validBet + r.validBet,
      wins: a.wins + r.wins,
      bets: a.bets + r.bets,
    }),
    { stakes: 0n, validBet: 0n, wins: 0n, bets: 0 },
  );
  const line = (r: typeof sum): Omit<GameDay, 'day'> => ({
    stakes: money(r.stakes),
    validBet: money(r.validBet),
    wins: money(r.wins),
    ggr: money(r.stakes - r.wins),
    bets: r.bets,
  });
  return {
    vendor: query.vendor,
    game: query.game,
    name: nameOf(names, query.game),
    from: range.from,
    to: range.to,
    list: rows.map((r) => ({ day: r.day, ...line(r) })),
    total: line(sum),
  };
}
