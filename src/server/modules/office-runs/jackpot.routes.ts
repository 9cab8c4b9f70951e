import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-runs';
import { formatAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import { explainJackpot, jackpotState, runJackpot } from '@/server/domains/games';
import { ok } from '@/server/plugins/envelope';
import { officeRoute } from '../staff/staff.guard';
import { recordRun } from './audit';

/**
 * The jackpot in the console: the pool's stored sums beside jackpot-explain's recomputation from the ledger
 * (explainJackpot), and "run now" = runJackpot, the call of `npm run ops -- jackpot-run` (idempotent: every posting
 * has a key derived from the stakes it covers), recorded in the audit log with the reason.
 */
export async function jackpotView({
  db,
  brand,
}: Pick<ServiceContext, 'db' | 'brand'>): Promise<api.JackpotView> {
  const units = brand.config.currency.minorUnits;
  const money = (v: bigint | number) => formatAmount(BigInt(v), units);
  const config = brand.config.jackpot ?? null;
  const [e, state, sums] = await Promise.all([
    explainJackpot(db, brand),
    jackpotState(db, brand),
    db
      .selectFrom('jackpot_pool')
      .selectAll()
      .where('brand_code', '=', brand.config.code)
      .where('currency', '=', brand.config.currency.code)
      .executeTakeFirst(),
  ]);
  const expected = e.seeded + e.contributed - e.paid;
  const difference = e.balance - expected;
  // The stored sums (jackpot_pool) must tell the same story as the postings.
  const stored = {
    seeded: BigInt(sums?.seeded ?? 0),
    contributed: BigInt(sums?.contributed ?? 0),
    paid: BigInt(sums?.paid ?? 0),
    wins: sums?.wins ?? 0,
  };
  const problems = [...e.problems];
  if (
    stored.seeded !== e.seeded ||
    stored.contributed !== e.contributed ||
    stored.paid !== e.paid ||
    stored.wins !== e.wins
  )
    problems.push(
      `pool sums (seeded ${stored.seeded}, contributed ${stored.contributed}, paid ${stored.paid}, ${stored.wins} win(s)) differ from the postings`,
    );
  return {
    enabled: config !== null,
    config: config && {
      seed: money(config.seed),
      contributionBp: config.contributionBp,
      oneIn: config.oneIn,
      minStake: money(config.minStake),
    },
    pools: [
      {
        currency: e.currency,
        balance: money(state.amount),
        seeded: money(stored.seeded),
        contributed: money(stored.contributed),
        paid: money(stored.paid),
        wins: stored.wins,
        pendingEvents: e.pendingEvents,
        lastWin: state.lastWin && {
          username: state.lastWin.username,
          amount: money(state.lastWin.amount),
          at: state.lastWin.created_at.toISOString(),
        },
        explain: {
          seeded: money(e.seeded),
          contributed: money(e.contributed),
          paid: money(e.paid),
          wins: e.wins,
          expected: money(expected),
          difference: money(difference),
          problems,
          ok: problems.length === 0 && difference === 0n,
        },
      },
    ],
  };
}

export async function jackpotRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeJackpot, { permission: 'loyalty.read' }, async (call) =>
    ok(await jackpotView(call.ctx)),
  );

  officeRoute(app, api.officeJackpotRun, { permission: 'loyalty.decide' }, async (call, request) => {
    const run = await runJackpot(call.ctx.db, call.brand, { wait: true });
    await recordRun(app, call, 'jackpot.run', request.body.reason, {
      processed: run.processed,
      wins: run.wins.length,
      paid: run.wins.reduce((sum, w) => sum + w.amount, 0n).toString(),
    });
    return ok({ processed: run.processed, wins: run.wins.length, jackpot: await jackpotView(call.ctx) });
  });
}
