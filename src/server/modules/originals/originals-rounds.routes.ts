import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/originals';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { cashoutMines, minesState, openMinesRound, revealMines } from './bets.service';
import { crashCashout, crashHistory, crashState } from './crash/crash.service';
import { sessionTokenOf } from './game-session';
import { routeKit } from './originals-route-kit';

/** The rounds that last: a Mines board (state, reveal, cash out) and the crash game (cash out, state, rounds). */
export async function originalsRoundRoutes(app: FastifyInstance) {
  const { deps, session } = routeKit(app);

  route(app, api.minesState, {}, async (request) => {
    const s = await session(request);
    const open = await openMinesRound(deps(), s);
    return ok({ round: open ? minesState(s, open) : null });
  });

  route(app, api.minesReveal, {}, async (request) =>
    ok(await revealMines(deps(), await session(request), request.body.roundId, request.body.tile)),
  );

  route(app, api.minesCashout, {}, async (request) =>
    ok(await cashoutMines(deps(), await session(request), request.body.roundId)),
  );

  route(app, api.crashCashout, {}, async (request) =>
    ok(await crashCashout(deps(), await session(request), request.body.roundId, app.originals.timing)),
  );

  route(app, api.crashState, { config: { auth: 'optional' } }, async (request) => {
    const token = sessionTokenOf(request);
    const s = token ? await session(request) : null;
    return ok(await crashState(deps(), request.brand, s, app.originals.timing));
  });

  route(app, api.crashRounds, {}, async (request) =>
    ok({
      rounds: await crashHistory(
        app.db,
        request.brand.config.code,
        request.query.limit,
        request.query.before ? BigInt(request.query.before) : undefined,
      ),
    }),
  );
}
