import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/games';
import { resolveLanguage } from '@/core/languages';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { addFavorite, removeFavorite } from './games.repository';
import { contentPage, viewOf } from './games-route-helpers';

/** The caller's own games: favourites (add, remove, list), recently launched games and a PVP vendor's rooms. */
export async function personalGamesRoutes(app: FastifyInstance) {
  const games = app.games;
  const view = viewOf(games);

  route(app, api.favoriteIds, { preHandler: requireSession(app, { realAccount: true }) }, async (request) => {
    const own = await games.ownGames(await view(request), request.session!.id, 'FAV');
    return ok(own.map((game) => game.nodeId));
  });

  route(
    app,
    api.favoriteList,
    { preHandler: requireSession(app, { realAccount: true }) },
    async (request) => {
      const { pageNo, pageSize, gameType } = request.query;
      const own = await games.ownGames(await view(request), request.session!.id, 'FAV', gameType);
      return ok(contentPage(games, own, pageNo, pageSize, request));
    },
  );

  route(
    app,
    api.addFavorite,
    {
      preHandler: requireSession(app, { realAccount: true }),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
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

  route(
    app,
    api.removeFavorite,
    {
      preHandler: requireSession(app, { realAccount: true }),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request) => {
      await removeFavorite(app.db, request.session!.id, request.query.nodeId);
      return ok(true);
    },
  );

  route(app, api.recentGames, { preHandler: requireSession(app) }, async (request) => {
    const { page, pageSize, gameType } = request.query;
    const own = await games.ownGames(await view(request), request.session!.id, 'RECENT', gameType);
    return ok(contentPage(games, own, page, pageSize, request));
  });

  for (const url of [api.launchGame.url, '/wps/relay/GCS_gameLaunchFB']) {
    route(
      app,
      api.launchGame,
      {
        url,
        // Visitors launch demo games; a live token is checked for the play action (a dead one plays as a visitor).
        preHandler: requireSession(app, { optional: 'visitor' }),
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
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

  route(app, api.rooms, { preHandler: requireSession(app) }, async (request) =>
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
