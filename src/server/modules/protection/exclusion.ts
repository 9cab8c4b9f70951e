import { type Kysely, sql } from 'kysely';
import { dateParam } from '@/core/message-params';
import type { Database } from '@/server/db/database';
import type { ProtectionQuestion, ProtectionRefusal } from './guard';

/**
 * Take-a-break (cool-off) and self-exclusion: the part of the protection guard (guard.ts) that exclusions answer.
 * An exclusion refuses every protected action of the account — and of every account of the same person (same
 * mobile or email) on a brand of the same operator group — from its start until its end (never, when permanent).
 * Rows are never changed (migration 0031), so nothing but the clock ends one.
 */

/** The error codes an exclusion refuses with (the seamless wallet answers RS_ERROR_USER_DISABLED for these). */
export const EXCLUSION_CODES = [
  'protection_break',
  'protection_self_excluded',
  'protection_self_excluded_permanent',
] as const;

export interface ActiveExclusion {
  kind: 'break' | 'self_exclusion';
  period: string;
  startsAt: Date;
  /** null: permanent. */
  endsAt: Date | null;
  /** The brand's time zone (messages show the end in it). */
  timeZone: string;
  /** The brand that recorded it (another brand of the group when shared). */
  brandCode: string;
}

/**
 * The exclusion in force for an account at `now` (absent: the database clock): the one that ends last (permanent
 * first), whether recorded for this account or for the same person on a brand of its operator group.
 */
export async function activeExclusion(
  db: Kysely<Database>,
  accountId: bigint,
  now?: Date,
): Promise<ActiveExclusion | undefined> {
  const at = now ? sql`${now}::timestamptz` : sql`now()`;
  const { rows } = await sql<{
    kind: 'break' | 'self_exclusion';
    period: string;
    starts_at: Date;
    ends_at: Date | null;
    timezone: string;
    brand_code: string;
  }>`
    with me as (
      select a.id, a.mobile_num, a.country_dialing_code, lower(a.email) as email,
        coalesce(b.operator_group, b.code) as grp, b.timezone
      from account a join brand b on b.code = a.brand_code where a.id = ${accountId}
    )
    select e.kind, e.period, e.starts_at, e.ends_at, e.brand_code, me.timezone
    from me join protection_exclusion e on (
      e.account_id = me.id
      or (e.operator_group = me.grp and (
        (e.mobile is not null and e.mobile = coalesce(me.country_dialing_code, '') || me.mobile_num)
        or (e.email is not null and lower(e.email) = me.email)))
    )
    where e.starts_at <= ${at} and (e.ends_at is null or e.ends_at > ${at})
    order by e.ends_at desc nulls first
    limit 1`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: row.kind,
    period: row.period,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.timezone,
    brandCode: row.brand_code,
  };
}

/** The refusal an exclusion in force gives to any protected action (login names when a break ends). */
export function refusalOf(exclusion: ActiveExclusion): ProtectionRefusal {
  if (exclusion.endsAt === null) return { code: 'protection_self_excluded_permanent', params: {} };
  const until = dateParam(exclusion.endsAt, exclusion.timeZone);
  return exclusion.kind === 'break'
    ? { code: 'protection_break', params: { until } }
    : { code: 'protection_self_excluded', params: { until } };
}

/** The refusal an active cool-off or self-exclusion gives (every action is refused alike), or null. */
export async function exclusionRefusal(
  db: Kysely<Database>,
  question: ProtectionQuestion,
): Promise<ProtectionRefusal | null> {
  const exclusion = await activeExclusion(db, question.accountId, question.now);
  return exclusion ? refusalOf(exclusion) : null;
}
