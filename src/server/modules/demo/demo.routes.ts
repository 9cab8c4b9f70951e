import type { FastifyInstance } from 'fastify';
import { playModeOf } from '@/core/account-types';
import * as api from '@/core/api/identity';
import { formatAmount } from '@/core/money';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { ensureTrialDemo } from './demo-credits';

/** GET /wps/v2/wallets/demo: a trial account's demo credits (the header shows them, marked as demo). */
export async function demoRoutes(app: FastifyInstance) {
  route(app, api.demoWallet, { preHandler: requireSession(app) }, async (request) => {
    const session = request.session!;
    if (playModeOf(session.type) !== 'demo') throw new AppError('not_found');
    const { config } = request.brand;
    const credits = await ensureTrialDemo(app.db, request.brand, session.id);
    return ok({
      balance: formatAmount(credits.balance, config.currency.minorUnits),
      currency: config.currency.code,
      currencySymbol: config.currency.symbol,
      demo: true as const,
    });
  });
}
