import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';
import { peekCaptcha } from '../captcha/captcha.service';

/**
 * Development-only helpers (never registered in production): the SMS/email outbox of the dev adapters and the
 * answer of the caller's captcha, so people and tests can finish verification flows.
 */
export async function devRoutes(app: FastifyInstance) {
  if (app.config.production) return;
  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/__dev/outbox',
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 200 },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
      },
    },
    async (request) => {
      let query = app.db
        .selectFrom('outbox')
        .select(['channel', 'destination as to', 'subject', 'body', 'created_at as createdAt'])
        .where('brand_code', '=', request.brand.config.code)
        .orderBy('id', 'desc')
        .limit(request.query.limit);
      if (request.query.to) query = query.where('destination', '=', request.query.to);
      const rows = await query.execute();
      return ok(rows.map((row) => ({ ...row, code: row.body.match(/\b(\d{6})\b/)?.[1] ?? null })));
    },
  );
  app.get('/__dev/captcha', { schema: { hide: true } }, async (request) =>
    ok({ answer: (await peekCaptcha(app.db, request)) ?? null }),
  );
}
