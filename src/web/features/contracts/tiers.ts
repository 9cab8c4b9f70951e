/**
 * The tiers editor's rules, checked as the agent types (the server checks the same and answers 400 otherwise).
 * A tier is { rate, thresholds }; the highest tier the period meets applies, so going down the list every tier must
 * pay more (a higher rate) and ask at least as much (no threshold lower than the tier before it, one higher).
 * Rates are percent texts ("1.25" = 1.25 %) compared as scaled integers, never as floats.
 */

import { parseRate } from '@/core/contracts';
import { parseAmount } from '@/core/money';
import { asMinorUnits } from '@/core/money-format';

export type { ContractKind } from '@/core/contracts';

import type { ContractKind } from '@/core/contracts';

/** The thresholds a tier may set (dividend alone has a minimum team loss), in the API's names. */
export const THRESHOLDS = [
  'minActiveMembers',
  'minValidBet',
  'minNetLoss',
  'minBetStake',
  'activeBet',
] as const;
export type Threshold = (typeof THRESHOLDS)[number];
/** The thresholds that may not fall from one tier to the next (the other two are per-bet and per-member rules). */
const ORDERED: readonly Threshold[] = ['minActiveMembers', 'minValidBet', 'minNetLoss'];

export const thresholdsOf = (kind: ContractKind): readonly Threshold[] =>
  kind === 'dividend' ? THRESHOLDS : THRESHOLDS.filter((t) => t !== 'minNetLoss');

/** The API's tier. */
export interface Tier {
  rate: string;
  minActiveMembers: number;
  minValidBet: string;
  minNetLoss: string;
  minBetStake: string;
  activeBet: string;
}

/** The editor's text of one tier (what the inputs hold). */
export type TierDraft = { rate: string } & Record<Threshold, string>;

export const MAX_TIERS = 10;
export const RATE_DECIMALS = 2;

export type TierError =
  | { code: 'required' }
  | { code: 'notNumber' }
  | { code: 'tooManyDecimals'; max: number }
  | { code: 'rateNotPositive' }
  | { code: 'rateAboveHundred' }
  | { code: 'rateAboveCap'; cap: string }
  | { code: 'rateNotRising' }
  | { code: 'thresholdFalling' }
  | { code: 'wholeNumber' }
  | { code: 'tooLarge' };

export interface TiersCheck {
  /** Errors by tier index and field ('rate' or a threshold). */
  fields: Map<number, Partial<Record<'rate' | Threshold, TierError>>>;
  /** Errors about the list itself. */
  list: ({ code: 'noTiers' } | { code: 'tooManyTiers'; max: number })[];
  ok: boolean;
}

export const emptyTier = (): TierDraft => ({
  rate: '',
  minActiveMembers: '0',
  minValidBet: '0',
  minNetLoss: '0',
  minBetStake: '0',
  activeBet: '0',
});

/** A non-negative decimal text as an integer scaled by 10^decimals; an error when it is not one. */
export function parseScaled(text: string, decimals: number): bigint | TierError {
  const value = text.trim();
  if (value === '') return { code: 'required' };
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(value);
  if (!match) return { code: 'notNumber' };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals)
    return decimals === 0 ? { code: 'wholeNumber' } : { code: 'tooManyDecimals', max: decimals };
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

const isError = (value: bigint | TierError): value is TierError => typeof value !== 'bigint';

const MAX_MEMBERS = 1_000_000n;

/**
 * One field's value, by the server's own parsers (src/core): the rate in basis points (parseRate), members a whole
 * number up to 1,000,000, amounts in minor units (parseAmount); else the reason, for the message under the field.
 */
function parseField(field: 'rate' | Threshold, text: string, moneyDecimals: number): bigint | TierError {
  const scaled = parseScaled(text, decimalsOf(field, moneyDecimals));
  if (field === 'rate') {
    if (isError(scaled)) return scaled;
    if (scaled <= 0n) return { code: 'rateNotPositive' };
    if (scaled > 100n * 10n ** BigInt(RATE_DECIMALS)) return { code: 'rateAboveHundred' };
    const bp = parseRate(text);
    return bp === undefined ? { code: 'notNumber' } : BigInt(bp);
  }
  if (field === 'minActiveMembers') {
    if (isError(scaled)) return scaled;
    return scaled > MAX_MEMBERS ? { code: 'tooLarge' } : scaled;
  }
  if (text.trim() === '') return { code: 'required' };
  const parsed = parseAmount(text.trim(), { minorUnits: asMinorUnits(moneyDecimals), allowZero: true });
  if (parsed.ok) return parsed.minor;
  switch (parsed.error) {
    case 'amount_too_precise':
      return { code: 'tooManyDecimals', max: moneyDecimals };
    case 'amount_not_whole':
      return { code: 'wholeNumber' };
    case 'amount_above_maximum':
      return { code: 'tooLarge' };
    default:
      return { code: 'notNumber' };
  }
}

