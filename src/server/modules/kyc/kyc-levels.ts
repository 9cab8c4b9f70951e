import type { Kysely, Transaction } from 'kysely';
import type { Brand } from '@/core/brand';
import {
  type KycConfig,
  type KycDocumentKind,
  type KycLevelConfig,
  type KycProfileField,
  kycOf,
  levelIndex,
} from '@/core/kyc';
import { moneyParam, textParam } from '@/core/message-params';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';

/**
 * A player's KYC level (docs/kyc.md), derived on every call from the profile and the approved documents against
 * the brand's levels: the highest level reached with every level below it. The ONE place the rules that depend on
 * it ask: requireKycForWithdrawal (the withdrawal request) and requireKycForAgent (promotion to agent).
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface KycFacts {
  /** Profile fields the player has filled in. */
  profile: Set<KycProfileField>;
  /** Document kinds with at least one approved document. */
  approved: Set<KycDocumentKind>;
}

/** What the level rules read about an account of the brand (undefined: no such account in this brand). */
export async function kycFacts(db: Db, brand: Brand, accountId: bigint): Promise<KycFacts | undefined> {
  const account = await db
    .selectFrom('account')
    .select(['email', 'mobile_num', 'payee_name', 'profile'])
    .where('id', '=', accountId)
    .where('brand_code', '=', brand.config.code)
    .executeTakeFirst();
  if (!account) return undefined;
  const rows = await db
    .selectFrom('kyc_document')
    .select('kind')
    .distinct()
    .where('account_id', '=', accountId)
    .where('status', '=', 'approved')
    .execute();
  const profile = new Set<KycProfileField>();
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const extra = (account.profile ?? {}) as Record<string, string>;
  if (filled(account.email)) profile.add('email');
  if (filled(account.mobile_num)) profile.add('mobile');
  if (filled(account.payee_name) || filled(extra.realName)) profile.add('realName');
  if (filled(extra.idNumber)) profile.add('idNumber');
  return { profile, approved: new Set(rows.map((r) => r.kind)) };
}

/** Is one level's own requirement met? */
export const levelMet = (level: KycLevelConfig, facts: KycFacts) =>
  (level.profile ?? []).every((field) => facts.profile.has(field)) &&
  (level.documents ?? []).every((kind) => facts.approved.has(kind));

/** The index of the highest level reached with every level below it (-1: none). */
export function reachedIndex(config: KycConfig, facts: KycFacts): number {
  let reached = -1;
  for (const level of config.levels) {
    if (!levelMet(level, facts)) break;
    reached += 1;
  }
  return reached;
}

/** The account's level index in its brand (-1: none, or the brand has no KYC). */
export async function accountLevel(db: Db, brand: Brand, accountId: bigint): Promise<number> {
  const config = kycOf(brand.config);
  if (!config) return -1;
  const facts = await kycFacts(db, brand, accountId);
  return facts ? reachedIndex(config, facts) : -1;
}

/**
 * Is the account's identity verified? True once it has reached the brand's lowest level that asks for an approved
 * identity document (`id`): from then on the player cannot change the real name, birthday or ID number the
 * documents were checked against (profile). False for a brand whose levels never ask for one.
 */
export async function identityVerified(db: Db, brand: Brand, accountId: bigint): Promise<boolean> {
  const config = kycOf(brand.config);
  const needed = config ? config.levels.findIndex((level) => level.documents?.includes('id')) : -1;
  if (!config || needed < 0) return false;
  const facts = await kycFacts(db, brand, accountId);
  return facts !== undefined && reachedIndex(config, facts) >= needed;
}

const levelParam = (brand: Brand, level: KycLevelConfig) =>
  textParam(level.name, level.name[brand.config.languages.default] ?? level.id);

/**
 * A withdrawal of `amount` (minor units): refused with kyc_level_required (naming the level and the amount) when
 * the brand gates withdrawals above an amount and the player has not reached the level it needs.
 */
export async function requireKycForWithdrawal(
  ctx: { db: Db; brand: Brand },
  accountId: bigint,
  amount: bigint,
): Promise<void> {
  const config = kycOf(ctx.brand.config);
  const gate = config?.withdrawal;
  if (!config || !gate || amount <= BigInt(gate.above)) return;
  const needed = levelIndex(config, gate.level);
  if (needed < 0 || (await accountLevel(ctx.db, ctx.brand, accountId)) >= needed) return;
  throw new AppError('kyc_level_required', {
    level: levelParam(ctx.brand, config.levels[needed]!),
    amount: moneyParam(gate.above, ctx.brand.config.currency),
  });
}

/** Promotion to agent: refused with kyc_agent_level_required when the brand sets a level the player lacks. */
export async function requireKycForAgent(db: Db, brand: Brand, accountId: bigint): Promise<void> {
  const config = kycOf(brand.config);
  const needed = levelIndex(config, config?.agentLevel);
  if (!config || needed < 0 || (await accountLevel(db, brand, accountId)) >= needed) return;
  throw new AppError('kyc_agent_level_required', { level: levelParam(brand, config.levels[needed]!) });
}
