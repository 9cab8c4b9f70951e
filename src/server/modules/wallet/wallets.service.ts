import { sql } from 'kysely';
import { isAgentType } from '@/core/account-types';
import type { TransferAnswer } from '@/core/api/money';
import type { Language } from '@/core/languages';
import { vipLabel } from '@/core/loyalty';
import { requireProtection, usernameKey } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import {
  cashBalance,
  inTransaction,
  ownedAccount,
  ownedBalances,
  type TransferInput,
  type TransferResult,
  transfer,
} from '../ledger/ledger.service';
import { playerFunds, requireFree } from '../pockets/free-balance';
import { unreadCount } from './inbox.service';
import { amountFrom, brandCode, currencyOf, money, payments, priced, type WalletCtx } from './wallet.context';

/** The main wallet's code in wallet lists and transfers. */
export const MAIN_WALLET = 'MAIN';

/** GET /wps/v2/wallets/balance: the main wallet, and its part free to leave (the rest is locked by bonuses). */
export async function balanceOf(ctx: WalletCtx, accountId: bigint) {
  const funds = await playerFunds(ctx.db, accountId);
  return {
    balance: money(ctx, funds.balance),
    free: money(ctx, funds.free),
    locked: money(ctx, funds.locked),
    currency: currencyOf(ctx),
    currencySymbol: ctx.brand.config.currency.symbol,
  };
}

/** GET /wps/member/publicState (spec §3 "Public state"). */
export async function publicState(
  ctx: WalletCtx,
  account: { id: bigint; vipLevel: number },
  language: Language = ctx.brand.config.languages.default,
) {
  const [cash, unread, promotions, vip] = await Promise.all([
    cashBalance(ctx.db, account.id, currencyOf(ctx)),
    unreadCount(ctx.db, account.id),
    ctx.hooks?.publicPromotions?.(ctx, account.id),
    // The level as of now (raised as bets settle), not the session's copy from sign-in.
    ctx.db.selectFrom('account').select('vip_level').where('id', '=', account.id).executeTakeFirst(),
  ]);
  const vipLevel = vip?.vip_level ?? account.vipLevel;
  return {
    balance: money(ctx, cash),
    currency: currencyOf(ctx),
    currencySymbol: ctx.brand.config.currency.symbol,
    // VIP (docs/vip-points.md): the level's name in the caller's language from content/vip.json.
    hasVip: vipLevel > 0,
    vipLabelName: vipLabel(ctx.brand, vipLevel, language),
    vipRankLevel: vipLevel,
    // The promotions module answers these (reward center count); 0 without it.
    availablePromoCount: promotions?.availablePromoCount ?? 0,
    availablePromo: promotions?.availablePromo ?? { REFERRAL: { enabled: false } },
    unreadMessage: unread,
  };
}

const gameWallets = (ctx: WalletCtx) =>
  payments(ctx).isSingleWallet ? [] : (payments(ctx).gameWallets ?? []);

/**
 * GET /wps/relay/GCS_merchantWallet: isSingle, and every wallet with its balance (main first; the main wallet
 * also with its free and locked parts: bonus money stays in the main wallet until its turnover is met).
 */
export async function merchantWallet(ctx: WalletCtx, accountId: bigint, language: Language) {
  const [balances, funds] = await Promise.all([
    ownedBalances(ctx.db, accountId),
    playerFunds(ctx.db, accountId),
  ]);
  return {
    isSingle: payments(ctx).isSingleWallet,
    currency: currencyOf(ctx),
    currencySymbol: ctx.brand.config.currency.symbol,
    wallets: [
      {
        code: MAIN_WALLET,
        name: translate(language, 'wallet_main'),
        balance: money(ctx, balances.get('player_cash:') ?? 0n),
        free: money(ctx, funds.free),
        locked: money(ctx, funds.locked),
      },
      ...gameWallets(ctx).map((vendor) => ({
        code: vendor,
        name: vendor,
        balance: money(ctx, balances.get(`player_game_wallet:${vendor}`) ?? 0n),
      })),
    ],
  };
}

/**
 * The ledger account that funds a player's play with a vendor (for the seamless-wallet issue): the vendor's game
 * wallet on multi-wallet brands that give it one, else the main wallet.
 */
export function playWalletOf(ctx: WalletCtx, accountId: bigint, vendor: string) {
  const brand = brandCode(ctx);
  const currency = currencyOf(ctx);
  return gameWallets(ctx).includes(vendor)
    ? ownedAccount(ctx.db, brand, currency, accountId, 'player_game_wallet', vendor)
    : ownedAccount(ctx.db, brand, currency, accountId, 'player_cash');
}

