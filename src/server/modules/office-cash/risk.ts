import { sql } from 'kysely';
import type { CashHistory, CashTotals, RiskContext, Shared } from '@/core/api/office-cash';
import { money } from '@/core/brand-amounts';
import type { ServiceContext } from '@/server/context';
import { fundsView } from '@/server/domains/money';

/**
 * What a reviewer reads beside a withdrawal (issue 26 "risk context"): the money domain's own view of free and
 * bonus-locked money (fundsView: the same the withdraw page and `npm run ops -- bonus-pockets` show), the
 * player's paid deposits and withdrawals from the ledger, the accounts of the SAME brand that share its recent
 * login addresses, its devices or its payee name, and its largest wins of the last 7 days. Read-only.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand' | 'language'>;

/** How many of the player's latest sessions give the addresses compared. */
const LAST_SESSIONS = 5;
/** How many names of sharing accounts are listed (the count is exact). */
const NAMES = 10;

const brandOf = (ctx: Ctx) => ctx.brand.config.code;

async function totals(ctx: Ctx, accountId: bigint, since: Date | null): Promise<CashTotals> {
  const row = await ctx.db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as a', (join) =>
      join.on(
        sql<boolean>`a.id = case when t.kind = 'withdrawal_payout' then t.debit_account_id else t.credit_account_id end`,
      ),
    )
    .select([
      sql<string>`coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0)::text`.as('deposits'),
      sql<number>`(count(*) filter (where t.kind = 'deposit'))::int`.as('depositCount'),
      sql<string>`coalesce(sum(t.amount) filter (where t.kind = 'withdrawal_payout'), 0)::text`.as(
        'withdrawals',
      ),
      sql<number>`(count(*) filter (where t.kind = 'withdrawal_payout'))::int`.as('withdrawalCount'),
    ])
    .where('t.brand_code', '=', brandOf(ctx))
    .where('t.kind', 'in', ['deposit', 'withdrawal_payout'])
    .where('a.owner_id', '=', accountId)
    .$if(since !== null, (q) => q.where('t.created_at', '>=', since!))
    .executeTakeFirstOrThrow();
  const deposits = BigInt(row.deposits);
  const withdrawals = BigInt(row.withdrawals);
  return {
    deposits: money(ctx, deposits),
    depositCount: row.depositCount,
    withdrawals: money(ctx, withdrawals),
    withdrawalCount: row.withdrawalCount,
    net: money(ctx, deposits - withdrawals),
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

async function shared(rows: Promise<{ username: string }[]>): Promise<Shared> {
  const list = await rows;
  return { count: list.length, usernames: list.slice(0, NAMES).map((r) => r.username) };
}

/** Other accounts of the brand seen at one of the player's last login addresses. */
function sharingIp(ctx: Ctx, accountId: bigint) {
  const recent = ctx.db
    .selectFrom('session')
    .select('ip')
    .where('account_id', '=', accountId)
    .where('ip', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(LAST_SESSIONS);
  return ctx.db
    .selectFrom('account as o')
    .select('o.username')
    .where('o.brand_code', '=', brandOf(ctx))
    .where('o.id', '<>', accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('session as s')
          .select(sql`1`.as('one'))
          .whereRef('s.account_id', '=', 'o.id')
          .where('s.ip', 'in', recent),
      ),
    )
    .orderBy('o.username')
    .execute();
}

/** Other accounts of the brand seen on one of the player's devices. */
function sharingDevice(ctx: Ctx, accountId: bigint) {
  const mine = ctx.db
    .selectFrom('account_device')
    .select('device')
    .where('account_id', '=', accountId)
    .where('brand_code', '=', brandOf(ctx));
  return ctx.db
    .selectFrom('account as o')
    .select('o.username')
    .where('o.brand_code', '=', brandOf(ctx))
    .where('o.id', '<>', accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_device as d')
          .select(sql`1`.as('one'))
          .whereRef('d.account_id', '=', 'o.id')
          .where('d.brand_code', '=', brandOf(ctx))
          .where('d.device', 'in', mine),
      ),
    )
    .orderBy('o.username')
    .execute();
}

/** Other accounts of the brand whose name on file or a bound payee account carries the same name. */
function sharingPayeeName(ctx: Ctx, accountId: bigint, name: string) {
  const key = name.trim().toLowerCase();
  return ctx.db
    .selectFrom('account as o')
    .select('o.username')
    .where('o.brand_code', '=', brandOf(ctx))
    .where('o.id', '<>', accountId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(trim(o.payee_name))`, '=', key),
        eb.exists(
          eb
            .selectFrom('payee_account as p')
            .select(sql`1`.as('one'))
            .whereRef('p.account_id', '=', 'o.id')
            .where('p.removed_at', 'is', null)
            .where(sql`lower(trim(p.holder_name))`, '=', key),
        ),
      ]),
    )
    .orderBy('o.username')
    .execute();
}

/** The player's largest wins (payout above the stake) settled in the last 7 days. */
async function bigWins(ctx: Ctx, accountId: bigint, now: Date) {
  const rows = await ctx.db
    .selectFrom('vendor_bet')
    .select(['game_code', 'amount', 'payout', 'settled_at', 'created_at'])
    .where('account_id', '=', accountId)
    .where('brand_code', '=', brandOf(ctx))
    .where('status', '=', 'settled')
    .where('settled_at', '>=', new Date(now.getTime() - 7 * 86_400_000))
    .whereRef('payout', '>', 'amount')
    .orderBy(sql`payout - amount`, 'desc')
    .limit(5)
    .execute();
  return rows.map((r) => ({
    game: r.game_code,
    stake: money(ctx, r.amount),
    payout: money(ctx, r.payout),
    win: money(ctx, r.payout - r.amount),
    at: (r.settled_at ?? r.created_at).toISOString(),
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
    shared(sharingIp(ctx, accountId)),
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
