import { isAgentType } from '@/core/account-types';
import type { TeamMembers } from '@/core/api/agents';
import type { Brand } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { Caller, ServiceContext } from '@/server/context';
import type { CatalogueIndex } from '@/server/domains/games';
import { AppError } from '@/server/errors';
import { accountParam, codeParam, daysOf, type Paging, pagingOf, periodOf, sortingOf } from './agent.query';
import {
  findTeamMember,
  listMembers,
  MEMBER_SORTS,
  PROFIT_SORTS,
  pathTo,
  profitRows,
  type Scope,
  TRANSACTION_KINDS,
  type TransactionKind,
  teamBets,
  teamMovements,
} from './agent.repository';
import {
  cashBalanceOf,
  firstDeposits,
  registrationsByDay,
  teamDays,
  teamSizes,
} from './agent-overview.repository';

/** The calls of the agent center (docs/agent-api.md): validation, scoping and the shapes of the answers. */

export type AgentCtx = Pick<ServiceContext, 'db' | 'brand' | 'language'> & { agent: Caller };

type Query = Record<string, unknown>;

export const timeZoneOf = (brand: Brand) => brand.config.timezone ?? 'UTC';

export const scopeOf = (ctx: AgentCtx): Scope => ({
  db: ctx.db,
  brand: ctx.brand.config.code,
  timeZone: timeZoneOf(ctx.brand),
  agentId: ctx.agent.id,
});

export const moneyOf = (ctx: AgentCtx) => (minor: bigint | number) =>
  formatAmount(minor, ctx.brand.config.currency.minorUnits);

export const page = (paging: Paging, total: number) => ({
  pageNo: paging.pageNo,
  pageSize: paging.pageSize,
  total,
});

/** A team member named by a query parameter, or 404 member_not_found (foreign, other brand, unknown alike). */
export async function memberOf(ctx: AgentCtx, value: unknown, opts: { self?: boolean } = {}) {
  const name = accountParam(value);
  if (name === undefined) return undefined;
  const member = await findTeamMember(scopeOf(ctx), name, opts);
  if (!member) throw new AppError('member_not_found');
  return member;
}

export async function teamOverview(ctx: AgentCtx, query: Query) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const money = moneyOf(ctx);
  const [sizes, days, registrations, first, ownBalance] = await Promise.all([
    teamSizes(s),
    teamDays(s, period),
    registrationsByDay(s, period),
    firstDeposits(s, period),
    cashBalanceOf(s, ctx.agent.id),
  ]);
  const sum = days.find((d) => d.day === null);
  const byDay = new Map(days.filter((d) => d.day !== null).map((d) => [d.day!, d]));
  const registered = new Map(registrations.map((r) => [r.day, r.count]));
  return {
    from: period.from,
    to: period.to,
    currency: ctx.brand.config.currency.code,
    team: {
      direct: sizes.find((r) => r.depth === 1)?.count ?? 0,
      total: sizes.reduce((n, r) => n + r.count, 0),
      byDepth: sizes.map((r) => ({ depth: r.depth, count: r.count })),
    },
    newRegistrations: registrations.reduce((n, r) => n + r.count, 0),
    activeMembers: sum?.active ?? 0,
    firstDeposits: { count: first.count, amount: money(first.amount) },
    deposits: { count: sum?.deposit_count ?? 0, amount: money(sum?.deposits ?? 0n) },
    withdrawals: { count: sum?.withdrawal_count ?? 0, amount: money(sum?.withdrawals ?? 0n) },
    validBet: money(sum?.valid_bet ?? 0n),
    stake: money(sum?.stake ?? 0n),
    payout: money(sum?.payout ?? 0n),
    profitLoss: money((sum?.payout ?? 0n) - (sum?.stake ?? 0n)),
    bonuses: money(sum?.bonuses ?? 0n),
    ownBalance: money(ownBalance),
    series: daysOf(period).map((date) => {
      const d = byDay.get(date);
      return {
        date,
        newRegistrations: registered.get(date) ?? 0,
        activeMembers: d?.active ?? 0,
        deposits: money(d?.deposits ?? 0n),
        withdrawals: money(d?.withdrawals ?? 0n),
        validBet: money(d?.valid_bet ?? 0n),
        profitLoss: money((d?.payout ?? 0n) - (d?.stake ?? 0n)),
      };
    }),
  };
}

