import { EXPORT_MAX_ROWS, type ExportReport } from '@/core/api/agents-work';
import { CONTRACT_PAGE_OF } from '@/core/contract-pages';
import { isContractKind } from '@/core/contracts';
import { localParts } from '@/core/zoned-time';
import type { CatalogueIndex } from '@/server/domains/games';
import { AppError } from '@/server/errors';
import { type CsvCell, toCsv } from '@/server/lib/csv';
import type { Paging } from './agent.query';
import {
  type AgentCtx,
  teamBetList,
  teamMembers,
  teamOverview,
  teamProfitLoss,
  teamTransactions,
  timeZoneOf,
} from './agent.service';
import { memberTransfers } from './agent-downline-actions';
import { teamDownlines } from './agent-downlines';
import { teamGames } from './agent-games';
import { agentIncome, incomeBills } from './agent-income';
import { agentLabel } from './agent-labels';
import { agentLinks } from './agent-links';
import { ownWallet } from './agent-wallet';

/**
 * CSV downloads of the agent center (docs/agent-api.md "Export"): GET /wps/agent/export/<report> takes the query
 * of the report's screen call and answers the same rows — the screen's own service function is called with one
 * page of EXPORT_MAX_ROWS instead of the screen's page — in the brand's time zone (times as YYYY-MM-DD HH:mm:ss,
 * the zone named in the header) and the brand currency's decimals, headed by the screen's column labels in the
 * request's language. More rows than EXPORT_MAX_ROWS: 400 export_too_large (a shorter period or a filter).
 */

export { EXPORT_MAX_ROWS };

type Row = Record<string, unknown>;
interface Column {
  /** agentLabel key of the header. */
  label: string;
  value: (row: Row) => CsvCell;
  /** An ISO instant shown as the brand's wall-clock time. */
  time?: boolean;
  /** An enumerated value shown with the screen's word for it (a key of WORDS). */
  words?: keyof typeof WORDS;
}

/** Enumerated values shown with the screen's words (the raw value where a word is missing). */
const WORDS = {
  kind: (v: string) => `register.kinds.${v}`,
  status: (v: string) => `status.${v}`,
  betStatus: (v: string) => `betStatus.${v}`,
  txKind: (v: string) => `kind.${v}`,
  walletKind: (v: string) => `agentTools:walletKind.${v}`,
  direction: (v: string) => `agentTools:direction.${v}`,
  category: (v: string) => `common:category.${v}`,
  late: (v: string) => (v ? 'income.adjustment' : ''),
  contractKind: (v: string) => (isContractKind(v) ? `menu.${CONTRACT_PAGE_OF[v]}` : v),
};
interface Deps {
  index?: CatalogueIndex;
  withdrawable: () => Promise<bigint>;
}
interface Rows {
  from?: string;
  to?: string;
  list: Row[];
  total: number;
}
interface Report {
  rows: (ctx: AgentCtx, deps: Deps, query: Row, paging: Paging) => Promise<Rows>;
  columns: Column[];
}

const field =
  (name: string) =>
  (row: Row): CsvCell =>
    row[name] as CsvCell;
const col = (label: string, name: string, time = false): Column => ({ label, value: field(name), time });
const word = (label: string, name: string, words: keyof typeof WORDS): Column => ({
  label,
  value: field(name),
  words,
});
/** A report whose rows are the whole `list` of its answer (not paged on the screen). */
const whole = (answer: { from?: string; to?: string; list: Row[] }): Rows => ({
  ...answer,
  total: answer.list.length,
});

const figureColumns = [
  col('figures.stake', 'stake'),
  col('figures.validBet', 'validBet'),
  col('figures.payout', 'payout'),
  col('figures.profitLoss', 'profitLoss'),
];

