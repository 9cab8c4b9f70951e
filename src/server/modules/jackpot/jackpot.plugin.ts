import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maskName } from '../games/winners';
import { jackpotRoutes } from './jackpot.routes';
import { type JackpotWinner, runJackpot } from './jackpot.service';

const LOOP_MS = 1000;

/** Announces wins on the live winners board of every instance (the board's rows are already written). */
async function announce(app: FastifyInstance, wins: JackpotWinner[]) {
  for (const win of wins) {
    if (win.nodeId === null) continue;
    const account = await app.db
      .selectFrom('account')
      .select('username')
      .where('id', '=', win.accountId)
      .executeTakeFirst();
    await app.bus.publish({
      t: 'winner',
      b: win.brand,
      w: [[maskName(account?.username ?? ''), `${win.amount}`, win.nodeId]],
    });
  }
}

/** The jackpot pool: its route and, on a listening server, the once-a-second run per brand (docs/jackpot.md). */
export const jackpotPlugin = fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      running = (async () => {
        for (const brand of app.registry.brands) {
          const run = await runJackpot(app.db, brand);
          if (run.wins.length > 0) await announce(app, run.wins);
        }
      })()
        .catch((error) => app.log.warn({ err: error }, 'jackpot'))
        .finally(() => {
          running = undefined;
          if (timer) timer = setTimeout(tick, LOOP_MS);
        });
    };
    app.addHook('onListen', async () => {
      // The owner process only (SERVER_PROCESSES).
      if (!timer && app.config.processRole !== 'serving') timer = setTimeout(tick, LOOP_MS);
    });
    app.addHook('onClose', async () => {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running;
    });
    await app.register(jackpotRoutes);
  },
  { name: 'jackpot', dependencies: ['realtime'] },
);
