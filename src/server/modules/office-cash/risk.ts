import type { CashHistory, CashTotals, RiskContext, Shared } from '@/core/api/office-cash';
import { money } from '@/core/brand-amounts';
import type { ServiceContext } from '@/server/context';
import { accountsSharingDevice } from '@/server/domains/engagement';
import { bigWinsOf } from '@/server/domains/games';
import { brandUsernames, usernamesAtRecentIps } from '@/server/domains/identity';
import { cashTotals, fundsView, payeeHolderIdsTrimmed } from '@/server/domains/money';

/**
 * What a reviewer reads beside a withdrawal (issue 26 "risk context"): the money domain's own view of free and
 * bonus-locked money (fundsView: the same the withdraw page and `npm run ops -- bonus-pockets` show), the
 * player's paid deposits and withdrawals from the ledger, the accounts of the SAME brand that share its recent
 * login addresses, its devices or its payee name, and its largest wins of the last 7 days. Read-only: each part is
 * read through its owner's front door (identity, engagement, money, games).
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand' | 'language'>;

/** How many of the player's latest sessions give the addresses compared. */
const LAST_SESSIONS = 5;
/** How many names of sharing accounts are listed (the count is exact). */
const NAMES = 10;

async function totals(ctx: Ctx, accountId: bigint, since: Date | null): Promise<CashTotals> {
  const t = await cashTotals(ctx, accountId, since);
  return {
    deposits: money(ctx, t.deposits),
    depositCount: t.depositCount,
    withdrawals: money(ctx, t.withdrawals),
    withdrawalCount: t.withdrawalCount,
    net: money(ctx, t.deposits - t.withdrawals),
  };
}

/** Paid deposits and paid withdrawals of the player, all time and the last 30 days. */
export async function cashHistory(ctx: Ctx, accountId: bigint, now = new Date()): Promise<CashHistory> {
  const [allTime, last30Days] = await Promise.all([
    totals(ctx, accountId, null),
    totals(ctx, accountId, new Date(now.getTime() - 30 * 86_400_000)),
  ]);
  return { allTime, last30Days };
}

async function shared(usernames: Promise<string[]>): Promise<Shared> {
  const list = await usernames;
  return { count: list.length, usernames: list.slice(0, NAMES) };
}

/** Other accounts of the brand seen on one of the player's devices (engagement keeps the device cookies). */
async function sharingDevice(ctx: Ctx, accountId: bigint) {
  const ids = await accountsSharingDevice(ctx, accountId);
  return brandUsernames(ctx, accountId, { ids });
}

/** Other accounts of the brand whose name on file or a bound payee account (money) carries the same name. */
async function sharingPayeeName(ctx: Ctx, accountId: bigint, name: string) {
  const ids = await payeeHolderIdsTrimmed(ctx, name);
  return brandUsernames(ctx, accountId, { ids, payeeName: name });
}

/** The player's largest wins (payout above the stake) settled in the last 7 days. */
async function bigWins(ctx: Ctx, accountId: bigint, now: Date) {
  const rows = await bigWinsOf(ctx, accountId, new Date(now.getTime() - 7 * 86_400_000), 5);
  return rows.map((r) => ({
    game: r.gameCode,
    stake: money(ctx, r.amount),
    payout: money(ctx, r.payout),
    win: money(ctx, r.payout - r.amount),
    at: r.at.toISOString(),
  }));
}

/** The whole risk context of a withdrawal of `accountId` paid to `holderName`. */
export async function riskContext(
  ctx: Ctx,
  accountId: bigint,
  holderName: string,
  now = new Date(),
): Promise<RiskContext> {
  const [funds, history, sharedIp, sharedDevice, sharedPayeeName, wins] = await Promise.all([
    fundsView(ctx, accountId, ctx.language),
    cashHistory(ctx, accountId, now),
    shared(usernamesAtRecentIps(ctx, accountId, LAST_SESSIONS)),
    shared(sharingDevice(ctx, accountId)),
    shared(sharingPayeeName(ctx, accountId, holderName)),
    bigWins(ctx, accountId, now),
  ]);
  return {
    balance: money(ctx, funds.funds.balance),
    free: funds.free,
    locked: funds.locked,
    turnover: funds.turnover,
    bonuses: funds.pockets.map((p) => ({
      id: p.bonusId,
      title: p.title,
      locked: p.locked,
      wagered: p.wagered,
      required: p.required,
      expiresAt: p.expiresAt,
    })),
    history,
    sharedIp,
    sharedDevice,
    sharedPayeeName,
    bigWins: wins,
  };
}
