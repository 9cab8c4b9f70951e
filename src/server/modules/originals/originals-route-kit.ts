import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OriginalGame } from '@/core/originals-config';
import { demoBalance, walletBalance } from './engine';
import { type GameSession, resolveGameSession, sessionTokenOf } from './game-session';

/** The routes' view of the module: its dependencies, the request's game session and that session's balance. */
export function routeKit(app: FastifyInstance) {
  const deps = () => app.originals.deps;
  const session = (request: FastifyRequest) =>
    resolveGameSession(app.db, request.brand, sessionTokenOf(request));
  const balanceOf = (s: GameSession, game: OriginalGame) =>
    s.demo ? demoBalance(app.db, s.demoId!) : walletBalance(deps(), s, game);

  return { deps, session, balanceOf };
}
