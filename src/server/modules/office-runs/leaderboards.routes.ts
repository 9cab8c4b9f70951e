import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-runs';
import { formatAmount } from '@/core/money';
import { type BoardStatus, leaderboardStatus, settleLeaderboards } from '@/server/domains/engagement';
import { ok } from '@/server/plugins/envelope';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';
import { recordRun } from './audit';

/**
 * Leaderboards in the console: each board's live standings and its ended periods' payout state
 * (leaderboardStatus), and "settle now" = settleLeaderboards, the call of `npm run ops -- leaderboard-settle`
 * (each prize's key names its board, period and rank: a rerun pays nothing twice), audited with the reason.
 */
function boardsOf(call: OfficeCall, boards: BoardStatus[]): api.Board[] {
  const units = call.brand.config.currency.minorUnits;
  const money = (v: bigint) => formatAmount(v, units);
  return boards.map((b) => ({
    id: b.id,
    title: b.title,
    metric: b.metric,
    period: b.period,
    size: b.size,
    current: {
      periodKey: b.current.periodKey,
      from: b.current.from.toISOString(),
      to: b.current.to.toISOString(),
      top: b.current.top.map((r) => ({
        rank: r.rank,
        username: r.username,
        // The multiplier board ranks by a two-decimal multiplier; the others by money.
        value: b.metric === 'valid_bet' ? money(r.value) : formatAmount(r.value, 2),
        prize: r.prize === null ? null : money(r.prize),
      })),
    },
    ended: b.ended.map((p) => ({
      periodKey: p.periodKey,
      state: p.state,
      settledAt: p.settledAt?.toISOString() ?? null,
      ranked: p.ranked,
      prizes: p.prizes,
      prizeTotal: money(p.prizeTotal),
    })),
  }));
}

export async function leaderboardRoutes(app: FastifyInstance): Promise<void> {
  const view = async (call: OfficeCall) => ({
    currency: call.brand.config.currency.code,
    timezone: call.brand.config.timezone ?? 'UTC',
    boards: boardsOf(call, await leaderboardStatus(app.db, call.brand, call.ctx.language)),
  });

  officeRoute(app, api.officeLeaderboards, { permission: 'loyalty.read' }, async (call) =>
    ok(await view(call)),
  );

  officeRoute(app, api.officeLeaderboardsSettle, { permission: 'loyalty.decide' }, async (call, request) => {
    const paid = await settleLeaderboards(app.db, call.brand);
    await recordRun(app, call, 'leaderboard.settle', request.body.reason, { paid });
    return ok({ paid, ...(await view(call)) });
  });
}