/** Decimals each field takes: the rate in percent, members whole, amounts in the brand currency's minor units. */
export function decimalsOf(field: 'rate' | Threshold, moneyDecimals: number): number {
  if (field === 'rate') return RATE_DECIMALS;
  if (field === 'minActiveMembers') return 0;
  return moneyDecimals;
}

/**
 * Checks a tier list against the server's rules (docs/contracts-api.md): rates > 0, ≤ 100 and ≤ `cap` (the lowest
 * rate of this agent's own contract of the kind; null = no cap but 100), strictly rising; the members, valid bet and
 * net loss thresholds never lower than the tier before.
 */
export function checkTiers(
  kind: ContractKind,
  tiers: TierDraft[],
  cap: string | null,
  moneyDecimals: number,
): TiersCheck {
  const fields: TiersCheck['fields'] = new Map();
  const list: TiersCheck['list'] = [];
  if (tiers.length === 0) list.push({ code: 'noTiers' });
  if (tiers.length > MAX_TIERS) list.push({ code: 'tooManyTiers', max: MAX_TIERS });
  const capScaled = cap === null ? null : parseScaled(cap, RATE_DECIMALS);
  const used = thresholdsOf(kind);
  let previous: { rate: bigint | null; values: Partial<Record<Threshold, bigint>> } | null = null;
  tiers.forEach((tier, index) => {
    const errors: Partial<Record<'rate' | Threshold, TierError>> = {};
    const rate = parseField('rate', tier.rate, moneyDecimals);
    let rateValue: bigint | null = null;
    if (isError(rate)) errors.rate = rate;
    else if (capScaled !== null && !isError(capScaled) && rate > capScaled)
      errors.rate = { code: 'rateAboveCap', cap: cap ?? '' };
    else rateValue = rate;
    if (rateValue !== null && previous?.rate != null && rateValue <= previous.rate)
      errors.rate = { code: 'rateNotRising' };
    const parsedRate = isError(rate) ? null : rate;
    const values: Partial<Record<Threshold, bigint>> = {};
    for (const field of used) {
      const value = parseField(field, tier[field], moneyDecimals);
      if (isError(value)) errors[field] = value;
      else {
        values[field] = value;
        const before = previous?.values[field];
        if (ORDERED.includes(field) && before !== undefined && value < before)
          errors[field] = { code: 'thresholdFalling' };
      }
    }
    if (Object.keys(errors).length) fields.set(index, errors);
    previous = { rate: parsedRate ?? previous?.rate ?? null, values };
  });
  return { fields, list, ok: fields.size === 0 && list.length === 0 };
}

/** The editor's texts → the API's tiers (only called on a list checkTiers accepted). */
export function toTiers(kind: ContractKind, drafts: TierDraft[]): Tier[] {
  return drafts.map((d) => ({
    rate: d.rate.trim(),
    minActiveMembers: Number(d.minActiveMembers.trim()),
    minValidBet: d.minValidBet.trim(),
    minNetLoss: kind === 'dividend' ? d.minNetLoss.trim() : '0',
    minBetStake: d.minBetStake.trim(),
    activeBet: d.activeBet.trim(),
  }));
}

/** The API's tiers → the editor's texts (an offer that starts from the current contract). */
export const toDrafts = (tiers: Tier[]): TierDraft[] =>
  tiers.map((t) => ({ ...t, minActiveMembers: String(t.minActiveMembers) }));

/** Whether rate a < rate b (decimal texts). */
export function rateBelow(a: string, b: string): boolean {
  const x = parseScaled(a, 6);
  const y = parseScaled(b, 6);
  return !isError(x) && !isError(y) && x < y;
}