function walletAccount(ctx: WalletCtx, accountId: bigint, code: string) {
  const brand = brandCode(ctx);
  const currency = currencyOf(ctx);
  return code === MAIN_WALLET
    ? ownedAccount(ctx.db, brand, currency, accountId, 'player_cash')
    : ownedAccount(ctx.db, brand, currency, accountId, 'player_game_wallet', code);
}

function answer(ctx: WalletCtx, amount: bigint, result: TransferResult): TransferAnswer {
  if (result.status === 'refused') {
    throw new AppError('insufficient_funds', { available: priced(ctx, result.available) });
  }
  return {
    transferId: result.transferId.toString(),
    amount: money(ctx, amount),
    balance: money(ctx, result.fromBalance),
    createdAt: result.createdAt.toISOString(),
    replayed: result.replayed,
  };
}

/**
 * A transfer out of a player's main wallet `cash` asks the free-balance guard first, in the transfer's
 * transaction (bonus money stays until its turnover is met); without `cash` (into the main wallet) it posts as is.
 */
function guardedTransfer(ctx: WalletCtx, cash: bigint | undefined, input: TransferInput) {
  if (cash === undefined) return transfer(ctx.db, input);
  return inTransaction(ctx.db, async (trx) => {
    await requireFree(trx, ctx, { cash, amount: input.amount, accounts: [input.to], key: input.key });
    return transfer(trx, input);
  });
}

/** POST /wps/relay/GCS_walletTransfer: main ↔ a game wallet, on brands whose merchant wallet is not single. */
export async function walletTransfer(
  ctx: WalletCtx,
  accountId: bigint,
  input: { from?: unknown; to?: unknown; amount?: unknown; clientKey: string },
  language: Language,
) {
  if (payments(ctx).isSingleWallet) throw new AppError('wallet_single');
  const codes = [MAIN_WALLET, ...gameWallets(ctx)];
  const from = codes.find((c) => c === input.from);
  const to = codes.find((c) => c === input.to);
  if (!from || !to) throw new AppError('wallet_unknown');
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET))
    throw new AppError('wallet_transfer_invalid');
  const amount = amountFrom(ctx, input.amount);
  const [fromId, toId] = await Promise.all([
    walletAccount(ctx, accountId, from),
    walletAccount(ctx, accountId, to),
  ]);
  const result = await guardedTransfer(ctx, from === MAIN_WALLET ? fromId : undefined, {
    brand: brandCode(ctx),
    key: `wallet:${accountId}:${input.clientKey}`,
    from: fromId,
    to: toId,
    amount,
    kind: 'wallet_transfer',
    reference: `${from}>${to}`,
  });
  return { from, to, ...answer(ctx, amount, result), ...(await merchantWallet(ctx, accountId, language)) };
}

/** POST /wps/member/transfer/upline: from the caller's main wallet to the upline's (payment password checked by the route). */
export async function transferToUpline(
  ctx: WalletCtx,
  accountId: bigint,
  input: { amount: unknown; clientKey: string },
) {
  const self = await ctx.db
    .selectFrom('account as a')
    .innerJoin('account as u', 'u.id', 'a.upline_id')
    .select(['a.username', 'u.id as uplineId', 'u.username as uplineName'])
    .where('a.id', '=', accountId)
    .where('a.brand_code', '=', brandCode(ctx))
    .executeTakeFirst();
  if (!self) throw new AppError('no_upline');
  const uplineId = self.uplineId;
  const amount = amountFrom(ctx, input.amount);
  const brand = brandCode(ctx);
  const currency = currencyOf(ctx);
  const [from, to] = await Promise.all([
    ownedAccount(ctx.db, brand, currency, accountId, 'player_cash'),
    ownedAccount(ctx.db, brand, currency, uplineId, 'player_cash'),
  ]);
  const result = await guardedTransfer(ctx, from, {
    brand,
    key: `upline:${accountId}:${input.clientKey}`,
    from,
    to,
    amount,
    kind: 'transfer_upline',
    reference: `${self.username}>${self.uplineName}`,
  });
  return answer(ctx, amount, result);
}

/**
 * POST /wps/agent/transfer/downline: an agent pays a member of its own team (any depth, via the closure table).
 * An account outside the team is answered exactly like an unknown one.
 */
