import type { FastifyInstance } from 'fastify';
import { memberLanguage } from '../../domains/identity';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { deleteMessages, listMessages, markRead, unreadCount } from './inbox.service';
import {
  amountField,
  bearer,
  ctxOf,
  idempotencyField,
  idOf,
  keyOf,
  loose,
  pageQuery,
  sessionOf,
  text,
} from './route-helpers';
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

const tags = ['wallet'];
const value = envelopeSchema(loose);

/** Balance, public state, wallets and transfers between them, the account record and the inbox. */
export async function walletRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });

  app.get(
    '/wps/v2/wallets/balance',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Main wallet balance: {balance: "123.45", currency, currencySymbol}',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(await balanceOf(ctxOf(app, request), sessionOf(request).id)),
  );

  app.get(
    '/wps/member/publicState',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Public state: balance, currencySymbol, VIP, availablePromoCount, unreadMessage',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(await publicState(ctxOf(app, request), sessionOf(request), request.language)),
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Merchant wallet: {isSingle, wallets: [{code, name, balance}]} (main wallet first)',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(await merchantWallet(ctxOf(app, request), sessionOf(request).id, request.language)),
  );

  app.post<{ Body: { from?: string; to?: string; amount?: unknown; idempotencyKey?: string } }>(
    '/wps/relay/GCS_walletTransfer',
    {
      preHandler: real,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Move money between the main wallet and a game wallet (isSingle false only)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to', 'amount'],
          properties: { from: text(12), to: text(12), amount: amountField, idempotencyKey: idempotencyField },
        },
        response: { 200: value },
      },
    },
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

  const transferBody = (extra: Record<string, unknown>, required: string[]) =>
    ({
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'paymentPassword', ...required],
      properties: {
        amount: amountField,
        paymentPassword: text(128),
        idempotencyKey: idempotencyField,
        ...extra,
      },
    }) as const;

  app.post<{ Body: { amount?: unknown; paymentPassword?: string } }>(
    '/wps/member/transfer/upline',
    {
      preHandler: real,
      config: { encrypt: true, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Transfer from the main wallet to the upline (payment password required)',
        security: bearer,
        body: transferBody({}, []),
        response: { 200: value },
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      const clientKey = keyOf(request);
      await verifyPaymentPassword(ctx, sessionOf(request).id, request.body.paymentPassword);
      return ok(
        await transferToUpline(ctx, sessionOf(request).id, { amount: request.body.amount, clientKey }),
      );
    },
  );

  app.post<{ Body: { downline?: string; amount?: unknown; paymentPassword?: string } }>(
    '/wps/agent/transfer/downline',
    {
      preHandler: requireSession(app, { realAccount: true, agent: true }),
      config: { encrypt: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['agent'],
        summary: "Agent → a member of the agent's own team (username; payment password required)",
        security: bearer,
        body: transferBody({ downline: text(64) }, ['downline']),
        response: { 200: value },
      },
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

  app.get<{
    Querystring: {
      type?: string;
      wallet?: string;
      from?: string;
      to?: string;
      pageNo: number;
      pageSize: number;
    };
  }>(
    '/wps/member/transactions',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          'Account record: postings of the player (type, signed amount, balance after, time, reference)',
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', pattern: '^[a-z_]{1,32}$' },
            wallet: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' },
            from: text(40),
            to: text(40),
            ...pageQuery,
          },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await accountRecord(ctxOf(app, request), sessionOf(request).id, request.query)),
  );

  // ---- Inbox (messageV2) ----

  app.get<{ Querystring: { pageNo: number; pageSize: number; unread?: boolean } }>(
    '/wps/member/messages',
    {
      preHandler: real,
      schema: {
        tags: ['inbox'],
        summary: "Inbox messages, newest first, in the account's language (else the request language)",
        security: bearer,
        querystring: { type: 'object', properties: { ...pageQuery, unread: { type: 'boolean' } } },
        response: { 200: value },
      },
    },
    async (request) =>
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
  const idsBody = (withAll: boolean) =>
    ({
      type: 'object',
      additionalProperties: false,
      properties: {
        ids: { type: 'array', maxItems: 200, items: { type: 'string', pattern: '^\\d{1,18}$' } },
        ...(withAll ? { all: { type: 'boolean' } } : {}),
      },
    }) as const;

  app.post<{ Body: { ids?: string[]; all?: boolean } }>(
    '/wps/member/messages/read',
    {
      preHandler: real,
      schema: {
        tags: ['inbox'],
        summary: 'Mark messages read: {ids} or {all: true}; answers {updated, unread}',
        security: bearer,
        body: idsBody(true),
        response: { 200: value },
      },
    },
    async (request) => {
      const id = sessionOf(request).id;
      const updated = await markRead(app.db, id, request.body.all ? 'all' : idsOf(request.body.ids));
      return ok({ updated, unread: await unreadCount(app.db, id) });
    },
  );

  app.post<{ Body: { ids?: string[] } }>(
    '/wps/member/messages/delete',
    {
      preHandler: real,
      schema: {
        tags: ['inbox'],
        summary: 'Delete messages: {ids}; answers {deleted, unread}',
        security: bearer,
        body: { ...idsBody(false), required: ['ids'] },
        response: { 200: value },
      },
    },
    async (request) => {
      const id = sessionOf(request).id;
      const deleted = await deleteMessages(app.db, id, idsOf(request.body.ids));
      return ok({ deleted, unread: await unreadCount(app.db, id) });
    },
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      preHandler: real,
      schema: {
        tags: ['inbox'],
        summary: 'Unread message count (a number)',
        security: bearer,
        response: { 200: envelopeSchema({ type: 'integer' }) },
      },
    },
    async (request) => ok(await unreadCount(app.db, sessionOf(request).id)),
  );
}
