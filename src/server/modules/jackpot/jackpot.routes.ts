import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/engagement';
import { jackpotThreshold } from '@/core/jackpot';
import { formatAmount } from '@/core/money';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { maskName } from '../games/winners';
import { jackpotState } from './jackpot.service';

/** GET /wps/games/jackpot: the brand's jackpot pool as every visitor sees it (docs/jackpot.md). */
export async function jackpotRoutes(app: FastifyInstance) {
  route(app, api.jackpot, {}, async (request) => {
    const brand = request.brand;
    const { currency } = brand.config;
    const base = {
      currency: currency.code,
      currencySymbol: currency.symbol,
      asOf: new Date().toISOString(),
    };
    if (!brand.config.jackpot)
      return ok({
        enabled: false,
        amount: formatAmount(0n, currency.minorUnits),
        lastWin: null,
        rule: null,
        ...base,
      });
    const config = brand.config.jackpot;
    const state = await jackpotState(app.db, brand);
    return ok({
      enabled: true,
      rule: {
        contributionBp: config.contributionBp,
        oneIn: config.oneIn,
        minStake: formatAmount(BigInt(config.minStake), currency.minorUnits),
        threshold: jackpotThreshold(config.oneIn),
      },
      amount: formatAmount(state.amount, currency.minorUnits),
      lastWin: state.lastWin
        ? {
            customerName: maskName(state.lastWin.username),
            amount: formatAmount(state.lastWin.amount, currency.minorUnits),
            at: state.lastWin.created_at.toISOString(),
          }
        : null,
      ...base,
    });
  });
}
