import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/money';
import { memberLanguage } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { deleteMessages, listMessages, markRead, unreadCount } from './inbox.service';
import { ctxOf, idOf, keyOf, sessionOf } from './route-helpers';
import { verifyPaymentPassword } from './security.service';
import {
  accountRecord,
  balanceOf,
  downlineTransfer,
  merchantWallet,
  publicState,
  transferToUpline,
  walletTransfer,
} from './wallets.service';

/** Balance, public state, wallets and transfers between them, the account record and the inbox. */
export async function walletRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });

  route(app, api.balance, { preHandler: real }, async (request) =>
    ok(await balanceOf(ctxOf(app, request), sessionOf(request).id)),
  );

  route(app, api.publicState, { preHandler: real }, async (request) =>
    ok(await publicState(ctxOf(app, request), sessionOf(request), request.language)),
  );

  route(app, api.merchantWallet, { preHandler: real }, async (request) =>
    ok(await merchantWallet(ctxOf(app, request), sessionOf(request).id, request.language)),
  );

  route(
    app,
    api.walletTransfer,
    { preHandler: real, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) =>
      ok(
        await walletTransfer(
          ctxOf(app, request),
          sessionOf(request).id,
          { ...request.body, clientKey: keyOf(request) },
          request.language,
        ),
      ),
  );

  route(
    app,
    api.transferToUpline,
    { preHandler: real, config: { encrypt: true, rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => {
      const ctx = ctxOf(app, request);
      const clientKey = keyOf(request);
      await verifyPaymentPassword(ctx, sessionOf(request).id, request.body.paymentPassword);
      return ok(
        await transferToUpline(ctx, sessionOf(request).id, { amount: request.body.amount, clientKey }),
      );
    },
  );

  route(
    app,
    api.transferToDownline,
    {
      preHandler: requireSession(app, { realAccount: true, agent: true }),
      config: { encrypt: true, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      const clientKey = keyOf(request);
      const session = sessionOf(request);
      await verifyPaymentPassword(ctx, session.id, request.body.paymentPassword);
      return ok(
        await downlineTransfer(ctx, session, {
          downline: request.body.downline,
          amount: request.body.amount,
          clientKey,
        }),
      );
    },
  );

  route(app, api.transactions, { preHandler: real }, async (request) =>
    ok(await accountRecord(ctxOf(app, request), sessionOf(request).id, request.query)),
  );

  // ---- Inbox (messageV2) ----

  route(app, api.messages, { preHandler: real }, async (request) =>
    ok(
      await listMessages(
        app.db,
        sessionOf(request).id,
        memberLanguage(request.brand.config, sessionOf(request).language, request.language),
        {
          pageNo: request.query.pageNo,
          pageSize: request.query.pageSize,
          unreadOnly: request.query.unread === true,
        },
      ),
    ),
  );

  const idsOf = (ids: unknown): bigint[] => {
    if (!Array.isArray(ids)) return [];
    return ids.map((id) => {
      const parsed = idOf(id);
      if (parsed === undefined) throw new AppError('invalid_request', { field: 'ids', detail: '' });
      return parsed;
    });
  };

  route(app, api.markRead, { preHandler: real }, async (request) => {
    const id = sessionOf(request).id;
    const updated = await markRead(app.db, id, request.body.all ? 'all' : idsOf(request.body.ids));
    return ok({ updated, unread: await unreadCount(app.db, id) });
  });

  route(app, api.deleteMessages, { preHandler: real }, async (request) => {
    const id = sessionOf(request).id;
    const deleted = await deleteMessages(app.db, id, idsOf(request.body.ids));
    return ok({ deleted, unread: await unreadCount(app.db, id) });
  });

  route(app, api.unreadCount, { preHandler: real }, async (request) =>
    ok(await unreadCount(app.db, sessionOf(request).id)),
  );
}
