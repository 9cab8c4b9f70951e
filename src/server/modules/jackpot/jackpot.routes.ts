import type { FastifyInstance } from 'fastify';
import { jackpotThreshold } from '../../../core/jackpot';
import { formatAmount } from '../../../core/money';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { maskName } from '../games/winners';
import { jackpotState } from './jackpot.service';

const value = envelopeSchema({
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'amount', 'currency', 'currencySymbol', 'asOf', 'lastWin', 'rule'],
  properties: {
    enabled: { type: 'boolean' },
    amount: { type: 'string' },
    currency: { type: 'string' },
    currencySymbol: { type: 'string' },
    asOf: { type: 'string' },
    rule: {
      description:
        'how the pool is funded and won (brand.json jackpot): the /fairness page verifies a draw with it',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['contributionBp', 'oneIn', 'minStake', 'threshold'],
          properties: {
            contributionBp: { type: 'integer' },
            oneIn: { type: 'integer' },
            minStake: { type: 'string' },
            threshold: { type: 'integer' },
          },
        },
      ],
    },
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
    },
  );
}
