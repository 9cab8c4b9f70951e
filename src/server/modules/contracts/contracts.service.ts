import { isAgentType } from '@/core/account-types';
import type { Brand } from '@/core/brand';
import {
  type ContractKind,
  type ContractPeriod,
  contractFlags,
  DEFAULT_PERIOD,
  formatRate,
  isSalaryKind,
  PERIODS_OF,
  parseTiers,
  tiersFromJson,
  tiersToJson,
  tierToApi,
} from '@/core/contracts';
import { formatAmount } from '@/core/money';
import type { Caller, ServiceContext } from '@/server/context';
import { inTransaction } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import { endOfCurrentPeriod } from './contract-periods';
import { assertSalaryFree, noticeEnded, otherSalaryHeld, salaryStackingOf } from './contract-rules';
import {
  addEvent,
  type ContractRow,
  contractById,
  currentOf,
  type Db,
  directByName,
  directDownlines,
  downlineContracts,
  earningsSeries,
  insertContract,
  pendingOf,
  setStatus,
} from './contracts.repository';

/** Contract lifecycle (docs/contracts-api.md "Lifecycle"): offers, answers, terminations, the consolidated call. */

export type ContractCtx = Pick<ServiceContext, 'db' | 'brand'> & { caller: Caller };

export const enabledKinds = (brand: Brand): ContractKind[] => brand.config.contracts?.kinds ?? [];
export const timeZoneOf = (brand: Brand) => brand.config.timezone ?? 'UTC';
const minorOf = (brand: Brand) => brand.config.currency.minorUnits;

export function requireKind(brand: Brand, kind: ContractKind): void {
  if (!enabledKinds(brand).includes(kind)) throw new AppError('contract_disabled');
}

export function contractView(brand: Brand, c: ContractRow) {
  const mu = minorOf(brand);
  return {
    id: c.id.toString(),
    kind: c.kind,
    period: c.period,
    tiers: tiersFromJson(c.tiers).map((t) => tierToApi(t, mu)),
    status: c.status,
    upline: c.upline,
    downline: c.downline,
    requestedAt: c.requested_at.toISOString(),
    startsAt: c.starts_at?.toISOString() ?? null,
    endsAt: c.ends_at?.toISOString() ?? null,
    endedReason: c.ended_reason,
    minRate: formatRate(c.min_rate_bp),
    maxRate: formatRate(c.max_rate_bp),
    carry: formatAmount(c.carry, mu),
  };
}
export type ContractView = ReturnType<typeof contractView>;

const actorOf = (ctx: ContractCtx) => `account:${ctx.caller.id}`;

/** Downline contracts that a contract with this lowest rate would terminate (rate conflict). */
export async function conflictsOf(
  db: Db,
  agent: bigint,
  kind: ContractKind,
  minRateBp: number,
  lock = false,
) {
  return (await downlineContracts(db, agent, kind, lock)).filter((d) => d.max_rate_bp > minRateBp);
}

export const conflictView = (c: ContractRow) => ({
  id: c.id.toString(),
  account: c.downline,
  maxRate: formatRate(c.max_rate_bp),
});

