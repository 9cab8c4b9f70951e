import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPrizeMode, PRIZE_MODES } from '../../../core/lottery/bets';
import { formatAmount } from '../../../core/money';
import { contextOf } from '../../context';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
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

const tags = ['lottery'];
const bearer = [{ bearer: [] }];
const loose = { type: 'object', additionalProperties: true } as const;
const gameCode = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const drawId = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;
const paging = {
  pageNo: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
} as const;

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

  app.get<{ Querystring: { prizeMode?: string; device?: string } }>(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary:
          'Lottery menu of a prize mode (spec §7): games with bet types, odds, stake limits and the next draw (commitment)',
        querystring: {
          type: 'object',
          properties: {
            prizeMode: { type: 'string', enum: [...PRIZE_MODES] },
            device: { type: 'string', enum: ['WEB', 'H5', 'APP'], default: 'WEB' },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => {
      const mode = request.query.prizeMode;
      return ok(await gameMenu(await ctx(request), isPrizeMode(mode) ? mode : undefined));
    },
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      preHandler: real,
      schema: {
        tags,
        summary: "The caller's recent lottery games (last bet first)",
        security: bearer,
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok({ games: await recentGames(await ctx(request), request.session!.id) }),
  );

  app.get<{ Querystring: { gameCode: string; pageNo: number; pageSize: number } }>(
    '/lgw/vn/numeros/opened/game',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Opened numbers of a game: its past draws with results and revealed seeds, newest first',
        security: bearer,
        querystring: {
          type: 'object',
          required: ['gameCode'],
          properties: { gameCode, ...paging },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => {
      const { gameCode: code, pageNo, pageSize } = request.query;
      return ok(await openedByGame(await ctx(request), code, pageNo, pageSize));
    },
  );

  app.get<{ Querystring: { drawId?: string; gameCode?: string; drawNo?: string } }>(
    '/lotto/lgw/games/opened/numero',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          'Opened numbers of one draw (by drawId, or gameCode and drawNo) with its commitment and seed',
        security: bearer,
        querystring: {
          type: 'object',
          properties: { drawId, gameCode, drawNo: { type: 'string', pattern: '^[0-9-]{8,20}$' } },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok(await drawOf(await ctx(request), request.query)),
  );

  app.get<{ Params: { drawId: string } }>(
    '/wps/lottery/draws/:drawId',
    {
      schema: {
        tags,
        summary:
          'A draw for verification: commitment, client seed, and once drawn the server seed and result',
        params: { type: 'object', required: ['drawId'], properties: { drawId } },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok(await drawOf(await ctx(request), { drawId: request.params.drawId })),
  );

  app.get<{ Querystring: { category?: 'LOTT' | 'ELOTT'; limit: number } }>(
    '/wps/lottery/next',
    {
      schema: {
        tags,
        summary: 'The soonest draws still taking bets (home and LOTT / ELOTT pages, with countdowns)',
        querystring: {
          type: 'object',
          properties: {
            category: { type: 'string', enum: ['LOTT', 'ELOTT'] },
            limit: { type: 'integer', minimum: 1, maximum: 20, default: 6 },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok(await nextDraws(await ctx(request), request.query.category, request.query.limit)),
  );

  app.post<{
    Body: {
      lottoArea: string;
      launchMode: string;
      prizeMode?: string;
      gameCode?: string;
      view: 'betting' | 'lobby';
      device: string;
      backUrl?: string;
      language?: string;
    };
  }>(
    '/wps/lottery/launch',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          'Lottery lobby launch (spec §7): lottoArea, launchMode, prize mode, game code, view, device, back URL, language',
        security: bearer,
        body: {
          type: 'object',
          required: ['lottoArea', 'launchMode', 'view', 'device'],
          additionalProperties: false,
          properties: {
            lottoArea: { type: 'string', enum: ['VN', 'SEA'] },
            launchMode: { type: 'string', enum: ['LOTT', 'ELOTT'] },
            prizeMode: { type: 'string', enum: [...PRIZE_MODES] },
            gameCode,
            view: { type: 'string', enum: ['betting', 'lobby'] },
            device: { type: 'string', enum: ['WEB', 'H5', 'APP'] },
            backUrl: { type: 'string', maxLength: 300, pattern: '^/[A-Za-z0-9/_?=&.-]*$' },
            language: { type: 'string', pattern: '^[a-z]{2}$' },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => {
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
    },
  );

  app.get<{
    Querystring: { status: 'open' | 'settled'; gameCode?: string; pageNo: number; pageSize: number };
  }>(
    '/wps/lottery/bets',
    {
      preHandler: real,
      schema: {
        tags,
        summary: "The caller's lottery bets: open (waiting for the draw) or settled, newest first",
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['open', 'settled'], default: 'open' },
            gameCode,
            ...paging,
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok(await playerBets(await ctx(request), request.session!.id, request.query)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/wps/lottery/bets',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          'Places a lottery bet (stake through the seamless wallet); requestId makes a retry answer the same bet',
        security: bearer,
        body: {
          type: 'object',
          required: ['gameCode', 'prizeMode', 'betType', 'numbers', 'amount', 'requestId'],
          additionalProperties: false,
          properties: {
            gameCode,
            drawId,
            prizeMode: { type: 'string', maxLength: 10 },
            betType: { type: 'string', maxLength: 10 },
            numbers: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 10 } },
            amount: { anyOf: [{ type: 'string', maxLength: 30 }, { type: 'number' }] },
            requestId: { type: 'string', maxLength: 64 },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => {
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
    },
  );
}
