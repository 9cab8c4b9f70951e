import type { FastifyInstance } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import * as api from '@/core/api/engagement-loyalty';
import { type Brand, localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import { minorOf } from '@/core/loyalty';
import type { Database } from '@/server/db/database';
import type { WalletHooks } from '@/server/domains/money';
import { translate } from '@/server/i18n';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { moneyText, percentOf, vipLevels, windowOf, windowTotals } from './vip.service';

/** GET /wps/member/vip and the VIP withdrawal limits the cashier enforces (docs/vip-points.md "Calls"). */

type Db = Kysely<Database> | Transaction<Database>;

async function levelOf(db: Db, accountId: bigint): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select('vip_level')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.vip_level ?? 0;
}

function progress(brand: Brand, required: bigint | undefined, done: bigint) {
  if (required === undefined) return null;
  const remaining = required > done ? required - done : 0n;
  return {
    required: moneyText(brand, required),
    done: moneyText(brand, done),
    remaining: moneyText(brand, remaining),
    percent: percentOf(done, required),
  };
}

/** The ladder and the caller's level and progress to the next level. */
export async function vipView(
  db: Kysely<Database>,
  brand: Brand,
  accountId: bigint,
  language: Language,
  now = new Date(),
): Promise<api.VipAnswer> {
  const vip = brand.vip;
  const level = await levelOf(db, accountId);
  const base = {
    currency: brand.config.currency.code,
    currencySymbol: brand.config.currency.symbol,
    level,
  };
  if (!vip) return { enabled: false, ...base, levelName: '', levels: [], next: null, percent: 0 };
  const text = (t: Parameters<typeof localized>[0]) => localized(t, language, brand.config.languages.default);
  const levels = vipLevels(brand);
  const window = windowOf(vip, brand, now);
  const totals = await windowTotals(db, accountId, window.fromDay);
  const next = levels.find((l) => l.level === level + 1);
  const needDeposits = vip.measure === 'validBetAndDeposits' && next?.deposits !== undefined;
  const bet = next ? progress(brand, next.validBet, totals.validBet) : null;
  const dep = next && needDeposits ? progress(brand, next.deposits, totals.deposits) : null;
  const limits = (w: { dailyCount: number; dailyAmount: bigint }) => ({
    dailyCount: w.dailyCount,
    dailyAmount: moneyText(brand, w.dailyAmount),
  });
  return {
    enabled: true,
    ...base,
    measure: vip.measure,
    window: { ...vip.window, from: window.from.toISOString(), to: window.to.toISOString() },
    bonusPeriod: vip.bonusPeriod,
    retention: translate(language, 'vip_retention_never_lowered'),
    levelName: level > 0 ? text(levels.find((l) => l.level === level)?.name) : '',
    current: { validBet: moneyText(brand, totals.validBet), deposits: moneyText(brand, totals.deposits) },
    next: next ? { level: next.level, name: text(next.name), validBet: bet!, deposits: dep } : null,
    percent: next ? Math.min(bet!.percent, dep?.percent ?? 100) : 100,
    baseWithdrawal: limits({
      dailyCount: vip.baseWithdrawal.dailyCount,
      dailyAmount: minorOf(vip.baseWithdrawal.dailyAmount, brand.config.currency.minorUnits)!,
    }),
    levels: levels.map((l) => ({
      level: l.level,
      name: text(l.name),
      validBet: moneyText(brand, l.validBet),
      deposits: l.deposits === undefined ? null : moneyText(brand, l.deposits),
      upgradeBonus: moneyText(brand, l.upgradeBonus),
      periodBonus: moneyText(brand, l.periodBonus),
      perks: l.perks.map(text),
      withdrawal: limits(l.withdrawal),
      reached: l.level <= level,
    })),
  };
}

/** The cashier's per-level limits and the withdraw page's `vip` field. */
export function vipWalletHooks(): WalletHooks {
  const limitsOf = async (db: Db, brand: Brand, accountId: bigint) => {
    if (!brand.vip) return undefined;
    const level = await levelOf(db, accountId);
    const l = vipLevels(brand).find((x) => x.level === level);
    if (l) return { level, ...l.withdrawal };
    const b = brand.vip.baseWithdrawal;
    return {
      level: 0,
      dailyCount: b.dailyCount,
      dailyAmount: minorOf(b.dailyAmount, brand.config.currency.minorUnits)!,
    };
  };
  return {
    withdrawalLimits: (db, ctx, accountId) => limitsOf(db, ctx.brand, accountId),
    withdrawInfo: async (ctx, accountId) => {
      const limits = await limitsOf(ctx.db, ctx.brand, accountId);
      if (!limits) return {};
      const used = await ctx.db
        .selectFrom('withdrawal')
        .select([
          sql<number>`count(*)::int`.as('n'),
          sql<string>`coalesce(sum(amount) filter (where status <> 'rejected'), 0)::text`.as('total'),
        ])
        .where('account_id', '=', accountId)
        .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
        .executeTakeFirst();
      return {
        vip: {
          level: limits.level,
          dailyCount: limits.dailyCount,
          dailyAmount: moneyText(ctx.brand, limits.dailyAmount),
          usedCount: used?.n ?? 0,
          usedAmount: moneyText(ctx.brand, BigInt(used?.total ?? 0)),
        },
      };
    },
  };
}

export async function vipRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  route(app, api.vip, { preHandler: real }, async (request) =>
    ok(await vipView(app.db, request.brand, request.session!.id, request.language)),
  );
}
