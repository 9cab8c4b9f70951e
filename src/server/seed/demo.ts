import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Brand } from '@/core/brand';
import { STAFF_ROLES } from '@/core/office/roles';
import type { Database } from '../db/database';
import { seedAgentDemo, seedContractDemo } from '../domains/agents';
import { createStaff, hashStaffPassword } from '../domains/office';
import { upsertOperator } from '../domains/support';
import { seedDemoAccounts } from './demo-accounts';
import { DEMO_OPERATORS, DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP } from './demo-data';

/**
 * Demo seeding, the one entry (start.ts; never in production, nor with SEED_DEMO=0): before the app, the accounts
 * of every brand and the support desk's operators; once the app runs, agent01's team and the demo contracts, which
 * go through the live protocol and wallet services. Each step leaves what exists as it is.
 */
export const demoSeeding = {
  async beforeApp(db: Kysely<Database>, brands: Brand[]): Promise<void> {
    await seedDemoAccounts(db, brands);
    await seedSupportOperators(db);
    await seedDemoStaff(db, brands);
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

/** One back-office staff member per role on each brand (`<role>.<brand>`), when missing. */
export async function seedDemoStaff(db: Kysely<Database>, brands: Brand[]): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('staff').select('username').execute()).map((row) => row.username),
  );
  const missing = brands
    .flatMap((brand) =>
      STAFF_ROLES.map((role) => ({
        brand: brand.config.code,
        role,
        username: `${role}.${brand.config.code}`,
      })),
    )
    .filter((s) => !existing.has(s.username));
  if (missing.length === 0) return;
  const { secret } = await db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow();
  const passwordHash = await hashStaffPassword(DEMO_STAFF_PASSWORD);
  for (const s of missing)
    await createStaff(
      db,
      secret,
      {
        username: s.username,
        password: DEMO_STAFF_PASSWORD,
        passwordHash,
        roles: [{ brand: s.brand, role: s.role }],
        by: 'demo-seed',
      },
      DEMO_STAFF_TOTP,
    );
}
