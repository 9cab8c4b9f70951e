/**
 * What the ledger invariants suite (ledger.test.ts) builds its accounts and random choices from: a seeded PRNG,
 * the demo brand with its limits opened up, and players/agents with a payee account each.
 */
import type { Kysely } from 'kysely';
import type { Brand } from '@/core/brand';
import { randomCode } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { insertAccount, usernameKey } from '@/server/modules/accounts/accounts.repository';

/** A seeded PRNG (mulberry32): failures replay with the same SEED. */
export const SEED = Number(process.env.SEED ?? Date.now() % 1_000_000);
let state = SEED;
export function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** The demo brand with limits opened up, so random amounts exercise the ledger rather than the form rules. */
export function loosened(brand: Brand): Brand {
  const payments = brand.config.payments!;
  return {
    ...brand,
    config: {
      ...brand.config,
      payments: {
        ...payments,
        deposit: { methods: payments.deposit.methods.map((m) => ({ ...m, min: 1, max: 100_000_000 })) },
        withdrawal: { ...payments.withdrawal, min: 1, max: 100_000_000, dailyCount: 1_000_000 },
      },
    },
  };
}

export interface Member {
  id: bigint;
  username: string;
  type: number;
  brand: string;
  payee: bigint;
}

export async function makeAccounts(
  db: Kysely<Database>,
  brand: string,
  count: number,
  type: number,
  uplines: Member[] = [],
): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < count; i++) {
    const username = `inv${brand[0]}${type}${i}${randomCode(4, 'abcdefghjkmnpqrstuvwxyz')}`;
    const id = await db.transaction().execute((trx) =>
      insertAccount(trx, {
        brand_code: brand,
        username,
        username_key: usernameKey(username),
        type,
        password_hash: 'x',
        payee_name: 'INVARIANT PLAYER',
        upline_id: uplines.length ? uplines[i % uplines.length]!.id : null,
        referral_code: randomCode(8),
        register_method: 'TEST',
      }),
    );
    const payee = await db
      .insertInto('payee_account')
      .values({
        brand_code: brand,
        account_id: id,
        kind: 'bank',
        bank_code: brand === 'aurora' ? 'BDO' : 'VCB',
        account_no: `9${String(id).padStart(9, '0')}`,
        holder_name: 'INVARIANT PLAYER',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.push({ id, username, type, brand, payee: payee.id });
  }
  return made;
}

/** Errors a correct system answers to random operations; anything else fails the suite. */
export const EXPECTED = new Set([
  'insufficient_funds',
  'withdrawal_not_pending',
  'deposit_finalised',
  'amount_above_maximum',
]);
