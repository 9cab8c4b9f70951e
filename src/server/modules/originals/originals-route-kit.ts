import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORIGINAL_GAMES, type OriginalGame } from '../../../core/originals-config';
import { envelopeSchema } from '../../plugins/envelope';
import { demoBalance, walletBalance } from './engine';
import { type GameSession, resolveGameSession, sessionTokenOf } from './game-session';

/** What the in-house games' route files share: OpenAPI tags and schemas, the game session of a request. */
export const tags = ['originals'];
export const loose = { type: 'object', additionalProperties: true } as const;
export const value = envelopeSchema(loose);
export const sessionHeader = {
  type: 'object',
  properties: { 'x-game-session': { type: 'string', maxLength: 200 } },
} as const;
export const gameEnum = { type: 'string', enum: [...ORIGINAL_GAMES] } as const;

/** The body of a call on a round that lasts (a Mines board, a crash bet): its id, and what the call adds. */
export const roundBody = (extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['roundId', ...Object.keys(extra)],
    properties: { roundId: { type: 'string', maxLength: 20 }, ...extra },
  }) as const;

/** The routes' view of the module: its dependencies, the request's game session and that session's balance. */
export function routeKit(app: FastifyInstance) {
  const deps = () => app.originals.deps;
  const session = (request: FastifyRequest) =>
    resolveGameSession(app.db, request.brand, sessionTokenOf(request));
  const balanceOf = (s: GameSession, game: OriginalGame) =>
    s.demo ? demoBalance(app.db, s.demoId!) : walletBalance(deps(), s, game);

  return { deps, session, balanceOf };
}
