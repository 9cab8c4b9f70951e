import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { createDeposit, depositMethods, depositStatus, listDeposits } from './deposit.service';
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
import {
  addPayee,
  changePaymentPassword,
  listPayees,
  paymentPasswordStatus,
  removePayee,
  setPaymentPassword,
  verifyPaymentPassword,
} from './security.service';
import {
  confirmReceipt,
  listWithdrawals,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  type Proof,
} from './withdrawal/receipt';
import { requestWithdrawal, withdrawInfo } from './withdrawal/request';

const value = envelopeSchema(loose);
const bool = envelopeSchema({ type: 'boolean' });

/**
 * Reads a receipt confirmation: multipart/form-data (fields status, receivedAmount; files "proof", up to 3) or
 * JSON {status, receivedAmount} without files. Every part is read and checked before anything is stored.
 */
async function receiptInput(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { status: body.status, receivedAmount: body.receivedAmount, proofs: [] as Proof[] };
  }
  const fields: Record<string, string> = {};
  const proofs: Proof[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'proof' && part.fieldname !== 'proof[]') {
          throw new AppError('invalid_request', { field: part.fieldname, detail: 'files go in "proof"' });
        }
        proofs.push({ data: await part.toBuffer() });
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('proof_too_large', { max: 5 });
    if (code === 'FST_FILES_LIMIT') throw new AppError('proof_too_many', { max: PROOF_MAX_FILES });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('invalid_request', { field: 'body', detail: 'too many parts' });
    }
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request', { field: 'body', detail: 'malformed multipart body' });
  }
  return { status: fields.status, receivedAmount: fields.receivedAmount, proofs };
}

