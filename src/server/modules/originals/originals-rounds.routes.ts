import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';
import { cashoutMines, minesState, openMinesRound, revealMines } from './bets.service';
import { crashCashout, crashHistory, crashState } from './crash/crash.service';
import { sessionTokenOf } from './game-session';
import { roundBody, routeKit, sessionHeader, tags, value } from './originals-route-kit';

/** The rounds that last: a Mines board (state, reveal, cash out) and the crash game (cash out, state, rounds). */
export async function originalsRoundRoutes(app: FastifyInstance) {
  const { deps, session } = routeKit(app);

  app.get(
    '/wps/originals/mines/state',
    {
      schema: {
        tags,
        summary: 'The open Mines board ({ round: null } when none)',
        headers: sessionHeader,
        response: { 200: value },
      },
    },
    async (request) => {
      const s = await session(request);
      const open = await openMinesRound(deps(), s);
      return ok({ round: open ? minesState(s, open) : null });
    },
  );

  app.post<{ Body: { roundId: string; tile: number } }>(
    '/wps/originals/mines/reveal',
    {
      schema: {
        tags,
        summary:
          'Reveals a tile (0–24, row by row): a mine ends the round; clearing every safe tile cashes out',
        headers: sessionHeader,
        body: roundBody({ tile: { type: 'integer' } }),
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await revealMines(deps(), await session(request), request.body.roundId, request.body.tile)),
  );

  app.post<{ Body: { roundId: string } }>(
    '/wps/originals/mines/cashout',
    {
      schema: {
        tags,
        summary: 'Cashes out the Mines board at its current multiplier',
        headers: sessionHeader,
        body: roundBody(),
        response: { 200: value },
      },
    },
    async (request) => ok(await cashoutMines(deps(), await session(request), request.body.roundId)),
  );

  app.post<{ Body: { roundId: string } }>(
    '/wps/originals/crash/cashout',
    {
      schema: {
        tags,
        summary:
          "Cashes out the player's bet in the running round at the current multiplier; 409 crash_busted after the bust",
        headers: sessionHeader,
        body: roundBody(),
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await crashCashout(deps(), await session(request), request.body.roundId, app.originals.timing)),
  );

  app.get(
    '/wps/originals/crash/state',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          "The brand's current crash round, the players' bets in it and recent rounds (session optional)",
        headers: sessionHeader,
        response: { 200: value },
      },
    },
    async (request) => {
      const token = sessionTokenOf(request);
      const s = token ? await session(request) : null;
      return ok(await crashState(deps(), request.brand, s, app.originals.timing));
    },
  );

  app.get<{ Querystring: { before?: string; limit: number } }>(
    '/wps/originals/crash/rounds',
    {
      schema: {
        tags,
        summary: 'Crashed rounds, newest first, with their revealed hash and crash point',
        querystring: {
          type: 'object',
          properties: {
            before: { type: 'string', pattern: '^\\d{1,18}$' },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: { 200: value },
      },
    },
    async (request) =>
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
