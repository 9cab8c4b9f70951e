import { sql, type Transaction } from 'kysely';
import type { ExclusionView, ProtectionState } from '@/core/api/identity-protection';
import {
  BREAK_PERIODS,
  type ExclusionPeriod,
  exclusionEnd,
  isExclusionPeriod,
  kindOfPeriod,
  SELF_EXCLUSION_PERIODS,
} from '@/core/exclusion';
import { dateParam } from '@/core/message-params';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import { enqueue } from '@/server/jobs/queue';
import { memberLanguage } from '../accounts/language';
import { type ActiveExclusion, activeExclusion } from '../protection/exclusion';
import { settleSessionChanges } from '../session/session-cache';

export type ProtectionCtx = Pick<ServiceContext, 'db' | 'brand' | 'now' | 'messaging'>;

const viewOf = (e: Pick<ActiveExclusion, 'kind' | 'period' | 'startsAt' | 'endsAt'>): ExclusionView => ({
  kind: e.kind,
  period: e.period,
  startsAt: e.startsAt.toISOString(),
  endsAt: e.endsAt?.toISOString() ?? null,
});

/** GET /wps/member/protection; the ops CLI's "protection show" reads the same. */
export async function protectionState(ctx: ProtectionCtx, accountId: bigint): Promise<ProtectionState> {
  const exclusion = await activeExclusion(ctx.db, accountId, ctx.now);
  return {
    exclusion: exclusion ? viewOf(exclusion) : null,
    breakPeriods: [...BREAK_PERIODS],
    selfExclusionPeriods: [...SELF_EXCLUSION_PERIODS],
  };
}

/**
 * Who records an exclusion: the player on their own screen, or an operator (ops CLI) with the reason; `audit`
 * writes the operator's action in the exclusion's transaction (the ops CLI passes recordOpsAction).
 */
export type RecordedBy =
  | { player: true }
  | {
      actor: string;
      reason: string;
      audit?: (trx: Transaction<Database>, detail: Record<string, unknown>) => Promise<unknown>;
    };

/**
 * Takes (player) or records (operator) a break or self-exclusion from now: written once and never changed, every
 * session of the person on the operator's brands revoked and settled on every instance before it answers, and a
 * self-exclusion confirmed by email when the account has one. An exclusion already in force is never shortened: a
 * new one only adds (the one that ends last applies).
 */
export async function recordExclusion(
  ctx: ProtectionCtx,
  accountId: bigint,
  period: unknown,
  by: RecordedBy,
): Promise<ExclusionView> {
  if (!isExclusionPeriod(period)) throw new AppError('protection_period_invalid');
  if ('actor' in by && (!by.actor.trim() || !by.reason.trim())) throw new AppError('invalid_request');
  const brand = ctx.brand.config;
  const account = await ctx.db
    .selectFrom('account as a')
    .innerJoin('brand as b', 'b.code', 'a.brand_code')
    .select(['a.id', 'a.username', 'a.mobile_num', 'a.country_dialing_code', 'a.email', 'a.language'])
    .select(sql<string>`coalesce(b.operator_group, b.code)`.as('group'))
    .where('a.id', '=', accountId)
    .where('a.brand_code', '=', brand.code)
    .executeTakeFirst();
  if (!account) throw new AppError('invalid_request');
  const startsAt = ctx.now ?? new Date();
  const endsAt = exclusionEnd(period, startsAt);
  const kind = kindOfPeriod(period);
  // brand.json operatorGroup as mirrored in the brand table at start (start.ts syncBrands).
  const group = account.group;
  const mobile = account.mobile_num ? `${account.country_dialing_code ?? ''}${account.mobile_num}` : null;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('protection_exclusion')
      .values({
        account_id: accountId,
        brand_code: brand.code,
        operator_group: group,
        kind,
        period,
        starts_at: startsAt,
        ends_at: endsAt,
        mobile,
        email: account.email,
        recorded_by: 'actor' in by ? by.actor : 'player',
        reason: 'actor' in by ? by.reason : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if ('actor' in by)
      await by.audit?.(trx, {
        accountId: accountId.toString(),
        username: account.username,
        period,
        endsAt: endsAt?.toISOString() ?? null,
      });
    // Signed out everywhere: this account and the same person's accounts on the operator's other brands.
    await sql`
      update session set revoked_at = now()
      where revoked_at is null and account_id in (
        select a.id from account a join brand b on b.code = a.brand_code
        where a.id = ${accountId}
          or (coalesce(b.operator_group, b.code) = ${group} and (
            (${mobile}::text is not null and coalesce(a.country_dialing_code, '') || a.mobile_num = ${mobile})
            or (${account.email}::text is not null and lower(a.email) = lower(${account.email}))))
      )`.execute(trx);
    // The confirmation email leaves once this commits (a job: retried if the mail server fails, never a failed
    // answer for an exclusion that is already in force).
    if (kind === 'self_exclusion' && account.email)
      await enqueue(trx, {
        kind: PROTECTION_CONFIRM_JOB,
        payload: { brand: brand.code, exclusionId: inserted.id.toString() },
        dedupeKey: `protection-confirm:${inserted.id}`,
      });
    return inserted;
  });
  await settleSessionChanges(ctx.db);
  return viewOf({ kind, period: row.period, startsAt: row.starts_at, endsAt: row.ends_at });
}

export const PROTECTION_CONFIRM_JOB = 'protection.confirm';

/** The job: the self-exclusion confirmation of one recorded exclusion, to the email the account had then. */
export async function sendExclusionConfirmation(
  ctx: Pick<ServiceContext, 'db' | 'brand' | 'messaging'>,
  exclusionId: bigint,
): Promise<void> {
  const row = await ctx.db
    .selectFrom('protection_exclusion as e')
    .innerJoin('account as a', 'a.id', 'e.account_id')
    .select(['e.email', 'e.ends_at', 'a.language', 'a.username'])
    .where('e.id', '=', exclusionId)
    .where('e.brand_code', '=', ctx.brand.config.code)
    .executeTakeFirst();
  if (!row?.email) return;
  await confirmByEmail(
    ctx,
    { email: row.email, language: row.language, username: row.username },
    row.ends_at,
  );
}

/** The self-exclusion confirmation (errors.json protection_email_*), in the member's language. */
async function confirmByEmail(
  ctx: Pick<ServiceContext, 'brand' | 'messaging'>,
  account: { email: string | null; language: string | null; username: string },
  endsAt: Date | null,
) {
  const brand = ctx.brand.config;
  const language = memberLanguage(brand, account.language, brand.languages.default);
  const params = {
    brand: brand.displayName,
    username: account.username,
    until: endsAt ? dateParam(endsAt, brand.timezone ?? 'UTC') : '',
  };
  const body = endsAt ? 'protection_email_body' : 'protection_email_body_permanent';
  await ctx.messaging.email.send({
    brandCode: brand.code,
    to: account.email!,
    subject: translate(language, 'protection_email_subject', params),
    body: translate(language, body, params),
  });
}

export type { ExclusionPeriod };
