import type { Selectable, Transaction } from 'kysely';
import type { PlayerLimits, PlayerLimitView, SetLimitBody } from '@/core/api/identity-limits';
import { money } from '@/core/brand-amounts';
import { formatAmount, parseAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import type { Database, PlayerLimitTable } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { type LimitUse, limitUses, MONEY_LIMIT_KINDS, valueAt } from './limits';
import type { LimitKind, LimitPeriod } from './limits.tables';

/**
 * The player's own limits (issue 27, docs/responsible-gaming-limits.md): set, lower, raise, remove. A new limit
 * and a decrease apply at once; a raise or a removal waits COOLING_OFF_MS (the pending value and the moment it
 * applies are shown). The reality check interval is a reminder, not a limit: every change to it applies at once.
 */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** Minutes: the session time limit and the reality check interval. */
export const MINUTES = {
  session: { min: 10, max: 24 * 60 },
  reality_check: { min: 5, max: 4 * 60 },
} as const;

type Ctx = Pick<ServiceContext, 'db' | 'brand' | 'now'>;
type Row = Selectable<PlayerLimitTable>;

const nowOf = (ctx: Ctx) => ctx.now ?? new Date();

/** A limit as it stands in a row: what an operator's audit entry records before and after a change. */
export interface LimitState {
  amount: string;
  pendingAmount: string | null;
  pendingAt: string | null;
}

/**
 * Who changes a limit when it is not the player: a staff member (back office) or an operator (ops CLI), with the
 * reason. `audit` writes the change in its transaction, with the limit before and after (null: no limit).
 */
export interface LimitChangeBy {
  actor: string;
  reason: string;
  audit: (
    trx: Transaction<Database>,
    change: { before: LimitState | null; after: LimitState | null },
  ) => Promise<unknown>;
}

/** The limit as it stands at `now` (a raise or removal whose 24 hours are over has applied); null: no limit. */
export function stateOf(
  ctx: Ctx,
  row: Pick<Row, 'kind' | 'amount' | 'pending_amount' | 'pending_at'> | undefined,
  now: Date,
): LimitState | null {
  if (!row) return null;
  const value = valueAt(row, now);
  if (value === null) return null;
  const pending = row.pending_at !== null && row.pending_at.getTime() > now.getTime();
  const text = (v: bigint) =>
    isMoney(row.kind) ? formatAmount(v, ctx.brand.config.currency.minorUnits) : v.toString();
  return {
    amount: text(value),
    pendingAmount: pending && row.pending_amount !== null ? text(row.pending_amount) : null,
    pendingAt: pending ? row.pending_at!.toISOString() : null,
  };
}

/** An operator's change must say who and why (the ops CLI and the office check it too; this is the last word). */
function checkBy(by: LimitChangeBy | undefined) {
  if (by && (!by.actor.trim() || by.reason.trim().length < 3)) throw new AppError('invalid_request');
}
const isMoney = (kind: LimitKind) => (MONEY_LIMIT_KINDS as readonly string[]).includes(kind);

/** GET /wps/member/limits: every limit of the account with its pending change and, for money limits, its use. */
export async function playerLimits(ctx: Ctx, accountId: bigint): Promise<PlayerLimits> {
  const now = nowOf(ctx);
  const rows = await ctx.db
    .selectFrom('player_limit')
    .selectAll()
    .where('account_id', '=', accountId)
    .execute();
  const uses = await limitUses(ctx.db, accountId, ctx.brand.config.code, MONEY_LIMIT_KINDS, now);
  const limits = rows
    .map((row) => viewOf(ctx, row, now, uses))
    .filter((v): v is PlayerLimitView => v !== null)
    .sort((a, b) => ORDER.indexOf(`${a.kind}:${a.period}`) - ORDER.indexOf(`${b.kind}:${b.period}`));
  return {
    currency: ctx.brand.config.currency.code,
    coolingOffHours: COOLING_OFF_MS / 3_600_000,
    minutes: MINUTES,
    limits,
  };
}

const ORDER = [
  'deposit:day',
  'deposit:week',
  'deposit:month',
  'loss:day',
  'loss:week',
  'loss:month',
  'wager:day',
  'wager:week',
  'wager:month',
  'session:session',
  'reality_check:session',
];

function viewOf(ctx: Ctx, row: Row, now: Date, uses: LimitUse[]): PlayerLimitView | null {
  const value = valueAt(row, now);
  if (value === null) return null;
  const pending = row.pending_at && row.pending_at.getTime() > now.getTime();
  const text = (v: bigint) => (isMoney(row.kind) ? money(ctx, v) : v.toString());
  const use = uses.find((u) => u.kind === row.kind && u.period === row.period);
  return {
    kind: row.kind,
    period: row.period,
    amount: text(value),
    pendingAmount: pending && row.pending_amount !== null ? text(row.pending_amount) : null,
    pendingRemoval: Boolean(pending && row.pending_amount === null),
    pendingAt: pending ? row.pending_at!.toISOString() : null,
    used: use ? money(ctx, use.used > 0n ? use.used : 0n) : null,
    resetsAt: use ? use.resetsAt.toISOString() : null,
  };
}

function checkPair(kind: LimitKind, period: LimitPeriod) {
  if (isMoney(kind) === (period === 'session'))
    throw new AppError('invalid_request', { field: 'period', detail: '' });
}

function amountOf(ctx: Ctx, kind: LimitKind, text: string): bigint {
  if (isMoney(kind)) {
    const parsed = parseAmount(text, { minorUnits: ctx.brand.config.currency.minorUnits, min: 1n });
    if (parsed.ok) return parsed.minor;
    throw new AppError(parsed.error, {
      decimals: ctx.brand.config.currency.minorUnits,
      min: '',
      max: '',
    });
  }
  const bounds = MINUTES[kind as keyof typeof MINUTES];
  const minutes = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(minutes >= bounds.min && minutes <= bounds.max))
    throw new AppError('limit_minutes_invalid', { min: bounds.min, max: bounds.max });
  return BigInt(minutes);
}