export async function downlineTransfer(
  ctx: WalletCtx,
  agent: { id: bigint; type: number; username: string },
  input: { downline: unknown; amount: unknown; clientKey: string },
) {
  if (!isAgentType(agent.type)) throw new AppError('non_agent_login');
  if (typeof input.downline !== 'string' || input.downline.trim() === '' || input.downline.length > 64) {
    throw new AppError('downline_not_found');
  }
  const target = await ctx.db
    .selectFrom('account as a')
    .innerJoin('account_closure as c', 'c.descendant_id', 'a.id')
    .select(['a.id', 'a.username'])
    .where('a.brand_code', '=', brandCode(ctx))
    .where('a.username_key', '=', usernameKey(input.downline))
    .where('c.ancestor_id', '=', agent.id)
    .where('c.depth', '>', 0)
    .executeTakeFirst();
  if (!target) throw new AppError('downline_not_found');
  const amount = amountFrom(ctx, input.amount);
  const brand = brandCode(ctx);
  // Responsible gaming: no agent moves money to an excluded member of its team.
  await requireProtection(ctx.db, { accountId: target.id, brandCode: brand, action: 'transferIn', amount });
  const currency = currencyOf(ctx);
  const [from, to] = await Promise.all([
    ownedAccount(ctx.db, brand, currency, agent.id, 'player_cash'),
    ownedAccount(ctx.db, brand, currency, target.id, 'player_cash'),
  ]);
  const result = await guardedTransfer(ctx, from, {
    brand,
    key: `downline:${agent.id}:${input.clientKey}`,
    from,
    to,
    amount,
    kind: 'transfer_downline',
    reference: `${agent.username}>${target.username}`,
  });
  return { downline: target.username, ...answer(ctx, amount, result) };
}

// ------------------------------------------------------------------------------------------------------------
// Account record (transactionHistory).

const MAX_RANGE_MS = 366 * 86_400_000;

export interface RecordQuery {
  type?: string;
  wallet?: string;
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

function dateOf(value: string | undefined, fallback: Date, field: string): Date {
  if (value === undefined || value === '') return fallback;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)
    ? new Date(value)
    : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new AppError('invalid_request', { field, detail: 'ISO 8601 date or time' });
  return date;
}

/**
 * GET /wps/member/transactions: every posting on the player's wallets (main, game wallets, bonus), newest first,
 * with its type, the amount signed from the player's view, the wallet's balance after it, time and reference.
 * Movements into the hold account are internal and not listed (a withdrawal shows once, when requested).
 */
export async function accountRecord(ctx: WalletCtx, accountId: bigint, query: RecordQuery) {
  const now = new Date();
  const to = dateOf(query.to, now, 'to');
  const from = dateOf(query.from, new Date(to.getTime() - 7 * 86_400_000), 'from');
  if (from >= to || to.getTime() - from.getTime() > MAX_RANGE_MS) {
    throw new AppError('invalid_request', { field: 'from', detail: 'from < to, at most 366 days' });
  }
  const type = query.type || null;
  const wallet = query.wallet || null;
  const walletFilter =
    wallet === null
      ? sql`la.kind in ('player_cash', 'player_bonus', 'player_game_wallet')`
      : wallet === MAIN_WALLET
        ? sql`la.kind = 'player_cash'`
        : wallet === 'BONUS'
          ? sql`la.kind = 'player_bonus'`
          : sql`la.kind = 'player_game_wallet' and la.code = ${wallet}`;
  const postings = sql`
    from ledger_account la
    cross join lateral (
      select x.id, x.kind, x.reference, x.created_at, -x.amount as amount, x.debit_balance_after as balance_after
        from ledger_transfer x where x.debit_account_id = la.id and x.created_at >= ${from} and x.created_at < ${to}
      union all
      select x.id, x.kind, x.reference, x.created_at, x.amount, x.credit_balance_after
        from ledger_transfer x where x.credit_account_id = la.id and x.created_at >= ${from} and x.created_at < ${to}
    ) t
    where la.owner_id = ${accountId} and ${walletFilter} and (${type}::text is null or t.kind = ${type})`;
  const [{ rows }, { rows: totals }] = await Promise.all([
    sql<{
      id: bigint;
      kind: string;
      reference: string | null;
      created_at: Date;
      amount: bigint;
      balance_after: bigint;
      account_kind: string;
      code: string;
    }>`select t.id, t.kind, t.reference, t.created_at, t.amount, t.balance_after, la.kind as account_kind, la.code
      ${postings} order by t.created_at desc, t.id desc, t.amount
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(ctx.db),
    sql<{ n: number; credit: bigint | null; debit: bigint | null }>`
      select count(*)::int as n, sum(case when t.amount > 0 then t.amount end)::bigint as credit,
        sum(case when t.amount < 0 then -t.amount end)::bigint as debit ${postings}`.execute(ctx.db),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    content: rows.map((r) => ({
      id: r.id.toString(),
      type: r.kind,
      wallet:
        r.account_kind === 'player_cash' ? MAIN_WALLET : r.account_kind === 'player_bonus' ? 'BONUS' : r.code,
      amount: money(ctx, r.amount),
      balanceAfter: money(ctx, r.balance_after),
      reference: r.reference,
      createdAt: r.created_at.toISOString(),
    })),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    from: from.toISOString(),
    to: to.toISOString(),
    totals: { in: money(ctx, totals[0]?.credit ?? 0n), out: money(ctx, totals[0]?.debit ?? 0n) },
    currency: currencyOf(ctx),
  };
}
