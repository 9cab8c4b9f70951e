import type { FastifyInstance } from 'fastify';
import type { Category } from '../../../core/brand';
import { resolveLanguage } from '../../../core/languages';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { addFavorite, removeFavorite } from './games.repository';
import {
  contentPageSchema,
  favoriteBody,
  favoriteListQuery,
  languageQuery,
  launchBody,
  launchResultSchema,
  nodeIdQuery,
  recentQuery,
  roomQuery,
  roomsSchema,
} from './games.schemas';
import { bearer, contentPage, tags, viewOf } from './games-route-helpers';

/** The caller's own games: favourites (add, remove, list), recently launched games and a PVP vendor's rooms. */
export async function personalGamesRoutes(app: FastifyInstance) {
  const games = app.games;
  const view = viewOf(games);

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
}
