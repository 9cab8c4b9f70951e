/**
 * The agent reports' state in the URL (/agentHome?page=…&from=…&to=…&member=…): period, filters, sorting, page and
 * drill-down, so a reload shows the same report and the browser's Back undoes the last change. Each page keeps
 * only the parameters it uses; a malformed value is dropped (the page's default applies), never an error.
 */

export interface ReportSearch {
  /** First and last day (YYYY-MM-DD, inclusive) in the brand's calendar. */
  from?: string;
  to?: string;
  /** Drill-down level: the account whose direct downlines are shown. */
  parent?: string;
  /** One team member (a filter, or the member drilled into). */
  member?: string;
  keyword?: string;
  kind?: string;
  category?: string;
  vendor?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  pageNo?: number;
}

type Key = keyof ReportSearch;

/** Which parameters each agent page keeps (pages not listed keep none). */
const PAGE_KEYS: Record<string, readonly Key[]> = {
  agentAnnouncement: ['pageNo'],
  agentTeamOverview: ['from', 'to'],
  downlineManagmentView: ['parent', 'keyword', 'sort', 'dir', 'pageNo'],
  personalHistoryCopy: ['from', 'to', 'member', 'category', 'vendor', 'pageNo'],
  palStatementsAgentCopy: ['from', 'to', 'member', 'sort', 'dir', 'pageNo'],
  agentRevenueReport: ['from', 'to'],
  agentDownlineTransactionDetailsCopy: ['from', 'to', 'member', 'kind', 'pageNo'],
  agentTeamReport: ['from', 'to', 'parent', 'member', 'sort', 'dir', 'pageNo'],
  agentGameReport: ['from', 'to', 'member', 'parent'],
  agentWallet: ['from', 'to', 'kind', 'pageNo'],
  agentLinks: ['from', 'to'],
};

const ACCOUNT = /^[A-Za-z0-9_.@-]{1,64}$/;
const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const SORT = /^[A-Za-z]{1,20}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day YYYY-MM-DD between the years 2000 and 2999 (the server's range). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? `${value}` : '';

const checks: Record<Exclude<Key, 'from' | 'to'>, (value: unknown) => unknown> = {
  parent: (v) => (ACCOUNT.test(text(v)) ? text(v) : undefined),
  member: (v) => (ACCOUNT.test(text(v)) ? text(v) : undefined),
  keyword: (v) => {
    const k = text(v).trim();
    return k && k.length <= 64 ? k : undefined;
  },
  kind: (v) => (CODE.test(text(v)) ? text(v) : undefined),
  category: (v) => (CODE.test(text(v)) ? text(v) : undefined),
  vendor: (v) => (CODE.test(text(v)) ? text(v) : undefined),
  sort: (v) => (SORT.test(text(v)) ? text(v) : undefined),
  dir: (v) => (v === 'asc' || v === 'desc' ? v : undefined),
  pageNo: (v) => {
    const n = Number(text(v));
    return /^\d{1,6}$/.test(text(v)) && n >= 2 && n <= 100_000 ? n : undefined;
  },
};

/** The parameters of `page` found valid in `search`; a period needs both days, in order, ≤ 366 days apart. */
export function reportSearchOf(page: string, search: Record<string, unknown>): ReportSearch {
  const keys = PAGE_KEYS[page] ?? [];
  const result: ReportSearch = {};
  for (const key of keys) {
    if (key === 'from' || key === 'to') continue;
    const value = checks[key](search[key]);
    if (value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  if (keys.includes('from') && isDay(search.from) && isDay(search.to)) {
    const days = (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000 + 1;
    if (days >= 1 && days <= 366) {
      result.from = search.from;
      result.to = search.to;
    }
  }
  return result;
}

/** Search values without the empty ones (undefined, '' or page 1), so links and the URL stay short. */
export function compactSearch<T extends Record<string, unknown>>(search: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || (key === 'pageNo' && value === 1)) continue;
    out[key] = value;
  }
  return out as T;
}
