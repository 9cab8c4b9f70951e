import { type Brand, localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import { formatAmount } from '@/core/money';
import { limitOf, type PromotionDef, pocketRuleOf } from '@/core/promotions';
import { ineligibility, type PlayerFacts } from '../bonus/eligibility';
import type { BrandRows, CallerRows } from './promotions.repository';
import { limitKey, windowOf, windowState } from './schedule';

/** The caller's state of a promotion (spec §4; table in docs/promotions.md "States") and its card. */

export type PromotionState =
  | 'coming_soon'
  | 'closed'
  | 'join'
  | 'joined'
  | 'applying'
  | 'rejected'
  | 'claim'
  | 'claimed'
  | 'signed'
  | 'issued';
export type PromotionAction = 'join' | 'claim' | 'apply' | 'envelope' | null;
export type ClosedReason =
  | 'ended'
  | 'not_today'
  | 'budget_spent'
  | 'not_eligible'
  | 'account_blocked'
  | 'not_won';

export interface Caller {
  /** Undefined for a visitor (no token): the state a fresh eligible player would see. */
  facts?: PlayerFacts;
  country?: string;
  rows: CallerRows;
  /** Raffle tickets of the caller per promotion (joined raffles). */
  tickets: Map<string, { tickets: number; validBet: bigint }>;
}

export interface Computed {
  state: PromotionState;
  action: PromotionAction;
  reason: ClosedReason | null;
}

const closed = (reason: ClosedReason): Computed => ({ state: 'closed', action: null, reason });
const s = (state: PromotionState, action: PromotionAction = null): Computed => ({
  state,
  action,
  reason: null,
});

/** Envelopes or budget exhausted. */
export function budgetSpent(p: PromotionDef, rows: BrandRows): boolean {
  const st = rows.state.get(p.id) ?? { spent: 0n, awards: 0 };
  if (p.kind === 'red_envelope')
    return st.awards >= p.reward.count || BigInt(p.budget ?? 0) - st.spent < BigInt(p.reward.min);
  if (p.budget === undefined) return false;
  const smallest = p.kind === 'daily_claim' || p.kind === 'application' ? BigInt(p.reward.amount) : 1n;
  return BigInt(p.budget) - st.spent < smallest;
}

export function computeState(
  brand: Brand,
  p: PromotionDef,
  now: Date,
  caller: Caller,
  rows: BrandRows,
): Computed {
  const ws = windowState(brand, p, now);
  if (ws === 'coming_soon') return s('coming_soon');
  const c = caller.rows;
  if (c.claimable.has(p.id)) return s('claim', 'claim');
  if (caller.facts) {
    const why = ineligibility(p, caller.facts, caller.country);
    if (why) return closed(why);
  }
  const joined = p.participation !== 'join' || c.joined.has(p.id);
  const used = c.used.get(`${p.id}|${limitKey(brand, p, now)}`) ?? 0;
  const full = used >= limitOf(p).count;
  const spent = budgetSpent(p, rows);
  if (p.kind === 'raffle') {
    const prize = c.prizes.get(p.id);
    if (prize?.claimed) return s('claimed');
    if (ws === 'ended')
      return rows.raffles.get(p.id)?.drawn_at ? closed('not_won') : joined ? s('joined') : closed('ended');
    return joined ? s('joined') : s('join', 'join');
  }
  if (ws === 'ended') return closed('ended');
  switch (p.kind) {
    case 'deposit_bonus':
    case 'rebate':
      if (!joined) return spent ? closed('budget_spent') : s('join', 'join');
      if (full && p.kind === 'deposit_bonus') return s('issued');
      if (ws === 'not_today') return s('joined');
      return spent ? closed('budget_spent') : s('joined');
    case 'daily_claim':
      if (full) return limitOf(p).per === 'day' ? s('signed') : s('claimed');
      if (ws === 'not_today') return closed('not_today');
      return spent ? closed('budget_spent') : s('claim', 'claim');
    case 'application': {
      const app = c.applications.get(p.id);
      if (app?.status === 'processing') return s('applying');
      if (full) return s('issued');
      if (ws === 'not_today') return closed('not_today');
      if (spent) return closed('budget_spent');
      if (app?.status === 'rejected' && app.period_key === limitKey(brand, p, now))
        return s('rejected', 'apply');
      return s('join', 'apply');
    }
    case 'red_envelope':
      if (full) return s('claimed');
      if (ws === 'not_today') return closed('not_today');
      return spent ? closed('budget_spent') : s('claim', 'envelope');
  }
}

const ORDER: Record<PromotionState, number> = {
  claim: 0,
  join: 1,
  rejected: 2,
  applying: 3,
  joined: 4,
  signed: 5,
  issued: 6,
  claimed: 7,
  coming_soon: 8,
  closed: 9,
};
export const stateOrder = (state: PromotionState) => ORDER[state];

export function imageOf(brand: Brand, p: PromotionDef, language: Language): string {
  const file =
    typeof p.image === 'string' ? p.image : localized(p.image, language, brand.config.languages.default);
  return `/brands/${encodeURIComponent(brand.config.code)}/assets/${encodeURIComponent(file)}`;
}

/**
 * The bonus rules a player reads before joining, from the same data the pocket opens with (pocketRuleOf): the
 * multiplier and its base, what stays locked, the expiry, the spending order, and each category weight that is
 * not 100 % (every other category counts fully). Null without a turnover: the bonus is free money at once.
 */
export function turnoverTerms(brand: Brand, p: PromotionDef) {
  if (!p.turnover || p.turnover.multiplier <= 0) return null;
  const rule = pocketRuleOf(brand.bonusRules, p.turnover);
  return {
    multiplier: p.turnover.multiplier,
    of: p.turnover.of,
    lock: rule.lock,
    expiresInDays: rule.expiresInDays,
    spend: rule.spend,
    weights: Object.entries(rule.weightsBp)
      .map(([category, bp]) => ({ category, percent: bp / 100 }))
      .sort((a, b) => b.percent - a.percent || a.category.localeCompare(b.category)),
  };
}

/** The card of a promotion (docs/promotions.md "Promotion"). */
export function cardOf(
  brand: Brand,
  p: PromotionDef,
  language: Language,
  computed: Computed,
  extra: { loggedIn: boolean; caller: Caller; rows: BrandRows },
) {
  const units = brand.config.currency.minorUnits;
  const money = (v: number | bigint | undefined) => (v === undefined ? null : formatAmount(v, units));
  const fallback = brand.config.languages.default;
  const window = windowOf(brand, p);
  const r = p.reward as unknown as Record<string, unknown>;
  const claimable = extra.caller.rows.claimable.get(p.id);
  const fixed = p.kind === 'daily_claim' || p.kind === 'application' ? p.reward.amount : undefined;
  const st = extra.rows.state.get(p.id) ?? { spent: 0n, awards: 0 };
  const tickets = extra.caller.tickets.get(p.id);
  return {
    id: p.id,
    kind: p.kind,
    category: p.category,
    title: localized(p.title, language, fallback),
    summary: localized(p.summary, language, fallback),
    image: imageOf(brand, p, language),
    startsAt: window.start.toISOString(),
    endsAt: window.end?.toISOString() ?? null,
    timezone: p.schedule.timezone ?? brand.config.timezone ?? 'UTC',
    days: p.schedule.days ?? null,
    participation: p.participation,
    state: computed.state,
    action: computed.action,
    reason: computed.reason,
    loginRequired: !extra.loggedIn,
    reward: {
      percentBp: (r.percentBp as number | undefined) ?? null,
      cap: money(r.cap as number | undefined),
      minDeposit: money(r.minDeposit as number | undefined),
      amount: money(fixed),
      prizes: p.kind === 'raffle' ? p.reward.prizes.map((v) => formatAmount(v, units)) : null,
      ticketEvery: p.kind === 'raffle' ? formatAmount(p.reward.ticketEvery, units) : null,
      basis: p.kind === 'rebate' ? p.reward.basis : null,
      period: p.kind === 'rebate' ? p.reward.period : null,
      payout: (r.payout as 'auto' | 'claim' | undefined) ?? null,
    },
    turnover: turnoverTerms(brand, p),
    claimable: claimable
      ? formatAmount(claimable.amount, units)
      : computed.action === 'claim' && fixed !== undefined
        ? formatAmount(fixed, units)
        : null,
    progress:
      p.kind === 'raffle' && tickets
        ? { tickets: tickets.tickets, validBet: formatAmount(tickets.validBet, units) }
        : null,
    envelopes:
      p.kind === 'red_envelope'
        ? { left: Math.max(0, p.reward.count - st.awards), total: p.reward.count }
        : null,
  };
}

export type PromotionCard = ReturnType<typeof cardOf>;