export const REPORTS: Record<string, Report> = {
  overview: {
    rows: async (ctx, _deps, q) => {
      const o = await teamOverview(ctx, q);
      return whole({ from: o.from, to: o.to, list: o.series });
    },
    columns: [
      col('agentTools:columns.date', 'date'),
      col('overview.newRegistrations', 'newRegistrations'),
      col('overview.activeMembers', 'activeMembers'),
      col('overview.deposits', 'deposits'),
      col('overview.withdrawals', 'withdrawals'),
      col('figures.validBet', 'validBet'),
      col('figures.profitLoss', 'profitLoss'),
    ],
  },
  members: {
    rows: (ctx, _d, q, p) => teamMembers(ctx, q, p),
    columns: [
      col('columns.account', 'account'),
      col('agentTools:columns.nickname', 'nickname'),
      col('columns.level', 'depth'),
      word('columns.type', 'kind', 'kind'),
      col('columns.registeredAt', 'registeredAt', true),
      col('columns.lastLoginAt', 'lastLoginAt', true),
      col('agentTools:columns.firstDepositAt', 'firstDepositAt', true),
      col('columns.balance', 'balance'),
      col('columns.deposits', 'deposits'),
      col('columns.validBet', 'validBet'),
      word('columns.status', 'status', 'status'),
      col('agentTools:columns.note', 'note'),
    ],
  },
  downlines: {
    rows: (ctx, _d, q, p) => teamDownlines(ctx, q, p),
    columns: [
      col('columns.account', 'account'),
      word('columns.type', 'kind', 'kind'),
      col('agentTools:columns.teamSize', 'teamSize'),
      col('overview.firstDeposits', 'firstDeposits'),
      col('overview.deposits', 'deposits'),
      col('overview.withdrawals', 'withdrawals'),
      ...figureColumns,
      col('figures.bonuses', 'bonuses'),
    ],
  },
  games: {
    rows: async (ctx, deps, q) => whole(await teamGames(ctx, deps.index, q)),
    columns: [
      word('filters.category', 'category', 'category'),
      col('filters.vendor', 'vendorName'),
      col('bets.count', 'bets'),
      ...figureColumns,
    ],
  },
  bets: {
    rows: (ctx, deps, q, p) => teamBetList(ctx, deps.index, q, p),
    columns: [
      col('columns.account', 'account'),
      col('columns.time', 'placedAt', true),
      col('columns.game', 'gameName'),
      col('filters.vendor', 'vendor'),
      word('filters.category', 'category', 'category'),
      ...figureColumns,
      word('columns.status', 'status', 'betStatus'),
    ],
  },
  profitLoss: {
    rows: (ctx, _d, q, p) => teamProfitLoss(ctx, q, p),
    columns: [
      col('columns.account', 'account'),
      col('columns.level', 'depth'),
      ...figureColumns,
      col('figures.bonuses', 'bonuses'),
      col('overview.deposits', 'deposits'),
      col('overview.withdrawals', 'withdrawals'),
    ],
  },
  transactions: {
    rows: (ctx, _d, q, p) => teamTransactions(ctx, q, p),
    columns: [
      col('columns.account', 'account'),
      col('columns.time', 'at', true),
      word('columns.kind', 'kind', 'txKind'),
      col('columns.amount', 'amount'),
      col('columns.reference', 'reference'),
    ],
  },
  income: {
    rows: async (ctx, _d, q) => {
      const income = await agentIncome(ctx, q);
      return whole({ from: income.from, to: income.to, list: income.series });
    },
    // The chart's rows: per business day, contract earnings, other commissions and their total.
    columns: [
      col('agentTools:columns.date', 'date'),
      col('income.contracts', 'contracts'),
      col('income.commissions', 'commissions'),
      col('income.total', 'amount'),
    ],
  },
  incomeBills: {
    rows: (ctx, _d, q, p) => incomeBills(ctx, q, p),
    // The bills table: the kind by its page's name, the late-bets adjustments marked, the bill to look it up by.
    columns: [
      word('columns.kind', 'kind', 'contractKind'),
      { label: 'income.adjustment', value: (row) => (row.adjustment ? 'late' : ''), words: 'late' },
      col('income.period', 'periodStart', true),
      col('income.paidAt', 'paidAt', true),
      col('columns.amount', 'amount'),
      col('columns.reference', 'billId'),
    ],
  },
  wallet: {
    rows: async (ctx, deps, q, p) => ownWallet(ctx, await deps.withdrawable(), q, p),
    columns: [
      col('columns.time', 'at', true),
      word('columns.kind', 'kind', 'walletKind'),
      col('columns.amount', 'amount'),
      col('agentTools:columns.balanceAfter', 'balanceAfter'),
      col('agentTools:columns.counterparty', 'counterparty'),
      col('columns.reference', 'reference'),
    ],
  },
  links: {
    rows: async (ctx, _d, q) => whole(await agentLinks(ctx, q)),
    columns: [
      col('agentTools:columns.campaign', 'campaign'),
      col('agentTools:columns.code', 'code'),
      col('agentTools:columns.createdAt', 'createdAt', true),
      col('agentTools:columns.clicks', 'clicks'),
      col('agentTools:columns.registrations', 'registrations'),
      col('overview.firstDeposits', 'firstDeposits'),
      col('agentTools:columns.firstDepositAmount', 'firstDepositAmount'),
    ],
  },
  memberTransfers: {
    rows: (ctx, _d, q, p) => memberTransfers(ctx, q, p),
    columns: [
      col('columns.time', 'at', true),
      word('agentTools:columns.direction', 'direction', 'direction'),
      col('agentTools:columns.counterparty', 'counterparty'),
      col('columns.amount', 'amount'),
      col('columns.reference', 'reference'),
    ],
  },
} satisfies Record<ExportReport, Report>;

/** An instant as the brand's wall-clock time, YYYY-MM-DD HH:mm:ss. */
export function brandTime(iso: string, timeZone: string): string {
  const p = localParts(new Date(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

export function isExportReport(name: string): boolean {
  return Object.hasOwn(REPORTS, name);
}

/** The CSV of a report for the query of its screen: { filename, csv }. */
export async function exportReport(ctx: AgentCtx, deps: Deps, name: string, query: Row) {
  const report = REPORTS[name];
  if (!report) throw new AppError('not_found');
  const paging: Paging = { pageNo: 1, pageSize: EXPORT_MAX_ROWS, offset: 0 };
  const { list, total, from, to } = await report.rows(ctx, deps, query, paging);
  if (total > EXPORT_MAX_ROWS) throw new AppError('export_too_large', { max: EXPORT_MAX_ROWS });
  const zone = timeZoneOf(ctx.brand);
  const label = (key: string, fallback?: string) => agentLabel(ctx.language, key, fallback);
  const header = report.columns.map((c) => (c.time ? `${label(c.label)} (${zone})` : label(c.label)));
  const cell = (c: Column, row: Row): CsvCell => {
    const value = c.value(row);
    if (c.time) return typeof value === 'string' && value ? brandTime(value, zone) : '';
    if (c.words && typeof value === 'string') return value && label(WORDS[c.words](value), value);
    return value;
  };
  const csv = toCsv(
    header,
    list.map((row) => report.columns.map((c) => cell(c, row))),
  );
  return { filename: `${name}${from && to ? `-${from}-${to}` : ''}.csv`, csv };
}
