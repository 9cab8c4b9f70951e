import type { Kysely } from 'kysely';
import type { Brand } from '../../core/brand';
import { hashPassword } from '../auth/passwords';
import { randomCode } from '../auth/tokens';
import { findByUsername, insertAccount, usernameKey } from '../domains/identity';
import type { Database } from './database';

/**
 * Demo accounts for a development or demo server (never in production): per brand an agent who also plays
 * (type 1) with an invitation code, a senior agent who may have sub-agents (type 2), and an agent-only
 * back-office account (type 41). Documented in README.
 */
export const DEMO_ACCOUNTS = [
  {
    username: 'agent01',
    password: 'Agent2026x',
    type: 1,
    affiliate: (code: string) => `AG${code.toUpperCase()}`,
  },
  {
    username: 'master01',
    password: 'Master2026x',
    type: 2,
    affiliate: (code: string) => `MA${code.toUpperCase()}`,
  },
  {
    username: 'office01',
    password: 'Office2026x',
    type: 41,
    affiliate: (code: string) => `OF${code.toUpperCase()}`,
  },
] as const;

export async function seedDemo(db: Kysely<Database>, brands: Brand[]): Promise<void> {
  for (const brand of brands) {
    for (const demo of DEMO_ACCOUNTS) {
      if (await findByUsername(db, brand.config.code, demo.username)) continue;
      const passwordHash = await hashPassword(demo.password);
      await db.transaction().execute((trx) =>
        insertAccount(trx, {
          brand_code: brand.config.code,
          username: demo.username,
          username_key: usernameKey(demo.username),
          type: demo.type,
          password_hash: passwordHash,
          nickname: { 1: 'Demo Agent', 2: 'Demo Senior Agent', 41: 'Back Office' }[demo.type],
          affiliate_code: demo.affiliate(brand.config.code).replace(/-/g, '').slice(0, 20),
          referral_code: randomCode(8),
          register_method: 'SEED',
        }),
      );
    }
  }
}
