import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/originals';
import { CLIENT_SEED } from '@/core/fairness';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { openMinesRound } from './bets.service';
import { betHistory } from './history.service';
import { routeKit } from './originals-route-kit';
import { activeSeed, rotateSeed, seedState, setClientSeed } from './seeds';

/** Fairness: the player's seeds (show, set the client seed, rotate), bet history, and the brand's crash chain commitment. */
export async function originalsSeedRoutes(app: FastifyInstance) {
  const { deps, session } = routeKit(app);

  route(app, api.seeds, {}, async (request) =>
    ok(seedState(await activeSeed(app.db, (await session(request)).owner))),
  );

  route(app, api.setClientSeed, {}, async (request) => {
    const s = await session(request);
    if (!CLIENT_SEED.test(request.body.clientSeed)) throw new AppError('seed_client_invalid');
    return ok(await setClientSeed(app.db, s.owner, request.body.clientSeed));
  });

  route(app, api.rotateSeed, {}, async (request) => {
    const s = await session(request);
    const clientSeed = request.body?.clientSeed;
    if (clientSeed !== undefined && !CLIENT_SEED.test(clientSeed)) throw new AppError('seed_client_invalid');
    // The open board's mines come from the active server seed: revealing it would reveal them.
    if (await openMinesRound(deps(), s)) throw new AppError('mines_round_open');
    return ok(await rotateSeed(app.db, s.owner, clientSeed));
  });

  route(app, api.history, {}, async (request) =>
    ok(await betHistory(deps(), await session(request), request.query)),
  );

  // The site header's live balance: EventSource cannot send Authorization, so a logged-in page trades its
  // bearer token for a short-lived stream ticket (stateless: HMAC of account and expiry with the server secret).

  route(app, api.crashFairness, {}, async (request) => {
    const chains = await app.db
      .selectFrom('crash_chain')
      .select([
        'id',
        'terminal_hash',
        'salt',
        'committed_at',
        'salt_fixed_at',
        'length',
        'next_index',
        'active',
      ])
      .where('brand_code', '=', request.brand.config.code)
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    const chain = (c: (typeof chains)[number]) => ({
      chainId: c.id.toString(),
      terminalHash: c.terminal_hash,
      committedAt: c.committed_at.toISOString(),
      salt: c.salt,
      saltFixedAt: c.salt_fixed_at?.toISOString() ?? null,
      length: c.length,
      roundsPlayed: c.length - 1 - c.next_index,
      active: c.active,
    });
    const current = chains.find((c) => c.active) ?? chains[0];
    return ok({
      ...(current ? chain(current) : { terminalHash: null, salt: null, roundsPlayed: 0 }),
      houseEdgeBp: app.originals.houseEdgeBp,
      growthPer10ms: app.originals.timing.growthPer10ms,
      chains: chains.map(chain),
    });
  });
}
