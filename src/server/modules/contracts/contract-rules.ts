import { sql, type Transaction } from 'kysely';
import type { Brand } from '@/core/brand';
import {
  type ContractKind,
  formatRate,
  isSalaryKind,
  SALARY_KINDS,
  type SalaryStacking,
} from '@/core/contracts';
import type { Database } from '@/server/db/database';
import { postMessage } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import { type ContractRow, currentOf, type Db } from './contracts.repository';

/**
 * Two rules of the contract lifecycle kept apart from it (docs/contracts-api.md "Salary kinds" and "Notices"):
 * whether an agent may hold several salary kinds at once, and the inbox notice an agent gets when a contract of
 * its own is ended by someone else's action.
 */

export const salaryStackingOf = (brand: Brand): SalaryStacking =>
  brand.config.contracts?.salaryStacking ?? 'exclusive';

/** The salary kind other than `kind` the agent holds now (active, or terminating later), if any. */
export async function otherSalaryHeld(db: Db, agent: bigint, kind: ContractKind) {
  for (const other of SALARY_KINDS) {
    if (other === kind) continue;
    const held = await currentOf(db, agent, other);
    if (held) return held;
  }
  return undefined;
}

/**
 * Exclusive salary kinds (the default): an agent holds at most one salary kind at a time, so the same bets are
 * never paid twice. Asked when an offer is made (early refusal) and when a contract becomes active (the rule):
 * `lock` serialises the activations of one agent, so two acceptances of different kinds at once cannot both pass.
 */
export async function assertSalaryFree(
  db: Db,
  brand: Brand,
  agent: bigint,
  kind: ContractKind,
  lock = false,
): Promise<void> {
  if (!isSalaryKind(kind) || salaryStackingOf(brand) === 'stack') return;
  if (lock)
    await sql`select pg_advisory_xact_lock(hashtextextended(${`contract-salary:${agent}`}, 0))`.execute(db);
  const held = await otherSalaryHeld(db, agent, kind);
  if (held) throw new AppError('contract_salary_exclusive', {}, undefined, { held: held.kind });
}

export type EndReason = 'rate_conflict' | 'upline_ended';

/**
 * Tells the downline of a contract ended by someone else (its upline accepting a lower rate, or the upline's own
 * contract ending) in its inbox, in the transaction that ends it. The message stores parameters; the reader's
 * language renders them (`*Key` parameters are catalogue keys). Unread notices also badge the contract page.
 */
export async function noticeEnded(
  trx: Db,
  brand: Brand,
  ended: ContractRow,
  reason: EndReason,
  cause: { minRateBp: number },
): Promise<void> {
  await postMessage(trx as Transaction<Database>, {
    brand: brand.config.code,
    accountId: ended.downline_id,
    kind: 'contract_ended',
    params: {
      kind: ended.kind,
      kindKey: `contract_kind_${ended.kind}`,
      upline: ended.upline ?? '',
      rate: formatRate(cause.minRateBp),
      reasonKey: `contract_end_reason_${reason}`,
      contractId: ended.id.toString(),
    },
  });
}