/** GET /wps/relay/<kind>: the caller's contract, the request awaiting it, its direct downline agents' contracts. */
export async function kindOverview(ctx: ContractCtx, kind: ContractKind) {
  requireKind(ctx.brand, kind);
  const { db, brand, caller } = ctx;
  const mine = await currentOf(db, caller.id, kind);
  const pending = await pendingOf(db, caller.id, kind);
  const downs = await directDownlines(db, caller.id);
  const contracts = await downlineContracts(db, caller.id, kind);
  const earnings = await earningsSeries(db, caller.id, kind);
  const exclusive = isSalaryKind(kind) && salaryStackingOf(brand) === 'exclusive';
  // With exclusive salary kinds, the salary kind each downline holds other than this one (it cannot take this).
  const otherSalary = new Map<bigint, ContractKind>();
  if (exclusive) {
    for (const d of downs) {
      const held = await otherSalaryHeld(db, d.id, kind);
      if (held) otherSalary.set(d.id, held.kind);
    }
  }
  const mu = minorOf(brand);
  return {
    kind,
    currency: brand.config.currency.code,
    flags: contractFlags(enabledKinds(brand), isAgentType(caller.type)),
    periods: PERIODS_OF[kind],
    salaryStacking: salaryStackingOf(brand),
    mine: mine ? contractView(brand, mine) : null,
    pendingForMe: pending
      ? {
          ...contractView(brand, pending),
          conflicts: (await conflictsOf(db, caller.id, kind, pending.min_rate_bp)).map(conflictView),
        }
      : null,
    cap: mine && mine.status === 'active' ? formatRate(mine.min_rate_bp) : null,
    downlines: downs.map((d) => {
      const of = contracts.filter((c) => c.downline_id === d.id);
      const current = of.find((c) => c.status !== 'pending');
      const offer = of.find((c) => c.status === 'pending');
      return {
        account: d.username,
        nickname: d.nickname ?? d.username,
        typeCode: d.type,
        contract: current ? contractView(brand, current) : null,
        pending: offer ? contractView(brand, offer) : null,
        otherSalary: otherSalary.get(d.id) ?? null,
      };
    }),
    earnings: {
      total: formatAmount(
        earnings.reduce((sum, e) => sum + BigInt(e.amount), 0n),
        mu,
      ),
      series: earnings.map((e) => ({
        periodStart: e.period_start.toISOString(),
        amount: formatAmount(BigInt(e.amount), mu),
      })),
    },
  };
}

const idOf = (value: unknown): bigint => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return BigInt(value);
  if (typeof value === 'string' && /^[1-9]\d{0,17}$/.test(value)) return BigInt(value);
  throw new AppError('contract_not_found');
};

function uniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505';
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('conflict');
    throw error;
  }
}

/** Checks an offer's period and tiers against the kind and the offerer's own contract. */
export function checkOffer(
  brand: Brand,
  kind: ContractKind,
  body: Record<string, unknown>,
  capBp: number | null,
  capPeriod: ContractPeriod | null,
) {
  const period = (body.period ?? capPeriod ?? DEFAULT_PERIOD[kind]) as ContractPeriod;
  if (typeof period !== 'string' || !PERIODS_OF[kind].includes(period))
    throw new AppError('contract_period_invalid');
  // A downline's dividend settles on its upline's grid so each period's deductions line up.
  if (capPeriod && period !== capPeriod)
    throw new AppError('contract_period_invalid', {}, undefined, { period: capPeriod });
  const parsed = parseTiers(kind, body.tiers, minorOf(brand));
  if (!parsed.ok) {
    const { code, tier, field } = parsed.problem;
    throw new AppError(code, {}, undefined, { tier, field });
  }
  const rates = parsed.tiers.map((t) => t.rateBp);
  const maxRateBp = Math.max(...rates);
  if (capBp !== null && maxRateBp > capBp)
    throw new AppError('contract_rate_above_upline', {}, undefined, { cap: formatRate(capBp) });
  return { period, tiers: parsed.tiers, minRateBp: Math.min(...rates), maxRateBp };
}

/** POST /wps/relay/<kind>: request, accept, reject, cancel, terminate. */
export async function kindAction(
  ctx: ContractCtx,
  kind: ContractKind,
  body: Record<string, unknown>,
  now = new Date(),
) {
  requireKind(ctx.brand, kind);
  switch (body.action) {
    case 'request':
      return requestContract(ctx, kind, body, now);
    case 'accept':
      return acceptContract(ctx, kind, idOf(body.id), now);
    case 'reject':
    case 'cancel':
      return answerPending(ctx, kind, idOf(body.id), body.action);
    case 'terminate':
      return terminateContract(ctx.db, ctx.brand, idOf(body.id), actorOf(ctx), now, {
        caller: ctx.caller.id,
        kind,
      });
    default:
      throw new AppError('contract_action_invalid');
  }
}

