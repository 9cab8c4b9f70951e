import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Category } from '../../../core/brand';
import { resolveLanguage } from '../../../core/languages';
import type { LiveSession } from '../../domains/identity';
import { AppError } from '../../errors';
import { bearerToken, requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { gameArtSvg, type LogoStateName, vendorLogoSvg } from './art';
import type { GameTag } from './catalogue-data';
import type { IndexedGame } from './catalogue-index';
import { addFavorite, removeFavorite } from './games.repository';
import {
  contentPageSchema,
  favoriteBody,
  favoriteListQuery,
  gameListQuery,
  gamePageSchema,
  gameSchema,
  lanesSchema,
  languageQuery,
  launchBody,
  launchResultSchema,
  menusSchema,
  nodeIdQuery,
  rankListSchema,
  rankQuery,
  recentQuery,
  roomQuery,
  roomsSchema,
  vendorListSchema,
  vendorQuery,
} from './games.schemas';
import { type GameFilter, GamesService, LOGO_STATES } from './games.service';
import type { LauncherRegistry } from './launchers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The games module: read index, lists, launches. */
    games: GamesService;
    /** Connected vendors: register a launcher per vendor code to make its games launchable. */
    gameLaunchers: LauncherRegistry;
  }
}

const tags = ['games'];
const bearer = [{ bearer: [] }];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

interface ListParams {
  pageNo: number;
  pageSize: number;
  gameType: Category;
  vassalage?: string;
  filter: GameFilter;
  tag?: GameTag;
  keyword?: string;
}

/** The caller's session when a valid bearer token is sent; null without one (or with a dead one, if allowed). */
async function sessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { required: boolean; realAccount?: boolean },
): Promise<LiveSession | null> {
  if (!bearerToken(request)) {
    if (options.required) throw new AppError('unauthorized');
    return null;
  }
  try {
    // Favourites are the player site's (no trial account); recent games belong to anyone who plays (demo too).
    const action = options.realAccount ? 'playerSite' : 'play';
    await requireSession(app, { realAccount: options.realAccount, action })(request);
  } catch (error) {
    if (!options.required && error instanceof AppError && error.code === 'unauthorized') return null;
    throw error;
  }
  return request.session;
}

const keywordOf = (keyword: string | undefined) => (keyword?.trim() ? keyword : undefined);

const sendJson = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

