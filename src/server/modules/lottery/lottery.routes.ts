import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/lottery';
import { isPrizeMode } from '@/core/lottery/bets';
import { formatAmount } from '@/core/money';
import { contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { placeLotteryBet } from './bets.service';
import { type LotteryDeps, lotteryGames } from './draws.service';
import {
  defaultPrizeMode,
  drawOf,
  gameMenu,
  nextDraws,
  openedByGame,
  playerBets,
  type QueryContext,
  recentGames,
  routeOf,
} from './lottery.queries';

/** The lottery calls of spec §7 and the bet slip's calls (docs/lottery.md "Calls"). */
export async function lotteryRoutes(app: FastifyInstance, deps: LotteryDeps) {
  const real = requireSession(app, { realAccount: true });
  const ctx = async (request: FastifyRequest): Promise<QueryContext> => {
    const index = await app.games.catalogue();
    return {
      db: app.db,
      brand: request.brand,
      view: index.view(request.brand.config),
      language: request.language,
      games: await lotteryGames(deps),
    };
  };

  route(app, api.gameMenu, {}, async (request) => {
    const mode = request.query.prizeMode;
    return ok(await gameMenu(await ctx(request), isPrizeMode(mode) ? mode : undefined));
  });

  route(app, api.recentGames, { preHandler: real }, async (request) =>
    ok({ games: await recentGames(await ctx(request), request.session!.id) }),
  );

  route(app, api.openedByGame, { preHandler: real }, async (request) => {
    const { gameCode: code, pageNo, pageSize } = request.query;
    return ok(await openedByGame(await ctx(request), code, pageNo, pageSize));
  });

  route(app, api.openedDraw, { preHandler: real }, async (request) =>
    ok(await drawOf(await ctx(request), request.query)),
  );

  route(app, api.draw, {}, async (request) =>
    ok(await drawOf(await ctx(request), { drawId: request.params.drawId })),
  );

  route(app, api.nextDraws, {}, async (request) =>
    ok(await nextDraws(await ctx(request), request.query.category, request.query.limit)),
  );

  route(app, api.launch, { preHandler: real }, async (request) => {
    const c = await ctx(request);
    const body = request.body;
    const prizeMode = body.prizeMode ?? defaultPrizeMode(c);
    if (!isPrizeMode(prizeMode) || !c.brand.config.lottery.prizeModes.includes(prizeMode))
      throw new AppError('lottery_prize_mode_invalid');
    const game = body.gameCode ? c.games.get(body.gameCode) : undefined;
    if (body.gameCode && (!game || !c.view.isVisible(game.game))) throw new AppError('game_not_found');
    const route = game ? routeOf(game) : body.lottoArea === 'SEA' ? '/seaLottery' : '/vnLottery';
    const search = new URLSearchParams({
      ...(game ? { gameCode: game.game.gameCode } : {}),
      prizeMode,
      view: body.view,
    });
    return ok({
      url: `${route}?${search}`,
      lottoArea: body.lottoArea,
      launchMode: body.launchMode,
      prizeMode,
      gameCode: game?.game.gameCode ?? null,
      view: body.view,
      device: body.device,
      backUrl: body.backUrl ?? '/',
      language: body.language ?? request.language,
    });
  });

  route(app, api.playerBets, { preHandler: real }, async (request) =>
    ok(await playerBets(await ctx(request), request.session!.id, request.query)),
  );

  route(app, api.placeBet, { preHandler: real }, async (request) => {
    const index = await app.games.catalogue();
    const brand = request.brand;
    const placed = await placeLotteryBet(
      deps,
      { ...contextOf(request), view: index.view(brand.config), accountId: request.session!.id },
      request.body,
    );
    return ok({
      betId: String(placed.betId),
      drawId: String(placed.drawId),
      balance:
        placed.balance === null ? null : formatAmount(placed.balance, brand.config.currency.minorUnits),
    });
  });
}