async function requestContract(
  ctx: ContractCtx,
  kind: ContractKind,
  body: Record<string, unknown>,
  now: Date,
) {
  const { db, brand, caller } = ctx;
  if (typeof body.downline !== 'string' || body.downline.length === 0 || body.downline.length > 64)
    throw new AppError('contract_action_invalid');
  const target = await directByName(db, brand.config.code, caller.id, body.downline);
  if (!target) throw new AppError('contract_downline_not_found');
  if (!isAgentType(target.type)) throw new AppError('contract_target_not_agent');
  return guarded(() =>
    inTransaction(db, async (trx) => {
      const own = await currentOf(trx, caller.id, kind, true);
      if (own?.status !== 'active') throw new AppError('contract_not_held');
      const offer = checkOffer(brand, kind, body, own.min_rate_bp, own.period);
      await assertSalaryFree(trx, brand, target.id, kind);
      const superseded: string[] = [];
      const old = await pendingOf(trx, target.id, kind, true);
      if (old) {
        await setStatus(trx, old.id, 'superseded');
        await addEvent(trx, old.id, actorOf(ctx), 'superseded');
        superseded.push(old.id.toString());
      }
      const id = await insertContract(trx, {
        brand: brand.config.code,
        kind,
        period: offer.period,
        tiers: tiersToJson(offer.tiers),
        minRateBp: offer.minRateBp,
        maxRateBp: offer.maxRateBp,
        upline: caller.id,
        downline: target.id,
        by: actorOf(ctx),
      });
      await addEvent(trx, id, actorOf(ctx), 'request', null, { at: now.toISOString() });
      const row = await contractById(trx, brand.config.code, id);
      return { contract: contractView(brand, row!), superseded };
    }),
  );
}

/** Activates a pending contract: replaces the downline's current one, ends conflicting downline contracts. */
export async function activate(trx: Db, brand: Brand, pending: ContractRow, actor: string, now: Date) {
  await assertSalaryFree(trx, brand, pending.downline_id, pending.kind, true);
  const terminated: ReturnType<typeof conflictView>[] = [];
  for (const d of await conflictsOf(trx, pending.downline_id, pending.kind, pending.min_rate_bp, true)) {
    if (d.status === 'pending') {
      await setStatus(trx, d.id, 'cancelled', { reason: 'rate_conflict' });
      await addEvent(trx, d.id, actor, 'cancelled', 'rate_conflict', { by: pending.id.toString() });
    } else {
      await setStatus(trx, d.id, 'terminating', { endsAt: now, reason: 'rate_conflict' });
      await addEvent(trx, d.id, actor, 'terminate', 'rate_conflict', { by: pending.id.toString() });
      await noticeEnded(trx, brand, d, 'rate_conflict', { minRateBp: pending.min_rate_bp });
    }
    terminated.push(conflictView(d));
  }
  // Every contract of the kind the downline still holds (active, or terminating later than now) ends now, so no
  // two contracts of one agent ever cover the same moment.
  let replaced: string | null = null;
  for (let old = await currentOf(trx, pending.downline_id, pending.kind, true); old; ) {
    await setStatus(trx, old.id, 'terminating', { endsAt: now, reason: 'replaced' });
    await addEvent(trx, old.id, actor, 'terminate', 'replaced', { by: pending.id.toString() });
    replaced ??= old.id.toString();
    const next = await currentOf(trx, pending.downline_id, pending.kind, true);
    old = next && next.id !== old.id ? next : undefined;
  }
  await setStatus(trx, pending.id, 'active', { startsAt: now });
  await addEvent(trx, pending.id, actor, 'accept');
  const row = await contractById(trx, brand.config.code, pending.id);
  return { contract: contractView(brand, row!), terminated, replaced };
}

