import type { Kysely, Transaction } from 'kysely';
import { ACCOUNT_TYPE } from '@/core/account-types';
import type { Referral } from '@/core/api/engagement-loyalty';
import type { Brand } from '@/core/brand';
import { maskName, type ReferralConfig } from '@/core/engagement';
import { formatAmount } from '@/core/money';
import { addDays, dayKey, localParts, zonedToUtc } from '@/core/zoned-time';
import type { Database } from '@/server/db/database';
import { requireProtection } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { awardLoyalty } from '../bonus/loyalty-award';
import { decide, duplicateSignals, inviteeCounts, invitees, undecided } from './referral.repository';

/** Invite friends (docs/referral-missions.md "Referral"): the caller's page, the evaluation job, operator overrides. */

const DAY_MS = 86_400_000;

/** The brand's referral program when it runs (content/referral.json with enabled true), else undefined. */
export const referralOf = (brand: Brand): ReferralConfig | undefined =>
  brand.referral?.enabled ? brand.referral : undefined;

export const referralEnabled = (brand: Brand) => referralOf(brand) !== undefined;

const deadlineOf = (registeredAt: Date, cfg: ReferralConfig) =>
  new Date(registeredAt.getTime() + cfg.withinDays * DAY_MS);

/** The end of the deadline's brand day: valid bet counts by brand day, so the window closes then. */
function windowClosesAt(brand: Brand, registeredAt: Date, cfg: ReferralConfig) {
  const zone = brand.config.timezone ?? 'UTC';
  const day = dayKey(localParts(deadlineOf(registeredAt, cfg), zone));
  return zonedToUtc(addDays(day, 1), zone);
}

interface Progress {
  created_at: Date;
  first_deposit: bigint | null;
  first_deposit_at: Date | null;
  valid_bet: bigint;
}

function progressOf(cfg: ReferralConfig, row: Progress) {
  const deadline = deadlineOf(row.created_at, cfg);
  const depositMet =
    row.first_deposit !== null &&
    row.first_deposit >= BigInt(cfg.minFirstDeposit) &&
    row.first_deposit_at !== null &&
    row.first_deposit_at <= deadline;
  const validBetMet = row.valid_bet >= BigInt(cfg.minValidBet);
  return { deadline, depositMet, validBetMet, qualified: depositMet && validBetMet };
}

