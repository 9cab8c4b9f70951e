import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as api from '@/core/api/games';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { GamesService } from './games.service';
import { gameArtRoutes } from './games-art.routes';
import { personalGamesRoutes } from './games-personal.routes';
import { keywordOf, sendJson, sessionOf, viewOf } from './games-route-helpers';
import type { LauncherRegistry } from './launchers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The games module: read index, lists, launches. */
    games: GamesService;
    /** Connected vendors: register a launcher per vendor code to make its games launchable. */
    gameLaunchers: LauncherRegistry;
  }
}

/** The brand's game lists: menus, the game list with its filters, hot games, vendors, lanes and rank lists. */
async function gameListRoutes(app: FastifyInstance) {
  const games = app.games;
  const view = viewOf(games);

  route(app, api.gameMenus, {}, async (request) => ok(games.menus(await view(request), request.language)));

  route(app, api.gameList, { config: { auth: 'optional' } }, async (request, reply) => {
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
      return sendJson(reply, games.pageJson(own, request.language, brandView.downVendors));
    }
    // Pages are sent from cached JSON: the list is the lobby's hot path.
    return sendJson(reply, await games.listBody(brandView, query));
  });

  route(app, api.hotGames, {}, async (request) => {
    const list = await games.hotGames(await view(request));
    return ok({ list: list.map((game) => games.toGame(game, request.language)) });
  });

  route(app, api.vendorGameTypes, {}, async (request) =>
    ok(games.vendorGameTypes(await view(request), request.query.vassalage.toUpperCase())),
  );

  route(app, api.vendors, {}, async (request) => ok(games.vendors(await view(request), request.language)));

  route(app, api.vendorLanes, {}, async (request) => ok(games.lanes(await view(request), request.language)));

  route(app, api.rankList, {}, async (request) =>
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
}

export const gamesPlugin = fp(
  async (app: FastifyInstance) => {
    const service = new GamesService(app.db);
    app.decorate('games', service);
    app.decorate('gameLaunchers', service.launchers);
    // The read index loads once the server listens (or when a request needs it first).
    app.addHook('onListen', async () => service.warm());
    await app.register(gameListRoutes);
    await app.register(personalGamesRoutes);
    await app.register(gameArtRoutes);
  },
  { name: 'games' },
);
