import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Brand } from '@/core/brand';
import type { Database } from '../db/database';
import { seedAgentDemo, seedContractDemo } from '../domains/agents';
import { upsertOperator } from '../domains/support';
import { seedDemoAccounts } from './demo-accounts';
import { DEMO_OPERATORS } from './demo-data';

/**
 * Demo seeding, the one entry (start.ts; never in production, nor with SEED_DEMO=0): before the app, the accounts
 * of every brand and the support desk's operators; once the app runs, agent01's team and the demo contracts, which
 * go through the live protocol and wallet services. Each step leaves what exists as it is.
 */
export const demoSeeding = {
  async beforeApp(db: Kysely<Database>, brands: Brand[]): Promise<void> {
    await seedDemoAccounts(db, brands);
    await seedSupportOperators(db);
  },
  async afterApp(app: FastifyInstance): Promise<void> {
    await seedAgentDemo(app);
    await seedContractDemo(app);
  },
};

export async function seedSupportOperators(db: Kysely<Database>): Promise<void> {
  for (const demo of DEMO_OPERATORS) {
    const found = await db
      .selectFrom('support_operator')
      .select('id')
      .where('username', '=', demo.username)
      .executeTakeFirst();
    if (!found) await upsertOperator({ db }, demo);
  }
}