/** GET /wps/member/referral: code, link, rules, invitees (masked) with progress and reward. Players only. */
export async function referralPage(
  db: Kysely<Database>,
  brand: Brand,
  caller: { id: bigint; type: number; referralCode: string },
  /** The request's origin (scheme and host): the link opens on the site it was shared from. */
  origin: string,
  page: { pageNo: number; pageSize: number },
): Promise<Referral> {
  const cfg = referralOf(brand);
  if (!cfg) throw new AppError('referral_disabled');
  if (caller.type !== ACCOUNT_TYPE.player) throw new AppError('referral_not_player');
  const units = brand.config.currency.minorUnits;
  const [rows, counts] = await Promise.all([
    invitees(db, caller.id, cfg.withinDays, page),
    inviteeCounts(db, caller.id),
  ]);
  const count = (state: string | null) => counts.find((c) => c.state === state)?.n ?? 0;
  const total = counts.reduce((n, c) => n + c.n, 0);
  const now = Date.now();
  return {
    code: caller.referralCode,
    link: `${origin}/register?ref=${encodeURIComponent(caller.referralCode)}`,
    rules: {
      minFirstDeposit: formatAmount(BigInt(cfg.minFirstDeposit), units),
      minValidBet: formatAmount(BigInt(cfg.minValidBet), units),
      withinDays: cfg.withinDays,
      reward: formatAmount(BigInt(cfg.reward.amount), units),
      turnoverMultiplier: cfg.reward.turnoverMultiplier ?? 0,
    },
    summary: {
      invited: total,
      pending: count(null),
      rewarded: count('rewarded'),
      expired: count('expired'),
      refused: count('refused'),
      rewardTotal: formatAmount(counts.find((c) => c.state === 'rewarded')?.amount ?? 0n, units),
    },
    invitees: rows.map((r) => {
      const p = progressOf(cfg, r);
      const state =
        r.state ??
        (now > windowClosesAt(brand, r.created_at, cfg).getTime() && !p.qualified ? 'expired' : 'pending');
      return {
        name: maskName(r.username),
        registeredAt: r.created_at.toISOString(),
        deadline: p.deadline.toISOString(),
        firstDeposit: r.first_deposit === null ? null : formatAmount(r.first_deposit, units),
        validBet: formatAmount(r.valid_bet, units),
        depositMet: p.depositMet,
        validBetMet: p.validBetMet,
        state,
        reward:
          r.bonus_id !== null && r.bonus_amount !== null
            ? {
                bonusId: r.bonus_id.toString(),
                amount: formatAmount(r.bonus_amount, units),
                status: r.bonus_status,
              }
            : null,
      };
    }),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

/** Pays the referrer's reward for one referee (once: award key `referral:<referee>` and the decision row). */
export async function payReferral(
  db: Kysely<Database>,
  brand: Brand,
  cfg: ReferralConfig,
  referee: { id: bigint; username: string; referrer_id: bigint },
  decidedBy: string | null,
  /** Runs in the award's transaction (the operator's recorded action). */
  also?: (trx: Transaction<Database>, bonusId: bigint) => Promise<void>,
) {
  // Responsible gaming: no reward for the play of an excluded referee (the referrer is asked by the award itself).
  await requireProtection(db, {
    accountId: referee.id,
    brandCode: brand.config.code,
    action: 'referralReward',
  });
  return awardLoyalty(db, {
    brand,
    accountId: referee.referrer_id,
    program: 'referral',
    kind: 'referral',
    title: cfg.title,
    key: `referral:${referee.id}`,
    source: `referral ${maskName(referee.username)}`,
    amount: BigInt(cfg.reward.amount),
    turnoverMultiplier: cfg.reward.turnoverMultiplier,
    budget: cfg.budget,
    status: 'claimable',
    inside: async (trx, bonus) => {
      await trx
        .insertInto('referral_decision')
        .values({
          referee_id: referee.id,
          referrer_id: referee.referrer_id,
          brand_code: brand.config.code,
          state: 'rewarded',
          reason: decidedBy ? 'operator_override' : null,
          bonus_id: bonus.id,
          decided_by: decidedBy,
        })
        .onConflict((oc) =>
          oc
            .column('referee_id')
            .doUpdateSet({
              state: 'rewarded',
              bonus_id: bonus.id,
              decided_by: decidedBy,
              decided_at: new Date(),
            })
            .where('referral_decision.state', '<>', 'rewarded'),
        )
        .execute();
      await also?.(trx, bonus.id);
    },
  });
}

/**
 * The evaluation job: every undecided referee of the brand is rewarded when qualified and not a duplicate,
 * refused with its reasons when a duplicate (or the referrer cannot be paid), expired when its window closed.
 */
export async function evaluateReferrals(
  db: Kysely<Database>,
  brand: Brand,
  now = new Date(),
  signal?: AbortSignal,
) {
  const cfg = referralOf(brand);
  if (!cfg) return { rewarded: 0, refused: 0, expired: 0 };
  const out = { rewarded: 0, refused: 0, expired: 0 };
  const rows = await undecided(db, brand.config.code, cfg.withinDays, 500);
  for (const r of rows) {
    // Stopped between two referees (each decision and reward keyed): the next run takes the rest.
    signal?.throwIfAborted();
    const base = { referee_id: r.id, referrer_id: r.referrer_id, brand_code: brand.config.code };
    const p = progressOf(cfg, r);
    if (!p.qualified) {
      if (now >= windowClosesAt(brand, r.created_at, cfg)) {
        if (await decide(db, { ...base, state: 'expired', reason: null })) out.expired += 1;
      }
      continue;
    }
    const reasons =
      r.referrer_type !== ACCOUNT_TYPE.player
        ? ['referrer_not_player']
        : await duplicateSignals(db, r.id, r.referrer_id, cfg.duplicateWindowDays);
    if (reasons.length > 0) {
      if (await decide(db, { ...base, state: 'refused', reason: reasons.join(',') })) out.refused += 1;
      continue;
    }
    try {
      const result = await payReferral(db, brand, cfg, r, null);
      if (!result.replayed) out.rewarded += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Budget spent or the referrer blocked from bonuses: refused with the code as the reason.
      if (await decide(db, { ...base, state: 'refused', reason: error.code })) out.refused += 1;
    }
  }
  return out;
}
