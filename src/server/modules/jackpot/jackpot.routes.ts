import type { FastifyInstance } from 'fastify';
import { formatAmount } from '../../../core/money';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { maskName } from '../games/games.service';
import { jackpotState } from './jackpot.service';

const value = envelopeSchema({
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'amount', 'currency', 'currencySymbol', 'asOf', 'lastWin'],
  properties: {
    enabled: { type: 'boolean' },
    amount: { type: 'string' },
    currency: { type: 'string' },
    currencySymbol: { type: 'string' },
    asOf: { type: 'string' },
    lastWin: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['customerName', 'amount', 'at'],
          properties: {
            customerName: { type: 'string' },
            amount: { type: 'string' },
            at: { type: 'string' },
          },
        },
      ],
    },
  },
});

/** GET /wps/games/jackpot: the brand's jackpot pool as every visitor sees it (docs/jackpot.md). */
export async function jackpotRoutes(app: FastifyInstance) {
  app.get(
    '/wps/games/jackpot',
    {
      schema: {
        tags: ['games'],
        summary:
          "The brand's jackpot pool now: {enabled, amount, currency, currencySymbol, asOf, lastWin}; enabled false (amount 0) for a brand without one",
        response: { 200: value },
      },
    },
    async (request) => {
      const brand = request.brand;
      const { currency } = brand.config;
      const base = {
        currency: currency.code,
        currencySymbol: currency.symbol,
        asOf: new Date().toISOString(),
      };
      if (!brand.config.jackpot)
        return ok({ enabled: false, amount: formatAmount(0n, currency.minorUnits), lastWin: null, ...base });
      const state = await jackpotState(app.db, brand);
      return ok({
        enabled: true,
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
    },
  );
}