async function gamesRoutes(app: FastifyInstance) {
  const games = app.games;
  const view = (request: FastifyRequest) =>
    games.catalogue().then((index) => index.view(request.brand.config));

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary:
          "Categories in the brand's order with their vendors (logos, game counts, page or direct launch)",
        querystring: languageQuery,
        response: { 200: envelopeSchema(menusSchema) },
      },
    },
    async (request) => ok(games.menus(await view(request), request.language)),
  );

  app.get<{ Querystring: ListParams }>(
    '/wps/relay/GCSGAME_gameList',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          'A page of games of a category: filters ALL, NEW, HOT, FAV, RECENT (FAV and RECENT need a token), tag, vendor and an accent-insensitive keyword',
        querystring: gameListQuery,
        response: { 200: envelopeSchema(gamePageSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const brandView = await view(request);
      const query = {
        category: q.gameType,
        vendor: q.vassalage?.toUpperCase(),
        tag: q.tag,
        filter: q.filter,
        keyword: keywordOf(q.keyword),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        language: request.language,
      };
      if (q.filter === 'FAV' || q.filter === 'RECENT') {
        const session = await sessionOf(app, request, { required: true, realAccount: q.filter === 'FAV' });
        const own = await games.personalList(brandView, session!, query, q.filter);
        return sendJson(reply, games.pageJson(own, request.language));
      }
      // Pages are sent from cached JSON: the list is the lobby's hot path.
      return sendJson(reply, await games.listBody(brandView, query));
    },
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        summary: '12 hot games: most played in the brand, then the catalogue hot games',
        querystring: languageQuery,
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['list'],
            properties: { list: { type: 'array', items: gameSchema } },
          }),
        },
      },
    },
    async (request) => {
      const list = await games.hotGames(await view(request));
      return ok({ list: list.map((game) => games.toGame(game, request.language)) });
    },
  );

  app.get<{ Querystring: { vassalage: string } }>(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: "A vendor's categories in this brand with their game counts",
        querystring: vendorQuery,
        response: {
          200: envelopeSchema({
            type: 'array',
            items: {
              type: 'object',
              required: ['gameType', 'count'],
              properties: { gameType: { type: 'string' }, count: { type: 'integer' } },
            },
          }),
        },
      },
    },
    async (request) => ok(games.vendorGameTypes(await view(request), request.query.vassalage.toUpperCase())),
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      schema: {
        tags,
        summary: 'The vendors of the brand (flush bypasses client caches; the server has none to bypass)',
        querystring: languageQuery,
        response: { 200: envelopeSchema(vendorListSchema) },
      },
    },
    async (request) => ok(games.vendors(await view(request), request.language)),
  );

  app.get(
    '/wps/relay/GCSGAME_vendorLanes',
    {
      schema: {
        tags,
        summary: 'Vendor lanes per category',
        querystring: languageQuery,
        response: { 200: envelopeSchema(lanesSchema) },
      },
    },
    async (request) => ok(games.lanes(await view(request), request.language)),
  );

  app.get<{ Querystring: { gameCategory: Category | 'ALL'; limitNum: number } }>(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags,
        summary:
          "Winner board: the brand's latest real wins (masked player names); empty until games are played",
        querystring: rankQuery,
        response: { 200: envelopeSchema(rankListSchema) },
      },
    },
    async (request) =>
      ok(
        await games.rankList(
          await view(request),
          request.brand,
          request.language,
          request.query.gameCategory,
          request.query.limitNum,
        ),
      ),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      preHandler: requireSession(app, { realAccount: true }),
      schema: {
        tags,
        summary: "The caller's favourite node ids, newest first",
        security: bearer,
        querystring: languageQuery,
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'integer' } }) },
      },
    },
    async (request) => {
      const own = await games.ownGames(await view(request), request.session!.id, 'FAV');
      return ok(own.map((game) => game.nodeId));
    },
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number; gameType?: Category } }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      preHandler: requireSession(app, { realAccount: true }),
      schema: {
        tags,
        summary: "The caller's favourite games, newest first",
        security: bearer,
        querystring: favoriteListQuery,
        response: { 200: envelopeSchema(contentPageSchema) },
      },
    },
    async (request) => {
      const { pageNo, pageSize, gameType } = request.query;
      const own = await games.ownGames(await view(request), request.session!.id, 'FAV', gameType);
      return ok(contentPage(games, own, pageNo, pageSize, request));
    },
  );

  app.post<{ Body: { nodeId: number; vendor?: string; gameType?: Category } }>(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      preHandler: requireSession(app, { realAccount: true }),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Adds a favourite (idempotent)',
        security: bearer,
        body: favoriteBody,
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (request) => {
      const brandView = await view(request);
      const { nodeId, vendor, gameType } = request.body;
      const game = await games.requireGame(brandView, nodeId);
      if (game.isGame !== 'GAME')
        throw new AppError('invalid_request', {
          field: 'nodeId',
          detail: 'a vendor card cannot be a favourite',
        });
      if (vendor !== undefined && vendor.toUpperCase() !== game.vendor.code)
        throw new AppError('invalid_request', { field: 'vendor', detail: 'not the vendor of this game' });
      if (gameType !== undefined && gameType !== game.gameType && !brandView.accepts(gameType, game))
        throw new AppError('invalid_request', { field: 'gameType', detail: 'not the type of this game' });
      if (!(await addFavorite(app.db, request.session!.id, nodeId))) throw new AppError('favorite_limit');
      return ok(true);
    },
  );

  app.delete<{ Querystring: { nodeId: number } }>(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      preHandler: requireSession(app, { realAccount: true }),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Removes one of the caller's favourites (idempotent)",
        security: bearer,
        querystring: nodeIdQuery,
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (request) => {
      await removeFavorite(app.db, request.session!.id, request.query.nodeId);
      return ok(true);
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number; gameType?: Category } }>(
    '/wps/relay/GCS_recentGame',
    {
      preHandler: requireSession(app),
      schema: {
        tags,
        summary: "The caller's recently launched games, last first",
        security: bearer,
        querystring: recentQuery,
        response: { 200: envelopeSchema(contentPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, gameType } = request.query;
      const own = await games.ownGames(await view(request), request.session!.id, 'RECENT', gameType);
      return ok(contentPage(games, own, page, pageSize, request));
    },
  );

  for (const path of ['/wps/game/launchGame', '/wps/relay/GCS_gameLaunchFB']) {
    app.post<{ Body: { nodeId?: number; gameCode?: string; demo?: boolean; language?: string } }>(
      path,
      {
        // Visitors launch demo games; a live token is checked for the play action (a dead one plays as a visitor).
        preHandler: requireSession(app, { optional: 'visitor' }),
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Launches a game: the URL to load in the game popup. 401 without a session (unless demo), 403 for a trial account on real play, 503 game_maintenance, 409 game_unavailable while the vendor is not connected',
          security: bearer,
          body: launchBody,
          response: { 200: envelopeSchema(launchResultSchema) },
        },
      },
      async (request) => {
        const session = request.session;
        const language = request.body.language
          ? resolveLanguage(request.body.language, request.brand.config.languages)
          : request.language;
        return ok(
          await games.launch({
            brand: request.brand,
            view: await view(request),
            nodeId: request.body.nodeId ?? (await games.nodeIdOf(request.body.gameCode ?? '')),
            demo: request.body.demo === true,
            language,
            session,
            ip: request.ip,
          }),
        );
      },
    );
  }

  app.get<{ Querystring: { vassalage: string; nodeId?: number } }>(
    '/wps/relay/GLS2_roomList',
    {
      preHandler: requireSession(app),
      schema: {
        tags,
        summary:
          "Rooms of a PVP vendor's games: bet limits in the brand currency, players from real play only",
        security: bearer,
        querystring: roomQuery,
        response: { 200: envelopeSchema(roomsSchema) },
      },
    },
    async (request) =>
      ok(
        await games.rooms(
          await view(request),
          request.brand,
          request.query.vassalage.toUpperCase(),
          request.language,
          request.query.nodeId,
        ),
      ),
  );

  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .header('content-security-policy', SVG_CSP)
      .send(svg);

  for (const [path, variant] of [
    ['/wps/games/art/:file', 'square'],
    ['/wps/games/art/large/:file', 'large'],
  ] as const) {
    app.get<{ Params: { file: string } }>(
      path,
      {
        schema: {
          tags,
          summary: `Generated ${variant === 'square' ? 'square' : '16:9'} card art of a game (<gameCode>.svg)`,
          params: { type: 'object', properties: { file: { type: 'string', maxLength: 60 } } },
        },
      },
      async (request, reply) => {
        const code = /^([A-Z0-9_]{1,40})\.svg$/.exec(request.params.file)?.[1];
        const index = await games.catalogue();
        // Art is served for any catalogue game (it reveals nothing, and a previewed brand's images load without
        // the X-Brand header); lists, launches and favourites are what brand isolation guards.
        const game = code ? index.byCode.get(code) : undefined;
        if (!game) throw new AppError('not_found');
        return sendSvg(
          reply,
          gameArtSvg(
            {
              gameCode: game.gameCode,
              vendorCode: game.vendor.code,
              title: game.names.en,
              seed: game.artSeed,
              gameType: game.gameType,
              hue: game.vendor.hue,
            },
            variant,
          ),
        );
      },
    );
  }

  app.get<{ Params: { code: string; file: string } }>(
    '/wps/games/vendor/:code/:file',
    {
      schema: {
        tags,
        summary: 'Generated vendor logo (<STATE>.svg: DEFAULT, ACTIVE, WHITE, COLOR, PURPLE)',
        params: {
          type: 'object',
          properties: { code: { type: 'string', maxLength: 20 }, file: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (request, reply) => {
      const state = /^([A-Z]+)\.svg$/.exec(request.params.file)?.[1] as LogoStateName | undefined;
      const index = await games.catalogue();
      const vendor = index.vendors.get(request.params.code);
      if (!vendor || !state || !(LOGO_STATES as readonly string[]).includes(state))
        throw new AppError('not_found');
      return sendSvg(reply, vendorLogoSvg(vendor, state));
    },
  );
}

function contentPage(
  games: GamesService,
  own: IndexedGame[],
  pageNo: number,
  pageSize: number,
  request: FastifyRequest,
) {
  const start = (pageNo - 1) * pageSize;
  return {
    content: own.slice(start, start + pageSize).map((game) => games.toGame(game, request.language)),
    pageNum: pageNo,
    totalPages: Math.ceil(own.length / pageSize),
    total: own.length,
  };
}

/** The games module: its service (decorated as app.games, launchers as app.gameLaunchers) and routes. */
export const gamesPlugin = fp(async (app: FastifyInstance) => {
  const service = new GamesService(app.db);
  app.decorate('games', service);
  app.decorate('gameLaunchers', service.launchers);
  await app.register(gamesRoutes);
});
