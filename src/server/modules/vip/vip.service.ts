import { type Kysely, sql, type Transaction } from 'kysely';
import { type Brand, type LocalizedText, localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import { minorOf, percentOf, qualifiedLevel, type VipContent } from '@/core/loyalty';
import { formatAmount } from '@/core/money';
import { addDays, dayKey, localParts, periodOf, zonedToUtc } from '@/core/zoned-time';
import type { Database } from '@/server/db/database';
import { accountDayLive } from '@/server/domains/agents';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import { awardLoyalty, type LoyaltyAwardInput } from '../bonus/loyalty-award';

/**
 * VIP levels (docs/vip-points.md "VIP"): the level follows the valid bet (and, if the brand says so, deposits) of
 * the window, read from account_day and the bets still queued for it (accountDayLive, migration 0046: exact at
 * every moment, though the bets' part of account_day is folded after commit). It is recomputed in
 * the loyalty catch-up transaction as bets settle (points-earn.ts) and only ever raised: a reached level is kept.
 * Upgrade bonuses (once per level reached) and the weekly/monthly VIP bonus (once per period and player) are
 * loyalty awards (promotions/loyalty-award.ts, programs vip-upgrade and vip-bonus) claimed in the reward center.
 */

export interface VipLevel {
  level: number;
  name: LocalizedText;
  validBet: bigint;
  deposits?: bigint;
  upgradeBonus: bigint;
  periodBonus: bigint;
  perks: LocalizedText[];
  withdrawal: { dailyCount: number; dailyAmount: bigint };
}

const parsed = new WeakMap<VipContent, VipLevel[]>();

/** The brand's levels with amounts in minor units (validated at start, so every amount parses). */
export function vipLevels(brand: Brand): VipLevel[] {
  const vip = brand.vip;
  if (!vip) return [];
  let levels = parsed.get(vip);
  if (!levels) {
    const u = brand.config.currency.minorUnits;
    const m = (t: string) => minorOf(t, u)!;
    levels = vip.levels.map((l) => ({
      level: l.level,
      name: l.name,
      validBet: m(l.validBet),
      deposits: l.deposits === undefined ? undefined : m(l.deposits),
      upgradeBonus: m(l.upgradeBonus),
      periodBonus: m(l.periodBonus),
      perks: l.perks,
      withdrawal: { dailyCount: l.withdrawal.dailyCount, dailyAmount: m(l.withdrawal.dailyAmount) },
    }));
    parsed.set(vip, levels);
  }
  return levels;
}

const zoneOf = (brand: Brand) => brand.config.timezone ?? 'UTC';

export function levelName(brand: Brand, level: number, language: Language): string {
  const l = vipLevels(brand).find((x) => x.level === level);
  return l ? localized(l.name, language, brand.config.languages.default) : '';
}

/** The window's first brand day and its instant bounds. */
export function windowOf(
  vip: VipContent,
  brand: Brand,
  now: Date,
): { fromDay: string; from: Date; to: Date } {
  const zone = zoneOf(brand);
  if (vip.window.kind === 'rolling') {
    const fromDay = addDays(dayKey(localParts(now, zone)), 1 - vip.window.days);
    return { fromDay, from: zonedToUtc(fromDay, zone), to: now };
  }
  const p = periodOf(now, zone, vip.window.period);
  const fromDay = vip.window.period === 'month' ? `${p.key}-01` : p.key;
  return { fromDay, from: p.from, to: now };
}

export async function windowTotals(
  db: Kysely<Database> | Transaction<Database>,
  accountId: bigint,
  fromDay: string,
) {
  const { rows } = await sql<{ valid_bet: string; deposits: string }>`
    select coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(deposits), 0)::text as deposits
    from ${accountDayLive} d where account_id = ${accountId} and day >= ${fromDay}::date`.execute(db);
  const row = rows[0];
  return { validBet: BigInt(row?.valid_bet ?? 0), deposits: BigInt(row?.deposits ?? 0) };
}

export interface Raised {
  accountId: bigint;
  from: number;
  to: number;
}

/**
 * Raises the level of each player whose window qualifies for more (never lowers), in three statements for the
 * whole batch; answers who was raised and from which level.
 */
export async function recomputeLevels(
  trx: Transaction<Database>,
  brand: Brand,
  accountIds: bigint[],
  now = new Date(),
): Promise<Raised[]> {
  const vip = brand.vip;
  if (!vip || accountIds.length === 0) return [];
  const levels = vipLevels(brand);
  const { fromDay } = windowOf(vip, brand, now);
  const ids = accountIds.map(String);
  const { rows } = await sql<{ id: string; vip_level: number; valid_bet: string; deposits: string }>`
    select a.id::text, a.vip_level, coalesce(sum(d.valid_bet), 0)::text as valid_bet,
      coalesce(sum(d.deposits), 0)::text as deposits
    from account a left join ${accountDayLive} d on d.account_id = a.id and d.day >= ${fromDay}::date
    where a.id = any(${sql.val(ids)}::bigint[])
    group by a.id, a.vip_level`.execute(trx);
  const raised: Raised[] = [];
  for (const r of rows) {
    const level = qualifiedLevel(
      levels,
      { validBet: BigInt(r.valid_bet), deposits: BigInt(r.deposits) },
      vip.measure,
    );
    if (level > r.vip_level) raised.push({ accountId: BigInt(r.id), from: r.vip_level, to: level });
  }
  if (raised.length === 0) return [];
  // Only upwards, also against a concurrent writer: the update re-checks the level it replaces.
  const { rows: done } = await sql<{ id: string }>`
    update account a set vip_level = v.level
    from unnest(${sql.val(raised.map((r) => String(r.accountId)))}::bigint[], ${sql.val(raised.map((r) => r.to))}::int[])
      as v(id, level)
    where a.id = v.id and a.vip_level < v.level
    returning a.id::text`.execute(trx);
  const ok = new Set(done.map((d) => d.id));
  return raised.filter((r) => ok.has(String(r.accountId)));
}

/** An award; a player the promotion rules refuse (blocked) is skipped, not retried forever. */
async function award(db: Kysely<Database>, input: LoyaltyAwardInput): Promise<boolean> {
  try {
    return !(await awardLoyalty(db, input)).replayed;
  } catch (error) {
    if (
      error instanceof AppError &&
      ['promotion_not_eligible', 'promotion_budget_spent'].includes(error.code)
    )
      return false;
    throw error;
  }
}

const titleOf = (brand: Brand, key: string, level: number): LocalizedText => {
  const out: LocalizedText = {};
  for (const language of brand.config.languages.supported)
    out[language] = translate(language, key, { level: levelName(brand, level, language) });
  return out;
};

/** Upgrade bonuses of every level up to `level` not awarded yet (once per level: the award key). */
export async function awardUpgrades(db: Kysely<Database>, brand: Brand, accountId: bigint, level: number) {
  for (const l of vipLevels(brand)) {
    if (l.level > level || l.upgradeBonus <= 0n) continue;
    await award(db, {
      brand,
      accountId,
      program: 'vip-upgrade',
      kind: 'vip_upgrade',
      title: titleOf(brand, 'vip_upgrade_title', l.level),
      key: `vip-upgrade:${accountId}:${l.level}`,
      source: `VIP ${l.level}`,
      amount: l.upgradeBonus,
      turnoverMultiplier: brand.vip!.turnoverMultiplier,
      status: 'claimable',
    });
  }
}

/** The current bonus period of the brand (its key names the award). */
export const bonusPeriodOf = (brand: Brand, now: Date) =>
  periodOf(now, zoneOf(brand), brand.vip!.bonusPeriod === 'weekly' ? 'week' : 'month');

/**
 * The VIP job (hourly): the period's VIP bonus for every VIP of the brand not paid yet this period (at the level
 * held when it is paid), and any upgrade bonus a crash left unpaid. Every award is keyed: reruns pay nothing twice,
 * so `signal` (the job runner's stop) is checked between players and the next run resumes.
 */
export async function vipStep(
  db: Kysely<Database>,
  brand: Brand,
  now = new Date(),
  signal?: AbortSignal,
): Promise<number> {
  if (!brand.vip) return 0;
  const code = brand.config.code;
  const period = bonusPeriodOf(brand, now);
  const levels = vipLevels(brand);
  const rows = await db
    .selectFrom('account as a')
    .select(['a.id', 'a.vip_level'])
    .where('a.brand_code', '=', code)
    .where('a.vip_level', '>', 0)
    .where(({ or, not, exists, selectFrom }) =>
      or([
        not(
          exists(
            selectFrom('promotion_bonus as b')
              .select('b.id')
              .whereRef('b.account_id', '=', 'a.id')
              .where('b.brand_code', '=', code)
              .where('b.award_key', '=', sql<string>`'vip-bonus:' || a.id || ':' || ${period.key}`),
          ),
        ),
        sql<boolean>`(select count(*) from promotion_bonus b where b.account_id = a.id
          and b.promotion_id = 'loyalty:vip-upgrade') < a.vip_level`,
      ]),
    )
    .orderBy('a.id')
    .execute();
  let awarded = 0;
  for (const r of rows) {
    signal?.throwIfAborted();
    await awardUpgrades(db, brand, r.id, r.vip_level);
    const l = levels.find((x) => x.level === r.vip_level);
    if (!l || l.periodBonus <= 0n) continue;
    const paid = await award(db, {
      brand,
      accountId: r.id,
      program: 'vip-bonus',
      kind: 'vip_bonus',
      title: titleOf(brand, 'vip_bonus_title', l.level),
      key: `vip-bonus:${r.id}:${period.key}`,
      source: `VIP ${l.level} ${period.key}`,
      amount: l.periodBonus,
      turnoverMultiplier: brand.vip.turnoverMultiplier,
      status: 'claimable',
    });
    if (paid) awarded++;
  }
  return awarded;
}

export const moneyText = (brand: Brand, minor: bigint) =>
  formatAmount(minor, brand.config.currency.minorUnits);
export { percentOf };
