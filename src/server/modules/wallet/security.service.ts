import type { Payee as PayeeView } from '@/core/api/money';
import { validateField } from '@/core/field-rules';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import {
  clearFailures,
  findById,
  recordFailure,
  settleSessionChanges,
  type ThrottleScope,
  throttleState,
} from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { brandCode, payments, type WalletCtx } from './wallet.context';

/**
 * Security-center money settings: the payment (transaction) password and the bound payee accounts (bank or
 * e-wallet) that withdrawals are paid to.
 */

/** Wrong payment passwords share the login throttle table under their own scope. */
const PAY_SCOPE = 'payment-password' as ThrottleScope;
/** 5 wrong payment passwords in 15 minutes lock withdrawals and transfers for 15 minutes. */
const PAY_BLOCK = (failures: number) => (failures >= 5 ? 900 : 0);

function fieldError(field: string, error: unknown): never {
  throw new AppError('field_invalid', {}, 400, { fields: { [field]: error } });
}

/** The brand's paymentPassword rule (register-fields.json), always required here. */
function checkPaymentPasswordRule(ctx: WalletCtx, value: unknown, field: string): string {
  const rule = ctx.brand.registerFields.fields.paymentPassword;
  const error = validateField({ ...rule, required: true }, value);
  if (error) fieldError(field, error);
  return value as string;
}

export async function paymentPasswordStatus(ctx: WalletCtx, accountId: bigint) {
  const row = await findById(ctx.db, brandCode(ctx), accountId);
  return { isSet: Boolean(row?.payment_password_hash) };
}