type LimitKey = Pick<SetLimitBody, 'kind' | 'period'>;

/** The player's row of one limit, locked until the transaction ends (changes to one limit are taken in turn). */
function lockedLimit(trx: Transaction<Database>, accountId: bigint, key: LimitKey): Promise<Row | undefined> {
  return trx
    .selectFrom('player_limit')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', key.kind)
    .where('period', '=', key.period)
    .forUpdate()
    .executeTakeFirst();
}

function updateLimit(
  trx: Transaction<Database>,
  accountId: bigint,
  key: LimitKey,
  set: Pick<Row, 'amount' | 'pending_amount' | 'pending_at' | 'updated_at'>,
) {
  return trx
    .updateTable('player_limit')
    .set(set)
    .where('account_id', '=', accountId)
    .where('kind', '=', key.kind)
    .where('period', '=', key.period)
    .execute();
}

function required(row: Row | undefined): Row {
  if (!row) throw new Error('the limit row this transaction inserted or kept is missing');
  return row;
}

/**
 * PUT /wps/member/limits: sets one limit. No limit yet, or lower than (or equal to) the one in force: applies at
 * once and drops any pending raise. Higher: pending for 24 hours (a new raise restarts the wait; the same raise
 * again keeps it). The row is locked, so two changes at once are taken one after the other.
 */
export async function setLimit(
  ctx: Ctx,
  accountId: bigint,
  body: SetLimitBody,
  by?: LimitChangeBy,
): Promise<PlayerLimits> {
  checkPair(body.kind, body.period);
  checkBy(by);
  const amount = amountOf(ctx, body.kind, body.amount);
  const now = nowOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('player_limit')
      .values({ account_id: accountId, kind: body.kind, period: body.period, amount, updated_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'kind', 'period']).doNothing())
      .returning('account_id')
      .executeTakeFirst();
    const row = await lockedLimit(trx, accountId, body).then(required);
    const current = valueAt(row, now);
    const pendingOver = row.pending_at !== null && row.pending_at.getTime() <= now.getTime();
    const immediate = current === null || amount <= current || body.kind === 'reality_check';
    const set = immediate
      ? { amount, pending_amount: null, pending_at: null }
      : row.pending_amount === amount && !pendingOver
        ? { amount: current, pending_amount: amount, pending_at: row.pending_at }
        : { amount: current, pending_amount: amount, pending_at: new Date(now.getTime() + COOLING_OFF_MS) };
    await updateLimit(trx, accountId, body, { ...set, updated_at: now });
    await by?.audit(trx, {
      before: inserted ? null : stateOf(ctx, row, now),
      after: stateOf(ctx, { kind: body.kind, ...set }, now),
    });
  });
  return playerLimits(ctx, accountId);
}

/**
 * POST /wps/member/limits/remove: a limit ends 24 hours from now (the reality check at once); asking again
 * keeps the first moment. No limit: nothing to do.
 */
export async function removeLimit(
  ctx: Ctx,
  accountId: bigint,
  body: LimitKey,
  by?: LimitChangeBy,
): Promise<PlayerLimits> {
  checkPair(body.kind, body.period);
  checkBy(by);
  const now = nowOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedLimit(trx, accountId, body);
    if (!row) return;
    const current = valueAt(row, now);
    const where = trx
      .deleteFrom('player_limit')
      .where('account_id', '=', accountId)
      .where('kind', '=', body.kind)
      .where('period', '=', body.period);
    if (current === null || body.kind === 'reality_check') {
      await where.execute();
      if (current !== null) await by?.audit(trx, { before: stateOf(ctx, row, now), after: null });
      return;
    }
    const alreadyRemoving = row.pending_at !== null && row.pending_amount === null;
    const set = {
      amount: current,
      pending_amount: null,
      pending_at: alreadyRemoving ? row.pending_at : new Date(now.getTime() + COOLING_OFF_MS),
    };
    await updateLimit(trx, accountId, body, { ...set, updated_at: now });
    if (!alreadyRemoving)
      await by?.audit(trx, {
        before: stateOf(ctx, row, now),
        after: stateOf(ctx, { kind: row.kind, ...set }, now),
      });
  });
  return playerLimits(ctx, accountId);
}

/**
 * Cancels a pending raise or removal: the value in force stays, as if the player set it again (a value not above
 * the one in force applies at once and drops the pending change). Nothing pending: nothing to do.
 */
export async function cancelPendingLimit(
  ctx: Ctx,
  accountId: bigint,
  body: LimitKey,
  by?: LimitChangeBy,
): Promise<PlayerLimits> {
  checkPair(body.kind, body.period);
  checkBy(by);
  const now = nowOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedLimit(trx, accountId, body);
    if (!row?.pending_at || row.pending_at.getTime() <= now.getTime()) return;
    const set = { amount: row.amount, pending_amount: null, pending_at: null };
    await updateLimit(trx, accountId, body, { ...set, updated_at: now });
    await by?.audit(trx, {
      before: stateOf(ctx, row, now),
      after: stateOf(ctx, { kind: row.kind, ...set }, now),
    });
  });
  return playerLimits(ctx, accountId);
}