async function acceptContract(ctx: ContractCtx, kind: ContractKind, id: bigint, now: Date) {
  const { db, brand, caller } = ctx;
  return guarded(() =>
    inTransaction(db, async (trx) => {
      const c = await contractById(trx, brand.config.code, id, true);
      if (!c || c.downline_id !== caller.id || c.kind !== kind) throw new AppError('contract_not_found');
      if (c.status !== 'pending') throw new AppError('contract_not_pending');
      if (c.upline_id !== null) {
        const cap = await currentOf(trx, c.upline_id, kind, true);
        if (cap?.status !== 'active' || cap.min_rate_bp < c.max_rate_bp)
          throw new AppError('contract_not_held');
      }
      return activate(trx, brand, c, actorOf(ctx), now);
    }),
  );
}

async function answerPending(ctx: ContractCtx, kind: ContractKind, id: bigint, action: 'reject' | 'cancel') {
  const { db, brand, caller } = ctx;
  return inTransaction(db, async (trx) => {
    const c = await contractById(trx, brand.config.code, id, true);
    const side = action === 'reject' ? c?.downline_id : c?.upline_id;
    if (!c || side !== caller.id || c.kind !== kind) throw new AppError('contract_not_found');
    if (c.status !== 'pending') throw new AppError('contract_not_pending');
    await setStatus(trx, c.id, action === 'reject' ? 'rejected' : 'cancelled');
    await addEvent(trx, c.id, actorOf(ctx), action);
    return { contract: contractView(brand, (await contractById(trx, brand.config.code, id))!) };
  });
}

/** Ends a contract at the end of its current period (either side, or an operator with `caller` absent). */
export async function terminateContract(
  db: import('kysely').Kysely<import('@/server/db/database').Database>,
  brand: Brand,
  id: bigint,
  actor: string,
  now: Date,
  scope?: { caller: bigint; kind: ContractKind },
  reason: string | null = null,
) {
  return inTransaction(db, async (trx) => {
    const c = await contractById(trx, brand.config.code, id, true);
    if (
      !c ||
      (scope && (c.kind !== scope.kind || (c.upline_id !== scope.caller && c.downline_id !== scope.caller)))
    )
      throw new AppError('contract_not_found');
    if (c.status === 'terminating' || c.status === 'terminated')
      throw new AppError('contract_already_terminating');
    if (c.status !== 'active') throw new AppError('contract_not_active');
    const endsAt = endOfCurrentPeriod(c.period, now, timeZoneOf(brand));
    await setStatus(trx, c.id, 'terminating', { endsAt, reason: reason ?? 'terminated' });
    await addEvent(trx, c.id, actor, 'terminate', reason);
    const terminated = await endContractsBelow(trx, brand, c, endsAt, actor);
    return { contract: contractView(brand, (await contractById(trx, brand.config.code, id))!), terminated };
  });
}

/**
 * A contract's downline may only pay out of what its upline earns: when a contract ends, every contract its
 * downline signed below it (of the kind, at any depth) ends at the same moment (reason `upline_ended`; pending
 * offers are cancelled), so the brand never pays an agent whose chain to the top has ended. Earnings up to that
 * moment still settle.
 */
async function endContractsBelow(trx: Db, brand: Brand, ended: ContractRow, endsAt: Date, actor: string) {
  const terminated: ReturnType<typeof conflictView>[] = [];
  const queue = [ended.downline_id];
  for (let agent = queue.shift(); agent !== undefined; agent = queue.shift()) {
    for (const d of await downlineContracts(trx, agent, ended.kind, true)) {
      if (d.status === 'pending') {
        await setStatus(trx, d.id, 'cancelled', { reason: 'upline_ended' });
        await addEvent(trx, d.id, actor, 'cancelled', 'upline_ended', { by: ended.id.toString() });
        continue;
      }
      if (d.status === 'terminating' && d.ends_at && d.ends_at <= endsAt) continue;
      await setStatus(trx, d.id, 'terminating', { endsAt, reason: 'upline_ended' });
      await addEvent(trx, d.id, actor, 'terminate', 'upline_ended', { by: ended.id.toString() });
      await noticeEnded(trx, brand, d, 'upline_ended', { minRateBp: ended.min_rate_bp });
      terminated.push(conflictView(d));
      queue.push(d.downline_id);
    }
  }
  return terminated;
}
