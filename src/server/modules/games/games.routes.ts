import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Category } from '../../../core/brand';
import { envelopeSchema, ok } from '../../plugins/envelope';
import type { GameTag } from './catalogue-data';
import {
  gameListQuery,
  gamePageSchema,
  gameSchema,
  lanesSchema,
  languageQuery,
  menusSchema,
  rankListSchema,
  rankQuery,
  vendorListSchema,
  vendorQuery,
} from './games.schemas';
import { type GameFilter, GamesService } from './games.service';
import { gameArtRoutes } from './games-art.routes';
import { personalGamesRoutes } from './games-personal.routes';
import { keywordOf, sendJson, sessionOf, tags, viewOf } from './games-route-helpers';
import type { LauncherRegistry } from './launchers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The games module: read index, lists, launches. */
    games: GamesService;
    /** Connected vendors: register a launcher per vendor code to make its games launchable. */
    gameLaunchers: LauncherRegistry;
  }
}

interface ListParams {
  pageNo: number;
  pageSize: number;
  gameType: Category;
  vassalage?: string;
  filter: GameFilter;
  tag?: GameTag;
  keyword?: string;
}

/** The brand's game lists: menus, the game list with its filters, hot games, vendors, lanes and rank lists. */
async function gameListRoutes(app: FastifyInstance) {
  const games = app.games;
  const view = viewOf(games);

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
}

export const gamesPlugin = fp(
  async (app: FastifyInstance) => {
    const service = new GamesService(app.db);
    app.decorate('games', service);
    app.decorate('gameLaunchers', service.launchers);
    await app.register(gameListRoutes);
    await app.register(personalGamesRoutes);
    await app.register(gameArtRoutes);
  },
  { name: 'games' },
);