/** First-time set: needs the login password (a stolen session alone cannot set it). */
export async function setPaymentPassword(
  ctx: WalletCtx,
  accountId: bigint,
  body: { loginPassword?: unknown; newPaymentPassword?: unknown; confirmPaymentPassword?: unknown },
) {
  const row = await findById(ctx.db, brandCode(ctx), accountId);
  if (!row) throw new AppError('unauthorized');
  if (row.payment_password_hash) throw new AppError('payment_password_exists');
  const password = checkPaymentPasswordRule(ctx, body.newPaymentPassword, 'newPaymentPassword');
  if (body.confirmPaymentPassword !== password) throw new AppError('password_mismatch');
  if (
    typeof body.loginPassword !== 'string' ||
    !(await verifyPassword(row.password_hash, body.loginPassword))
  ) {
    throw new AppError('old_password_wrong');
  }
  const hash = await hashPassword(password);
  const result = await ctx.db
    .updateTable('account')
    .set({ payment_password_hash: hash })
    .where('id', '=', accountId)
    .where('payment_password_hash', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('payment_password_exists');
  return true;
}

export async function changePaymentPassword(
  ctx: WalletCtx,
  accountId: bigint,
  body: { oldPaymentPassword?: unknown; newPaymentPassword?: unknown; confirmPaymentPassword?: unknown },
) {
  const password = checkPaymentPasswordRule(ctx, body.newPaymentPassword, 'newPaymentPassword');
  if (body.confirmPaymentPassword !== password) throw new AppError('password_mismatch');
  await verifyPaymentPassword(ctx, accountId, body.oldPaymentPassword);
  await ctx.db
    .updateTable('account')
    .set({ payment_password_hash: await hashPassword(password) })
    .where('id', '=', accountId)
    .execute();
  return true;
}

/**
 * Checks the payment password of a money call: 400 payment_password_not_set, 400 payment_password_wrong, and
 * after 5 wrong tries in 15 minutes 429 payment_password_locked for 15 minutes.
 */
export async function verifyPaymentPassword(
  ctx: WalletCtx,
  accountId: bigint,
  given: unknown,
): Promise<void> {
  const brand = brandCode(ctx);
  const key = accountId.toString();
  const state = await throttleState(ctx.db, brand, PAY_SCOPE, key);
  if (state.blockedUntil) {
    const minutes = Math.max(1, Math.ceil((state.blockedUntil.getTime() - Date.now()) / 60_000));
    throw new AppError('payment_password_locked', { minutes, count: minutes });
  }
  const row = await findById(ctx.db, brand, accountId);
  if (!row?.payment_password_hash) throw new AppError('payment_password_not_set');
  const ok =
    typeof given === 'string' &&
    given.length <= 128 &&
    (await verifyPassword(row.payment_password_hash, given));
  if (!ok) {
    await recordFailure(ctx.db, brand, PAY_SCOPE, key, PAY_BLOCK);
    throw new AppError('payment_password_wrong');
  }
  if (state.failures > 0) await clearFailures(ctx.db, brand, PAY_SCOPE, key);
}

// ------------------------------------------------------------------------------------------------------------
// Payee accounts.

/** Names compare after Unicode normalisation, trimming, collapsing spaces and ignoring case. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleUpperCase('en');
  return norm(a) === norm(b);
}

/** Account numbers: banks 6–20 digits (spaces and dashes dropped); e-wallets a phone, e-mail or id, 4–64. */
const ACCOUNT_NO = {
  bank: { pattern: /^\d{6,20}$/, error: { code: 'pattern', patternId: 'digits', min: 6, max: 20 } },
  ewallet: {
    pattern: /^[A-Za-z0-9@._+-]{4,64}$/,
    error: { code: 'pattern', patternId: 'noSpaces', min: 4, max: 64 },
  },
} as const;

export const maskAccountNo = (no: string) =>
  no.length <= 4 ? no : `${'*'.repeat(Math.min(no.length - 4, 8))}${no.slice(-4)}`;

function bankName(ctx: WalletCtx, code: string) {
  return payments(ctx).banks.find((b) => b.code === code)?.name ?? code;
}

function payeeView(
  ctx: WalletCtx,
  r: {
    id: bigint;
    kind: 'bank' | 'ewallet';
    bank_code: string;
    account_no: string;
    holder_name: string;
    created_at: Date;
  },
): PayeeView {
  return {
    id: r.id.toString(),
    kind: r.kind,
    bankCode: r.bank_code,
    bankName: bankName(ctx, r.bank_code),
    accountNo: maskAccountNo(r.account_no),
    holderName: r.holder_name,
    createdAt: r.created_at.toISOString(),
  };
}

export async function listPayees(ctx: WalletCtx, accountId: bigint) {
  const [rows, account] = await Promise.all([
    ctx.db
      .selectFrom('payee_account')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute(),
    findById(ctx.db, brandCode(ctx), accountId),
  ]);
  return {
    banks: payments(ctx).banks,
    payeeName: account?.payee_name ?? null,
    max: payments(ctx).withdrawal.maxPayeeAccounts ?? 5,
    accounts: rows.map((r) => payeeView(ctx, r)),
  };
}

/**
 * Binds a bank or e-wallet account. The holder name must equal the registered real name (payeeName); an account
 * without one gets it from this first binding (checked against the brand's payeeName rule).
 */
export async function addPayee(
  ctx: WalletCtx,
  accountId: bigint,
  body: { bankCode?: unknown; accountNo?: unknown; holderName?: unknown },
): Promise<PayeeView> {
  const bank = payments(ctx).banks.find((b) => b.code === body.bankCode);
  if (!bank) throw new AppError('bank_unknown');
  const accountNo = typeof body.accountNo === 'string' ? body.accountNo.replace(/[\s-]/g, '') : '';
  if (!ACCOUNT_NO[bank.kind].pattern.test(accountNo)) fieldError('accountNo', ACCOUNT_NO[bank.kind].error);
  const holderName =
    typeof body.holderName === 'string' ? body.holderName.normalize('NFC').trim().replace(/\s+/gu, ' ') : '';
  if (!holderName) fieldError('holderName', { code: 'required' });
  const max = payments(ctx).withdrawal.maxPayeeAccounts ?? 5;
  const payee = await ctx.db.transaction().execute(async (trx) => {
    // The account row lock serialises bindings of one player (limit and first payee name).
    const account = await trx
      .selectFrom('account')
      .select(['payee_name'])
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (account.payee_name) {
      if (!sameName(account.payee_name, holderName)) throw new AppError('payee_name_mismatch');
    } else {
      const rule = ctx.brand.registerFields.fields.payeeName;
      const error = validateField({ ...rule, required: true }, holderName);
      if (error) fieldError('holderName', error);
      await trx.updateTable('account').set({ payee_name: holderName }).where('id', '=', accountId).execute();
    }
    const live = await trx
      .selectFrom('payee_account')
      .select(['bank_code', 'account_no'])
      .where('account_id', '=', accountId)
      .where('removed_at', 'is', null)
      .execute();
    if (live.some((p) => p.bank_code === bank.code && p.account_no === accountNo))
      throw new AppError('payee_account_exists');
    if (live.length >= max) throw new AppError('payee_account_limit', { max });
    const row = await trx
      .insertInto('payee_account')
      .values({
        brand_code: brandCode(ctx),
        account_id: accountId,
        kind: bank.kind,
        bank_code: bank.code,
        account_no: accountNo,
        holder_name: account.payee_name ?? holderName,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return payeeView(ctx, row);
  });
  // A first binding set the account's payee name: member info on every instance shows it from now on.
  await settleSessionChanges(ctx.db);
  return payee;
}

/** Unbinds a payee account of the caller (another player's id is the same 404 as an unknown one). */
export async function removePayee(ctx: WalletCtx, accountId: bigint, id: bigint) {
  const result = await ctx.db
    .updateTable('payee_account')
    .set({ removed_at: new Date() })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('payee_account_not_found');
  return true;
}

export { bankName };
