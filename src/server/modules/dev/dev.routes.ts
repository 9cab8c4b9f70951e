import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';
import { peekCaptcha } from '../captcha/captcha.service';

/**
 * Development-only helpers (never registered in production): the SMS/email outbox of the dev adapters and the
 * answer of the caller's captcha, so people and tests can finish verification flows.
 */
export async function devRoutes(app: FastifyInstance) {
  if (app.config.production) return;
  app.get<{ Querystring: { to?: string; limit?: string } }>(
    '/__dev/outbox',
    { schema: { hide: true } },
    async (request) => {
      let query = app.db
        .selectFrom('outbox')
        .select(['channel', 'destination as to', 'subject', 'body', 'created_at as createdAt'])
        .where('brand_code', '=', request.brand.config.code)
        .orderBy('id', 'desc')
        .limit(Math.min(Number(request.query.limit) || 50, 200));
      if (request.query.to) query = query.where('destination', '=', request.query.to);
      const rows = await query.execute();
      return ok(rows.map((row) => ({ ...row, code: row.body.match(/\b(\d{6})\b/)?.[1] ?? null })));
    },
  );
  app.get('/__dev/captcha', { schema: { hide: true } }, async (request) =>
    ok({ answer: (await peekCaptcha(app.db, request)) ?? null }),
  );
}
