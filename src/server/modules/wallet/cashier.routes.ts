import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/money';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { createDeposit, depositStatus, listDeposits } from './deposit.service';
import { depositMethods } from './deposit-methods';
import { ctxOf, idOf, keyOf, sessionOf } from './route-helpers';
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

  route(app, api.depositMethods, { preHandler: real }, async (request) =>
    ok(depositMethods(ctxOf(app, request), request.language)),
  );

  route(
    app,
    api.createDeposit,
    { preHandler: real, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) =>
      ok(
        await createDeposit(ctxOf(app, request), sessionOf(request).id, {
          method: request.body.method,
          amount: request.body.amount,
          clientKey: keyOf(request),
        }),
      ),
  );

  route(app, api.deposit, { preHandler: real }, async (request) =>
    ok(await depositStatus(ctxOf(app, request), sessionOf(request).id, request.params.orderNo)),
  );

  route(app, api.deposits, { preHandler: real }, async (request) =>
    ok(await listDeposits(ctxOf(app, request), sessionOf(request).id, request.query)),
  );

  // ---- Withdraw ----

  route(app, api.withdrawInfo, { preHandler: real }, async (request) =>
    ok(await withdrawInfo(ctxOf(app, request), sessionOf(request).id, request.language)),
  );

  route(
    app,
    api.requestWithdrawal,
    { preHandler: real, config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } } },
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

  route(app, api.withdrawals, { preHandler: real }, async (request) =>
    ok(await listWithdrawals(ctxOf(app, request), sessionOf(request).id, request.query, request.language)),
  );

  route(
    app,
    api.confirmReceipt,
    { preHandler: real, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
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

  route(app, api.payees, { preHandler: real }, async (request) =>
    ok(await listPayees(ctxOf(app, request), sessionOf(request).id)),
  );

  route(
    app,
    api.addPayee,
    { preHandler: real, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => ok(await addPayee(ctxOf(app, request), sessionOf(request).id, request.body)),
  );

  route(app, api.removePayee, { preHandler: real }, async (request) => {
    const id = idOf(request.params.id);
    if (id === undefined) throw new AppError('payee_account_not_found');
    return ok(await removePayee(ctxOf(app, request), sessionOf(request).id, id));
  });

  route(app, api.paymentPasswordStatus, { preHandler: real }, async (request) =>
    ok(await paymentPasswordStatus(ctxOf(app, request), sessionOf(request).id)),
  );

  // Setting and changing the payment password: sealed bodies, 10 a minute.
  const sealed = { preHandler: real, config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } } };
  route(app, api.setPaymentPassword, sealed, async (request) =>
    ok(await setPaymentPassword(ctxOf(app, request), sessionOf(request).id, request.body)),
  );
  route(app, api.changePaymentPassword, sealed, async (request) =>
    ok(await changePaymentPassword(ctxOf(app, request), sessionOf(request).id, request.body)),
  );
}
