import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity';
import { hostName } from '@/server/brands/registry';
import { captchaIdFrom, peekCaptcha } from '@/server/domains/identity';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';

/**
 * Development helpers, registered only with DEV_ROUTES=1 (the API tests and the end-to-end server set it; refused
 * in production): the SMS/email outbox of the dev adapters and the answer of the caller's captcha, so people and
 * tests can finish verification flows. The outbox names each message's brand; on a bare preview host it lists
 * every brand's messages.
 */
export async function devRoutes(app: FastifyInstance) {
  if (!app.config.devRoutes) return;
  route(app, api.devOutbox, {}, async (request) => {
    let query = app.db
      .selectFrom('outbox')
      .select([
        'brand_code as brand',
        'channel',
        'destination as to',
        'subject',
        'body',
        'created_at as createdAt',
      ])
      .orderBy('id', 'desc')
      .limit(request.query.limit);
    // A brand's own host (or X-Brand on a preview host) shows that brand; a bare preview host
    // (localhost:8080/__dev/outbox) shows every brand, each row naming its brand.
    const everyBrand = !request.brandPreview && app.registry.isPreviewHost(hostName(request.headers.host));
    if (!everyBrand) query = query.where('brand_code', '=', request.brand.config.code);
    if (request.query.to) query = query.where('destination', '=', request.query.to);
    const rows = await query.execute();
    return ok(rows.map((row) => ({ ...row, code: row.body.match(/\b(\d{6})\b/)?.[1] ?? null })));
  });
  route(app, api.devCaptcha, {}, async (request) =>
    ok({ answer: (await peekCaptcha(app.db, captchaIdFrom(request))) ?? null }),
  );
}