/** Deposits, withdrawals and their receipts, payee accounts and the payment password. */
export async function cashierRoutes(app: FastifyInstance) {
  // Receipt proofs are uploaded as multipart/form-data (the browser's native file upload), streamed with hard
  // limits: 5 MB per file, 3 files, a few small fields. Registered in this context only.
  await app.register(multipart, {
    limits: { fileSize: PROOF_MAX_BYTES, files: PROOF_MAX_FILES, fields: 8, parts: 12, fieldSize: 1024 },
  });
  const real = requireSession(app, { realAccount: true });

  // ---- Deposit (depositv2) ----

  app.get(
    '/wps/cashier/deposit/methods',
    {
      preHandler: real,
      schema: {
        tags: ['cashier'],
        summary: 'Deposit methods, limits and the tutorial text',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(depositMethods(ctxOf(app, request), request.language)),
  );

  app.post<{ Body: { method?: string; amount?: unknown; idempotencyKey?: string } }>(
    '/wps/cashier/deposit',
    {
      preHandler: real,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['cashier'],
        summary: 'Create a deposit order; value.action says what to do next (redirect/QR or bank transfer)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['method', 'amount'],
          properties: { method: text(20), amount: amountField, idempotencyKey: idempotencyField },
        },
        response: { 200: value },
      },
    },
    async (request) =>
      ok(
        await createDeposit(ctxOf(app, request), sessionOf(request).id, {
          method: request.body.method,
          amount: request.body.amount,
          clientKey: keyOf(request),
        }),
      ),
  );

  app.get<{ Params: { orderNo: string } }>(
    '/wps/cashier/deposit/:orderNo',
    {
      preHandler: real,
      schema: {
        tags: ['cashier'],
        summary: 'A deposit order of the caller (status pending, credited or failed)',
        security: bearer,
        params: { type: 'object', properties: { orderNo: { type: 'string', pattern: '^D[A-Z0-9]{6,30}$' } } },
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await depositStatus(ctxOf(app, request), sessionOf(request).id, request.params.orderNo)),
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/wps/cashier/deposits',
    {
      preHandler: real,
      schema: {
        tags: ['cashier'],
        summary: "The caller's deposit orders, newest first",
        security: bearer,
        querystring: { type: 'object', properties: pageQuery },
        response: { 200: value },
      },
    },
    async (request) => ok(await listDeposits(ctxOf(app, request), sessionOf(request).id, request.query)),
  );

  // ---- Withdraw ----

  app.get(
    '/wps/cashier/withdraw/info',
    {
      preHandler: real,
      schema: {
        tags: ['cashier'],
        summary: 'Withdrawal limits, withdrawable amount, daily count used, payment password set',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(await withdrawInfo(ctxOf(app, request), sessionOf(request).id, request.language)),
  );

  app.post<{
    Body: { amount?: unknown; payeeAccountId?: string; paymentPassword?: string; idempotencyKey?: string };
  }>(
    '/wps/cashier/withdraw',
    {
      preHandler: real,
      config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['cashier'],
        summary:
          'Request a withdrawal to a bound payee account (payment password required; sealed body allowed)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['amount', 'payeeAccountId', 'paymentPassword'],
          properties: {
            amount: amountField,
            payeeAccountId: text(20),
            paymentPassword: text(128),
            idempotencyKey: idempotencyField,
          },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      const clientKey = keyOf(request);
      const { id } = sessionOf(request);
      await verifyPaymentPassword(ctx, id, request.body.paymentPassword);
      const { withdrawal } = await requestWithdrawal(
        ctx,
        id,
        { amount: request.body.amount, payeeAccountId: request.body.payeeAccountId, clientKey },
        request.language,
      );
      return ok(withdrawal);
    },
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number; status?: string } }>(
    '/wps/cashier/withdrawals',
    {
      preHandler: real,
      schema: {
        tags: ['cashier'],
        summary: "The caller's withdrawals, newest first, with their receipt state",
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            status: { enum: ['pending', 'approved', 'rejected', 'payout_failed'] },
          },
        },
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await listWithdrawals(ctxOf(app, request), sessionOf(request).id, request.query, request.language)),
  );

  app.post<{ Params: { orderNo: string } }>(
    '/wps/cashier/withdrawals/:orderNo/receipt',
    {
      preHandler: real,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['cashier'],
        summary:
          'Confirm receipt of a paid withdrawal: multipart (status, receivedAmount, files "proof" ≤ 3 png/jpg ≤ 5 MB) or JSON',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: { type: 'object', properties: { orderNo: { type: 'string', pattern: '^W[A-Z0-9]{6,30}$' } } },
        response: { 200: value },
      },
    },
    async (request) => {
      const input = await receiptInput(request);
      return ok(
        await confirmReceipt(
          ctxOf(app, request),
          sessionOf(request).id,
          request.params.orderNo,
          input,
          request.language,
        ),
      );
    },
  );

  // ---- Security center: payee accounts and payment password ----

  app.get(
    '/wps/member/bankAccounts',
    {
      preHandler: real,
      schema: {
        tags: ['security'],
        summary: 'Bound bank / e-wallet accounts, the brand bank list and the payee name',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(await listPayees(ctxOf(app, request), sessionOf(request).id)),
  );

  app.post<{ Body: { bankCode?: string; accountNo?: string; holderName?: string } }>(
    '/wps/member/bankAccounts',
    {
      preHandler: real,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['security'],
        summary: 'Bind a bank or e-wallet account (holder name = registered payee name; the first sets it)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['bankCode', 'accountNo', 'holderName'],
          properties: { bankCode: text(20), accountNo: text(64), holderName: text(100) },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await addPayee(ctxOf(app, request), sessionOf(request).id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    '/wps/member/bankAccounts/:id',
    {
      preHandler: real,
      schema: {
        tags: ['security'],
        summary: 'Unbind a bank or e-wallet account',
        security: bearer,
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^\\d{1,18}$' } } },
        response: { 200: bool },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      if (id === undefined) throw new AppError('payee_account_not_found');
      return ok(await removePayee(ctxOf(app, request), sessionOf(request).id, id));
    },
  );

  app.get(
    '/wps/member/paymentPassword',
    {
      preHandler: real,
      schema: {
        tags: ['security'],
        summary: 'Is a payment password set: {isSet}',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(await paymentPasswordStatus(ctxOf(app, request), sessionOf(request).id)),
  );

  app.post<{
    Body: { loginPassword?: string; newPaymentPassword?: string; confirmPaymentPassword?: string };
  }>(
    '/wps/member/paymentPassword',
    {
      preHandler: real,
      config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['security'],
        summary: 'Set the payment password the first time (login password required)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['loginPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
          properties: {
            loginPassword: text(128),
            newPaymentPassword: text(128),
            confirmPaymentPassword: text(128),
          },
        },
        response: { 200: bool },
      },
    },
    async (request) => ok(await setPaymentPassword(ctxOf(app, request), sessionOf(request).id, request.body)),
  );

  app.put<{
    Body: { oldPaymentPassword?: string; newPaymentPassword?: string; confirmPaymentPassword?: string };
  }>(
    '/wps/member/paymentPassword',
    {
      preHandler: real,
      config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['security'],
        summary: 'Change the payment password',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
          properties: {
            oldPaymentPassword: text(128),
            newPaymentPassword: text(128),
            confirmPaymentPassword: text(128),
          },
        },
        response: { 200: bool },
      },
    },
    async (request) =>
      ok(await changePaymentPassword(ctxOf(app, request), sessionOf(request).id, request.body)),
  );
}
