import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/originals';
import { betLimitsOf, GAME_CODES, ORIGINAL_GAMES, type OriginalGame } from '@/core/originals-config';
import { redeemTrialLaunch } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { redeemLaunch } from '../vendor/wallet-sessions';
import { betInstant, betMines, minesState, openMinesRound } from './bets.service';
import { crashBet } from './crash/crash.service';
import { money, nodeIdOf } from './engine';
import { gameConfig } from './game-config';
import { createDemoSession, resolveGameSession } from './game-session';
import { MQ } from './mq-client';
import { originalsRoundRoutes } from './originals-rounds.routes';
import { routeKit } from './originals-route-kit';
import { originalsSeedRoutes } from './originals-seeds.routes';
import { originalsStreamRoutes } from './originals-stream.routes';
import { isInstant } from './play';
import { activeSeed, seedState } from './seeds';

/** The in-house game screens' API (docs/originals-api.md "In-house vendor MQ"): session, balance and bets here; the
 * lasting rounds, the fairness pages and the live stream in their own files. */
export async function originalsRoutes(app: FastifyInstance) {
  const { deps, session, balanceOf } = routeKit(app);

  route(app, api.openSession, { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request) => {
    const { launch, demo, game: asked } = request.body;
    let token: string;
    let game: OriginalGame;
    const trial = launch ? await redeemTrialLaunch(app.db, app.secret, launch) : undefined;
    if (trial) {
      // A trial account's screen on its demo credits (the launch named the game).
      token = trial.token;
      game = (ORIGINAL_GAMES.find((g) => GAME_CODES[g] === trial.gameCode) ?? asked)!;
    } else if (launch) {
      const redeemed = await redeemLaunch(app.db, app.secret, launch);
      if (
        !redeemed ||
        redeemed.session.vendor_code !== MQ ||
        redeemed.session.brand_code !== request.brand.config.code
      )
        throw new AppError('game_session_invalid');
      token = redeemed.token;
      game = (ORIGINAL_GAMES.find((g) => GAME_CODES[g] === redeemed.session.game_code) ?? asked)!;
    } else if (demo === true && asked) {
      token = await createDemoSession(app.db, request.brand);
      game = asked;
    } else {
      throw new AppError('invalid_request', { field: 'launch', detail: 'launch, or demo with game' });
    }
    if (!game) throw new AppError('game_not_found');
    const s = await resolveGameSession(app.db, request.brand, token);
    const limits = betLimitsOf(s.currency);
    const seed = await activeSeed(app.db, s.owner);
    const open = game === 'mines' ? await openMinesRound(deps(), s) : undefined;
    const currency = request.brand.config.currency;
    return ok({
      session: token,
      game,
      gameCode: GAME_CODES[game],
      nodeId: await nodeIdOf(deps(), game),
      demo: s.demo,
      currency: currency.code,
      currencySymbol: currency.symbol,
      minorUnits: currency.minorUnits,
      balance: money(request.brand, await balanceOf(s, game)),
      limits: { min: money(request.brand, limits.min), max: money(request.brand, limits.max) },
      config: gameConfig(game, app.originals.timing),
      seeds: seedState(seed),
      openRound: open ? minesState(s, open) : null,
    });
  });

  route(app, api.balance, {}, async (request) => {
    const s = await session(request);
    return ok({ balance: money(s.brand, await balanceOf(s, request.query.game ?? 'dice')), demo: s.demo });
  });

  route(app, api.bet, { config: { rateLimit: { max: 600, timeWindow: 60_000 } } }, async (request) => {
    const s = await session(request);
    const game = request.params.game;
    // New bets wait out a maintenance of the game or of MQ (flags refreshed every 30 s); open rounds may finish.
    const indexed = (await app.games.catalogue()).byCode.get(GAME_CODES[game]);
    if (!indexed || indexed.maintenance || indexed.vendor.maintenance) throw new AppError('game_maintenance');
    if (game === 'crash') return ok(await crashBet(deps(), s, request.body));
    if (game === 'mines') return ok(await betMines(deps(), s, request.body));
    if (isInstant(game)) return ok(await betInstant(deps(), s, game, request.body));
    throw new AppError('game_not_found');
  });

  await originalsRoundRoutes(app);
  await originalsSeedRoutes(app);
  await originalsStreamRoutes(app);
}
