import type { Kysely } from 'kysely';
import { type Brand, localized } from '@/core/brand';
import { type MissionDef, programPeriod } from '@/core/engagement';
import type { Language } from '@/core/languages';
import { formatAmount } from '@/core/money';
import { zonedToUtc } from '@/core/zoned-time';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { awardLoyalty } from '../bonus/loyalty-award';
import { taskProgress } from './missions.repository';

/** Missions (docs/referral-missions.md "Missions"): the caller's summary, the claim, the count badge. */

const MONEY_TASKS = new Set(['valid_bet', 'deposit']);
/** One-off missions without a start count from the account's registration, at most this far back. */
const ONCE_LOOKBACK_MS = 366 * 86_400_000;

export const missionsOf = (brand: Brand) => brand.engagement?.missions ?? [];

interface Caller {
  id: bigint;
  createdAt: Date;
}

/** The mission's current period: key and bounds (one-off: from its start or the registration until now). */
function periodFor(brand: Brand, m: MissionDef, caller: Caller, now: Date) {
  const zone = brand.config.timezone ?? 'UTC';
  const p = programPeriod(now, zone, m.period);
  if (p) return { key: p.key, from: p.from, to: p.to, endsAt: p.to as Date | null };
  const start = m.start ? zonedToUtc(m.start, zone) : caller.createdAt;
  const from = new Date(Math.max(start.getTime(), now.getTime() - ONCE_LOOKBACK_MS));
  return {
    key: 'once',
    from,
    to: new Date(now.getTime() + 1),
    endsAt: null,
    startsAt: m.start ? start : null,
  };
}

async function missionState(db: Kysely<Database>, brand: Brand, m: MissionDef, caller: Caller, now: Date) {
  const zone = brand.config.timezone ?? 'UTC';
  const period = periodFor(brand, m, caller, now);
  const [progress, claim] = await Promise.all([
    taskProgress(db, caller.id, m.task, period, zone),
    db
      .selectFrom('mission_claim')
      .select(['claimed_at'])
      .where('account_id', '=', caller.id)
      .where('mission_id', '=', m.id)
      .where('period_key', '=', period.key)
      .executeTakeFirst(),
  ]);
  const target = BigInt(m.task.target);
  const state = claim ? 'claimed' : progress >= target ? 'claimable' : 'in_progress';
  return { period, progress, target, state, claimedAt: claim?.claimed_at ?? null } as const;
}

type MissionState = Awaited<ReturnType<typeof missionState>>;

function missionView(brand: Brand, m: MissionDef, s: MissionState, language: Language) {
  const units = brand.config.currency.minorUnits;
  const fallback = brand.config.languages.default;
  const shown = (v: bigint) => (MONEY_TASKS.has(m.task.type) ? formatAmount(v, units) : v.toString());
  const capped = s.progress > s.target ? s.target : s.progress;
  return {
    id: m.id,
    period: m.period,
    periodKey: s.period.key,
    startsAt:
      m.period === 'once' ? (m.start ? s.period.from.toISOString() : null) : s.period.from.toISOString(),
    endsAt: s.period.endsAt?.toISOString() ?? null,
    title: localized(m.title, language, fallback),
    description: localized(m.description, language, fallback),
    task: { type: m.task.type, category: m.task.category ?? null, game: m.task.game ?? null },
    target: shown(s.target),
    progress: shown(capped),
    percent: Number((capped * 100n) / s.target),
    reward: {
      amount: formatAmount(BigInt(m.reward.amount), units),
      turnoverMultiplier: m.reward.turnoverMultiplier ?? 0,
    },
    state: s.state,
    claimedAt: s.claimedAt?.toISOString() ?? null,
  };
}

/** MCSFE_getMissionSummaryDetails: every mission of the brand with the caller's progress, and the claimable count. */
export async function missionSummary(
  db: Kysely<Database>,
  brand: Brand,
  caller: Caller,
  language: Language,
  now = new Date(),
) {
  const missions = missionsOf(brand);
  const states = await Promise.all(missions.map((m) => missionState(db, brand, m, caller, now)));
  const views = missions.map((m, i) => missionView(brand, m, states[i]!, language));
  return { claimable: views.filter((v) => v.state === 'claimable').length, missions: views };
}

/** The count badge: claimable missions of the caller. */
export async function claimableMissions(
  db: Kysely<Database>,
  brand: Brand,
  accountId: bigint,
  now = new Date(),
) {
  const missions = missionsOf(brand);
  if (missions.length === 0) return 0;
  const account = await db
    .selectFrom('account')
    .select('created_at')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return 0;
  const caller = { id: accountId, createdAt: account.created_at };
  const states = await Promise.all(missions.map((m) => missionState(db, brand, m, caller, now)));
  return states.filter((s) => s.state === 'claimable').length;
}

/**
 * Claims a finished mission: its reward is credited now (awardLoyalty, status credited), once per mission, player
 * and period (award key and mission_claim row in one transaction). Concurrent claims: one pays, the rest 409.
 */
export async function claimMission(
  db: Kysely<Database>,
  brand: Brand,
  caller: Caller & { username: string },
  missionId: string,
  language: Language,
  now = new Date(),
) {
  const m = missionsOf(brand).find((x) => x.id === missionId);
  if (!m) throw new AppError('mission_not_found');
  const s = await missionState(db, brand, m, caller, now);
  if (s.state === 'claimed') throw new AppError('mission_claimed');
  if (s.state !== 'claimable') throw new AppError('mission_not_complete');
  const result = await awardLoyalty(db, {
    brand,
    accountId: caller.id,
    program: `mission:${m.id}`,
    kind: 'mission',
    title: m.title,
    key: `mission:${m.id}:${caller.id}:${s.period.key}`,
    source: `mission ${m.id} ${s.period.key}`,
    amount: BigInt(m.reward.amount),
    turnoverMultiplier: m.reward.turnoverMultiplier,
    status: 'credited',
    inside: async (trx, bonus) => {
      await trx
        .insertInto('mission_claim')
        .values({
          account_id: caller.id,
          mission_id: m.id,
          period_key: s.period.key,
          brand_code: brand.config.code,
          bonus_id: bonus.id,
        })
        .execute();
    },
  });
  if (result.replayed) throw new AppError('mission_claimed');
  const after = await missionState(db, brand, m, caller, now);
  return { bonus: result.bonus, mission: missionView(brand, m, after, language) };
}
