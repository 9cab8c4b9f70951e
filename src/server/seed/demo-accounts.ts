import type { Kysely } from 'kysely';
import type { Brand } from '@/core/brand';
import { hashPassword } from '../auth/passwords';
import { randomCode } from '../auth/tokens';
import type { Database } from '../db/database';
import { findByUsername, insertAccount, usernameKey } from '../domains/identity';
import { DEMO_ACCOUNTS } from './demo-data';

/** The demo accounts of every brand (demo-data.ts), created once; an account that exists is left as it is. */
export async function seedDemoAccounts(db: Kysely<Database>, brands: Brand[]): Promise<void> {
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
