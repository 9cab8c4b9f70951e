import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '@/core/api/money';
import type { Brand } from '@/core/brand';
import { localized } from '@/core/brand';
import { createFormat } from '@/core/format';
import { formatAmount } from '@/core/money';
import { enqueue } from '@/server/jobs/queue';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { methodOf } from '@/server/providers/payment/registry';
import {
  depositCallbackBody,
  SANDBOX_JOB,
  type SandboxCallbackJob,
  sandboxDelayMs,
  sandboxQrPayload,
} from '@/server/providers/payment/sandbox';
import { handleDepositCallback } from './deposit.service';
import { handlePayoutCallback } from './withdrawal/payout-callback';

/**
 * Provider callbacks: the raw body is kept as a string (any content type, ≤ 64 KB) because the signature is
 * over the exact bytes the provider sent. Registered in their own context so no other route parses this way.
 */
export async function paymentCallbackRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  const raw = (body: unknown) => (typeof body === 'string' ? body : '');

  route(app, api.depositCallback, {}, async (request) =>
    ok(
      await handleDepositCallback(
        { db: app.db, secret: app.secret, brand: request.brand, hooks: app.walletHooks },
        request.params.method,
        raw(request.body),
        request.headers['x-signature'],
      ),
    ),
  );

  route(app, api.payoutCallback, {}, async (request) =>
    ok(
      await handlePayoutCallback(
        { db: app.db, secret: app.secret, brand: request.brand, hooks: app.walletHooks },
        request.params.method,
        raw(request.body),
        request.headers['x-signature'],
      ),
    ),
  );
}

// ------------------------------------------------------------------------------------------------------------
// The sandbox PSP's hosted payment page.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The QR as inline SVG (qrcode.react rendered to static markup, loaded on first use: no cost at start-up). */
async function qrSvg(payload: string): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, { QRCodeSVG }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('qrcode.react'),
  ]);
  return renderToStaticMarkup(
    createElement(QRCodeSVG, { value: payload, size: 220, level: 'M', marginSize: 2 }),
  );
}

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1c2430;margin:0;display:flex;justify-content:center;padding:24px}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:24px;max-width:380px;width:100%}
h1{font-size:18px;margin:0 0 4px}.muted{color:#5b6675;font-size:13px}.amount{font-size:30px;font-weight:700;margin:16px 0}
.qr{display:flex;justify-content:center;margin:12px 0}code{display:block;font-size:11px;word-break:break-all;background:#f4f6f8;padding:6px;border-radius:6px}
form{display:flex;gap:12px;margin-top:20px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.fail{background:#e5e7eb;color:#1c2430}.badge{display:inline-block;padding:4px 10px;border-radius:99px;background:#f4f6f8}
a{color:#0b5cad}</style></head><body><main>${body}</main></body></html>`);
}

export async function sandboxPageRoutes(app: FastifyInstance) {
  /** The order and its brand, whatever host the page is opened on (the PSP does not care about our brands). */
  async function orderOf(orderNo: string) {
    const row = await app.db
      .selectFrom('payment_deposit')
      .select(['order_no', 'brand_code', 'method_code', 'provider', 'amount', 'currency', 'status'])
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    const brand = row ? app.registry.brands.find((b: Brand) => b.config.code === row.brand_code) : undefined;
    const method = row && brand ? methodOf(brand, row.method_code) : undefined;
    if (!row || !brand || method?.provider !== 'sandbox') return undefined;
    return { row, brand, method };
  }

  async function decision(brand: string, orderNo: string): Promise<'success' | 'failed' | undefined> {
    const job = await app.db
      .selectFrom('job')
      .select(['payload'])
      .where('dedupe_key', '=', `sandbox-deposit:${brand}:${orderNo}`)
      .executeTakeFirst();
    if (!job) return undefined;
    return (JSON.parse(String(job.payload.body)) as { status: 'success' | 'failed' }).status;
  }

  /** Back to the merchant's deposit page showing this order (the SPA polls and shows its outcome). */
  const backLink = (host: string, brand: string, orderNo: string) => {
    const hostname = host.split(':')[0]?.toLowerCase() ?? '';
    const preview = app.config.previewHosts.has(hostname) ? `&brand=${encodeURIComponent(brand)}` : '';
    const href = `/member?page=depositv2&order=${encodeURIComponent(orderNo)}${preview}`;
    return `<p class="muted"><a href="${escapeHtml(href)}">Return to the merchant</a></p>`;
  };

  // The sandbox PSP stands in for a provider's own page: English, the amount by the one formatter.
  const sandboxFormat = (brand: Brand) =>
    createFormat({ language: 'en', currency: brand.config.currency, isolate: false });

  route(app, api.sandboxPage, {}, async (request, reply) => {
    const found = await orderOf(request.params.orderNo);
    if (!found)
      return page(
        reply,
        404,
        'Payment not found',
        '<h1>Payment not found</h1><p class="muted">Unknown or expired order.</p>',
      );
    const { row, brand, method } = found;
    const amount = formatAmount(row.amount, brand.config.currency.minorUnits);
    const merchant = escapeHtml(brand.config.displayName);
    const head = `<p class="muted">Sandbox PSP · test payments only</p><h1>${merchant}</h1>
<p class="muted">${escapeHtml(localized(method.name, 'en', brand.config.languages.default))} · order ${escapeHtml(row.order_no)}</p>
<div class="amount">${escapeHtml(sandboxFormat(brand).money(row.amount))} <span class="muted">${escapeHtml(row.currency)}</span></div>`;
    const decided = row.status === 'pending' ? await decision(row.brand_code, row.order_no) : undefined;
    if (row.status !== 'pending' || decided) {
      const state =
        row.status !== 'pending'
          ? row.status
          : decided === 'success'
            ? 'paid, notifying the merchant'
            : 'declined, notifying the merchant';
      return page(
        reply,
        200,
        'Sandbox payment',
        `${head}<p><span class="badge">${escapeHtml(state)}</span></p>${backLink(request.headers.host ?? '', row.brand_code, row.order_no)}`,
      );
    }
    const payload = sandboxQrPayload({ orderNo: row.order_no, amountText: amount, currency: row.currency });
    return page(
      reply,
      200,
      'Sandbox payment',
      `${head}<div class="qr">${await qrSvg(payload)}</div><code>${escapeHtml(payload)}</code>
<form method="post"><button class="pay" name="action" value="pay">Pay</button><button class="fail" name="action" value="fail">Fail</button></form>`,
    );
  });

  route(
    app,
    api.sandboxDecide,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const found = await orderOf(request.params.orderNo);
      if (!found) return page(reply, 404, 'Payment not found', '<h1>Payment not found</h1>');
      const { row, brand, method } = found;
      if (row.status === 'pending') {
        // The PSP decides once; its signed callback follows asynchronously from the job queue.
        const job: SandboxCallbackJob = {
          brand: row.brand_code,
          method: method.code,
          host: brand.config.domains[0]!,
          body: depositCallbackBody({
            orderNo: row.order_no,
            amount: row.amount,
            currency: row.currency,
            status: request.body.action === 'pay' ? 'success' : 'failed',
          }),
        };
        await enqueue(app.db, {
          kind: SANDBOX_JOB.depositCallback,
          payload: job,
          dedupeKey: `sandbox-deposit:${row.brand_code}:${row.order_no}`,
          runAt: new Date(Date.now() + sandboxDelayMs()),
        });
      }
      return reply.redirect(`/sandbox-pay/${encodeURIComponent(row.order_no)}`, 303);
    },
  );
}
