import type { FastifyInstance } from 'fastify';
import { playModeOf } from '../../../core/account-types';
import { formatAmount } from '../../../core/money';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { ensureTrialDemo } from './demo-credits';

const value = envelopeSchema({
  type: 'object',
  additionalProperties: false,
  required: ['balance', 'currency', 'currencySymbol', 'demo'],
  properties: {
    balance: { type: 'string' },
    currency: { type: 'string' },
    currencySymbol: { type: 'string' },
    demo: { type: 'boolean', const: true },
  },
});

/** GET /wps/v2/wallets/demo: a trial account's demo credits (the header shows them, marked as demo). */
export async function demoRoutes(app: FastifyInstance) {
  app.get(
    '/wps/v2/wallets/demo',
    {
      preHandler: requireSession(app),
      schema: {
        tags: ['wallet'],
        summary:
          "A trial account's demo credits: {balance, currency, currencySymbol, demo: true}; 404 not_found for a real account (it has none)",
        security: [{ bearer: [] }],
        response: { 200: value },
      },
    },
    async (request) => {
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
    },
  );
}
