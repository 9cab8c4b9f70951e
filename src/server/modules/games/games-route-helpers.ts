import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveSession } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { bearerToken, guardRequest } from '@/server/plugins/auth';
import type { IndexedGame } from './catalogue-index';
import type { GamesService } from './games.service';

/** What the games routes share: the caller's optional session, pages of games, JSON and SVG answers. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The caller's session when a valid bearer token is sent; null without one (or with a dead one, if allowed). */
export async function sessionOf(
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
    await guardRequest(app, request, { realAccount: options.realAccount, action });
  } catch (error) {
    if (!options.required && error instanceof AppError && error.code === 'unauthorized') return null;
    throw error;
  }
  return request.session;
}

export const keywordOf = (keyword: string | undefined) => (keyword?.trim() ? keyword : undefined);

export const sendJson = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

export function contentPage(
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

/** The brand's view of the catalogue for a request. */
export const viewOf = (games: GamesService) => (request: FastifyRequest) =>
  games.catalogue().then((index) => index.view(request.brand.config));
