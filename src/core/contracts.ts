import { formatAmount, type MinorUnits, parseAmount } from './money';

/**
 * Contracts between agents (docs/contracts-api.md): the four kinds, their periods, the tier shape and its
 * validation. Shared by the server (which enforces it) and the SPA (which checks the rate cap as the agent types).
 */

export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const isContractKind = (value: unknown): value is ContractKind =>
  typeof value === 'string' && (CONTRACT_KINDS as readonly string[]).includes(value);

/** The salary kinds: paid on valid bets, so two of them on one agent pay twice on the same bets. */
export const SALARY_KINDS: readonly ContractKind[] = ['dailySalary', 'hourSalary', 'realtimeSalary'];
export const isSalaryKind = (kind: ContractKind) => SALARY_KINDS.includes(kind);
export type SalaryStacking = 'exclusive' | 'stack';

export type ContractPeriod = 'D' | 'W' | 'H' | 'M' | 'HR' | 'RT';
export const PERIODS_OF: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['D', 'W', 'H', 'M'],
  dailySalary: ['D'],
  hourSalary: ['HR'],
  realtimeSalary: ['RT'],
};
export const DEFAULT_PERIOD: Record<ContractKind, ContractPeriod> = {
  dividend: 'M',
  dailySalary: 'D',
  hourSalary: 'HR',
  realtimeSalary: 'RT',
};

/** The relay path of each kind (spec §7). */
export const CONTRACT_RELAY: Record<ContractKind, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourSalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

/** Gating flags of spec §6 and the kind each one opens. */
export interface ContractFlags {
  enableCt: boolean;
  salary: boolean;
  hourSalary: boolean;
  enableSalary: boolean;
  enableContract: boolean;
}
export function contractFlags(enabledKinds: readonly ContractKind[], isAgent: boolean): ContractFlags {
  const on = (kind: ContractKind) => isAgent && enabledKinds.includes(kind);
  return {
    enableCt: on('dividend'),
    salary: on('dailySalary'),
    hourSalary: on('hourSalary'),
    enableSalary: on('realtimeSalary'),
    enableContract: CONTRACT_KINDS.some(on),
  };
}

export const MAX_TIERS = 10;

/** A tier as stored: rate in basis points (1 % = 100), amounts in minor units. */
export interface Tier {
  rateBp: number;
  minActiveMembers: number;
  minValidBet: bigint;
  minNetLoss: bigint;
  minBetStake: bigint;
  activeBet: bigint;
}

/** A tier as the API speaks it: rate in percent, amounts as decimal strings of the currency. */
export interface TierInput {
  rate: string;
  minActiveMembers: number;
  minValidBet: string;
  minNetLoss: string;
  minBetStake: string;
  activeBet: string;
}

export type TierProblem =
  | { code: 'contract_tier_invalid'; tier: number; field: string }
  | { code: 'contract_rate_invalid'; tier: number; field: 'rate' }
  | { code: 'contract_tiers_order'; tier: number; field: string };

const RATE = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.5" (percent) → 150 basis points; undefined when not a plain percent with ≤ 2 decimals in (0, 100]. */
export function parseRate(value: unknown): number | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const m = RATE.exec(text.trim());
  if (!m) return undefined;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp > 0 && bp <= 10_000 ? bp : undefined;
}

export const formatRate = (bp: number): string =>
  bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(bp % 10 === 0 ? 1 : 2);

const AMOUNT_FIELDS = ['minValidBet', 'minNetLoss', 'minBetStake', 'activeBet'] as const;

/** Validates and converts the tiers of an offer; the first problem found, or the tiers. */
export function parseTiers(
  kind: ContractKind,
  input: unknown,
  minorUnits: MinorUnits,
): { ok: true; tiers: Tier[] } | { ok: false; problem: TierProblem } {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_TIERS)
    return { ok: false, problem: { code: 'contract_tier_invalid', tier: 0, field: 'tiers' } };
  const tiers: Tier[] = [];
  for (const [i, raw] of input.entries()) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return { ok: false, problem: { code: 'contract_tier_invalid', tier: i, field: 'tier' } };
    const t = raw as Record<string, unknown>;
    const rateBp = parseRate(t.rate);
    if (rateBp === undefined)
      return { ok: false, problem: { code: 'contract_rate_invalid', tier: i, field: 'rate' } };
    const members = t.minActiveMembers ?? 0;
    if (typeof members !== 'number' || !Number.isInteger(members) || members < 0 || members > 1_000_000)
      return { ok: false, problem: { code: 'contract_tier_invalid', tier: i, field: 'minActiveMembers' } };
    const amounts: Record<string, bigint> = {};
    for (const field of AMOUNT_FIELDS) {
      const value = t[field] ?? '0';
      const parsed = parseAmount(typeof value === 'number' ? String(value) : value, {
        minorUnits,
        allowZero: true,
      });
      if (!parsed.ok) return { ok: false, problem: { code: 'contract_tier_invalid', tier: i, field } };
      amounts[field] = parsed.minor;
    }
    if (kind !== 'dividend' && amounts.minNetLoss !== 0n)
      return { ok: false, problem: { code: 'contract_tier_invalid', tier: i, field: 'minNetLoss' } };
    const tier: Tier = {
      rateBp,
      minActiveMembers: members,
      minValidBet: amounts.minValidBet ?? 0n,
      minNetLoss: amounts.minNetLoss ?? 0n,
      minBetStake: amounts.minBetStake ?? 0n,
      activeBet: amounts.activeBet ?? 0n,
    };
    const prev = tiers[i - 1];
    if (prev) {
      const field =
        tier.rateBp <= prev.rateBp
          ? 'rate'
          : tier.minActiveMembers < prev.minActiveMembers
            ? 'minActiveMembers'
            : tier.minValidBet < prev.minValidBet
              ? 'minValidBet'
              : tier.minNetLoss < prev.minNetLoss
                ? 'minNetLoss'
                : undefined;
      if (field) return { ok: false, problem: { code: 'contract_tiers_order', tier: i, field } };
    }
    tiers.push(tier);
  }
  return { ok: true, tiers };
}

/** Stored JSON (amounts as strings of minor units) ↔ tiers. */
export const tiersToJson = (tiers: Tier[]) =>
  tiers.map((t) => ({
    rateBp: t.rateBp,
    minActiveMembers: t.minActiveMembers,
    minValidBet: t.minValidBet.toString(),
    minNetLoss: t.minNetLoss.toString(),
    minBetStake: t.minBetStake.toString(),
    activeBet: t.activeBet.toString(),
  }));
export const tiersFromJson = (json: ReturnType<typeof tiersToJson>): Tier[] =>
  json.map((t) => ({
    rateBp: t.rateBp,
    minActiveMembers: t.minActiveMembers,
    minValidBet: BigInt(t.minValidBet),
    minNetLoss: BigInt(t.minNetLoss),
    minBetStake: BigInt(t.minBetStake),
    activeBet: BigInt(t.activeBet),
  }));

export const tierToApi = (t: Tier, minorUnits: MinorUnits): TierInput => ({
  rate: formatRate(t.rateBp),
  minActiveMembers: t.minActiveMembers,
  minValidBet: formatAmount(t.minValidBet, minorUnits),
  minNetLoss: formatAmount(t.minNetLoss, minorUnits),
  minBetStake: formatAmount(t.minBetStake, minorUnits),
  activeBet: formatAmount(t.activeBet, minorUnits),
});
