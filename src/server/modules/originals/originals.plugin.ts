import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { playModeOf } from '@/core/account-types';
import type { Brand } from '@/core/brand';
import { gameOfCode, HOUSE_EDGE_BP } from '@/core/originals-config';
import { connectionStringOf } from '@/server/db/connect';
import { createTrialLaunch, ensureTrialDemo } from '@/server/domains/identity';
import type { CatalogueIndex } from '../games/catalogue-index';
import { createWalletSession } from '../vendor/wallet-sessions';
import type { CrashTiming } from './crash/crash.service';
import { CrashScheduler, crashBrands, crashTimingFromEnv } from './crash/scheduler';
import type { EngineDeps } from './engine';
import { MQ, MqClient } from './mq-client';
import { originalsRoutes } from './originals.routes';
import { purgeDemo, SWEEP_MS, sweep } from './outbox';
import { StreamHub } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house vendor MQ: its engine, crash scheduler and live stream (docs/originals.md). */
    originals: {
      deps: EngineDeps;
      crash: CrashScheduler;
      hub: StreamHub;
      timing: CrashTiming;
      houseEdgeBp: number;
      /** Runs MQ's outbox now (tests; a listening server sweeps every 5 s). */
      sweep(options?: { now?: boolean }): Promise<number>;
    };
  }
}

/**
 * The in-house games as vendor MQ: registers MQ's launcher with the games module, the game screens' API, the
 * live stream, the crash scheduler (leader-elected; started when the server listens, like the job queue) and
 * MQ's outbox sweep. MQ moves money only through the seamless-wallet protocol handler (app.vendorWallet).
 */
export const originalsPlugin = fp(
  async (app: FastifyInstance) => {
    const secret = app.vendorWallet.secrets.of(MQ);
    if (!secret) throw new Error('the in-house vendor MQ has no wallet secret');
    const deps: EngineDeps = {
      db: app.db,
      mq: new MqClient(
        (vendor, action, raw, signature) => app.vendorWallet.call(vendor, action, raw, signature),
        secret,
      ),
      games: app.games,
      bus: app.bus,
      onError: (error) => app.log.warn({ err: error }, 'originals'),
    };
    const brands = new Map<string, Brand>(app.registry.brands.map((b) => [b.config.code, b]));
    let index: CatalogueIndex | undefined;
    const hub = new StreamHub(app.bus, brands, () => index);
    const timing = crashTimingFromEnv();
    const crash = new CrashScheduler(
      deps,
      crashBrands(app.registry.brands),
      timing,
      connectionStringOf(app.db),
    );
    app.decorate('originals', {
      deps,
      crash,
      hub,
      timing,
      houseEdgeBp: HOUSE_EDGE_BP.crash,
      sweep: (options?: { now?: boolean }) => sweep(deps, options),
    });

    app.gameLaunchers.register(MQ, {
      async launch({ brand, game, player, demo }) {
        const screen = gameOfCode(game.gameCode);
        if (!screen) throw new Error(`MQ has no screen for ${game.gameCode}`);
        // A trial account plays the demo screen on its own demo credits (spec §6); a visitor on fresh ones.
        if (player && playModeOf(player.type) === 'demo') {
          const credits = await ensureTrialDemo(app.db, brand, player.accountId);
          const launch = await createTrialLaunch(app.db, app.secret, credits.id, game.gameCode);
          return { url: `/originals/${screen}?launch=${launch}`, mode: 'iframe' };
        }
        if (demo || !player) return { url: `/originals/${screen}?demo=1`, mode: 'iframe' };
        const { launch } = await createWalletSession(app.db, app.secret, {
          vendor: MQ,
          brand: brand.config.code,
          accountId: player.accountId,
          gameCode: game.gameCode,
          currency: brand.config.currency.code,
        });
        return { url: `/originals/${screen}?launch=${launch}`, mode: 'iframe' };
      },
    });

    let sweeper: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> | undefined;
    let lastPurge = 0;
    // The live winners line names games from the catalogue index once it has loaded; the start does not wait for it.
    app.addHook('onListen', async () => {
      void app.games
        .catalogue()
        .then((loaded) => {
          index = loaded;
        })
        .catch(() => undefined);
    });
    // The crash rounds and the outbox sweep run in the owner process only (SERVER_PROCESSES); serving processes stream.
    app.addHook('onListen', async () => {
      if (app.config.processRole === 'serving') return;
      crash.start();
      const tick = () => {
        sweeping = (async () => {
          await sweep(deps);
          if (Date.now() - lastPurge > 3_600_000) {
            lastPurge = Date.now();
            await purgeDemo(deps);
          }
        })()
          .catch(deps.onError)
          .finally(() => {
            sweeping = undefined;
            if (sweeper) sweeper = setTimeout(tick, SWEEP_MS);
          });
      };
      sweeper = setTimeout(tick, SWEEP_MS);
    });
    // Streams end before the server waits for its connections to close.
    app.addHook('preClose', async () => hub.close());
    app.addHook('onClose', async () => {
      if (sweeper) clearTimeout(sweeper);
      sweeper = undefined;
      await sweeping;
      await crash.stop();
    });
    await app.register(originalsRoutes);
  },
  { name: 'originals', dependencies: ['games', 'realtime'] },
);