export async function teamMembers(
  ctx: AgentCtx,
  query: Query,
  paging = pagingOf(query),
): Promise<TeamMembers> {
  const s = scopeOf(ctx);
  const { sort, order } = sortingOf(query, MEMBER_SORTS, 'registeredAt');
  if (query.keyword !== undefined && (typeof query.keyword !== 'string' || query.keyword.length > 64))
    throw new AppError('invalid_request', { field: 'keyword', detail: 'at most 64 characters' });
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
  const parent = (await memberOf(ctx, query.parent, { self: true })) ?? {
    id: ctx.agent.id,
    username: ctx.agent.username,
    depth: 0,
  };
  const money = moneyOf(ctx);
  const [path, { list, total }] = await Promise.all([
    pathTo(s, parent.id),
    listMembers(s, {
      parentId: parent.id,
      keyword: keyword || undefined,
      sort,
      order,
      limit: paging.pageSize,
      offset: paging.offset,
    }),
  ]);
  return {
    path,
    list: list.map((m) => ({
      account: m.username,
      nickname: m.nickname ?? '',
      depth: m.depth,
      kind: isAgentType(m.type) ? 'agent' : 'player',
      typeCode: m.type,
      registeredAt: m.created_at.toISOString(),
      lastLoginAt: m.last_login_at?.toISOString() ?? null,
      balance: money(m.balance),
      deposits: money(m.deposits),
      validBet: money(m.valid_bet),
      status: m.status === 'active' ? 'active' : 'locked',
      directCount: m.direct_count,
      firstDepositAt: m.first_deposit_at?.toISOString() ?? null,
      note: m.note ?? '',
      unlockable: m.status !== 'active' && m.unlockable,
    })),
    ...page(paging, total),
  };
}

export async function teamProfitLoss(ctx: AgentCtx, query: Query, paging = pagingOf(query)) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const { sort, order } = sortingOf(query, PROFIT_SORTS, 'profitLoss');
  const member = await memberOf(ctx, query.member);
  const money = moneyOf(ctx);
  const { list, totals, total } = await profitRows(s, period, {
    memberId: member?.id,
    sort,
    order,
    limit: paging.pageSize,
    offset: paging.offset,
  });
  const figures = (r: (typeof list)[number]) => ({
    stake: money(r.stake),
    validBet: money(r.valid_bet),
    payout: money(r.payout),
    profitLoss: money(r.payout - r.stake),
    bonuses: money(r.bonuses),
    deposits: money(r.deposits),
    withdrawals: money(r.withdrawals),
  });
  return {
    from: period.from,
    to: period.to,
    list: list.map((r) => ({ account: r.username, depth: r.depth, ...figures(r) })),
    totals: figures(totals),
    ...page(paging, total),
  };
}

export async function teamBetList(
  ctx: AgentCtx,
  index: CatalogueIndex | undefined,
  query: Query,
  paging = pagingOf(query),
) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const category = codeParam(query.category);
  const vendor = codeParam(query.vendor);
  const member = await memberOf(ctx, query.member);
  const money = moneyOf(ctx);
  const { list, totals } = await teamBets(s, period, {
    memberId: member?.id,
    category,
    vendor,
    limit: paging.pageSize,
    offset: paging.offset,
  });
  return {
    from: period.from,
    to: period.to,
    list: list.map((b) => {
      const refunded = b.status === 'refunded';
      const valid = b.status === 'won' || b.status === 'lost' ? b.amount : 0n;
      const game = b.node_id === null ? undefined : index?.byNodeId.get(b.node_id);
      return {
        id: b.id.toString(),
        account: b.username,
        placedAt: b.created_at.toISOString(),
        vendor: b.vendor_code,
        category: b.category ?? '',
        gameName: game?.names[ctx.language] ?? b.game_code ?? '',
        stake: money(b.amount),
        validBet: money(valid),
        payout: money(b.payout),
        profitLoss: money(refunded ? 0n : b.payout - b.amount),
        status: b.status,
      };
    }),
    totals: {
      count: totals.count,
      stake: money(totals.stake),
      validBet: money(totals.valid_bet),
      payout: money(totals.payout),
      profitLoss: money(totals.payout - totals.stake),
    },
    ...page(paging, totals.count),
  };
}

export async function teamTransactions(ctx: AgentCtx, query: Query, paging = pagingOf(query)) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  let kind: TransactionKind | undefined;
  if (query.kind !== undefined && query.kind !== '') {
    kind = TRANSACTION_KINDS.find((k) => k === query.kind);
    if (!kind) throw new AppError('invalid_kind');
  }
  const member = await memberOf(ctx, query.member);
  const money = moneyOf(ctx);
  const { list, totals } = await teamMovements(s, period, {
    memberId: member?.id,
    kind,
    limit: paging.pageSize,
    offset: paging.offset,
  });
  return {
    from: period.from,
    to: period.to,
    list: list.map((m) => ({
      id: m.id.toString(),
      account: m.username,
      at: m.created_at.toISOString(),
      kind: m.kind,
      amount: money(m.amount),
      reference: m.reference ?? '',
    })),
    totals: totals.map((t) => ({ kind: t.kind, count: t.count, amount: money(t.amount) })),
    ...page(
      paging,
      totals.reduce((n, t) => n + t.count, 0),
    ),
  };
}
