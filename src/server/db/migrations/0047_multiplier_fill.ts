import type { Kysely } from 'kysely';
import { vendorBetBest } from './0044_agent_totals.best';

/**
 * The multiplier boards' kept bests filled beside the bets (issue 28): a newly registered minimum stake used to be
 * filled in one transaction holding vendor_bet in share mode, so every brand's bets waited for it (8.7 s at
 * 1,000,000 bets). Now the fill (missions.repository.ts fillMultiplierFloor) runs in batches, each holding the
 * floor's fill lock; the trigger takes that lock in shared mode for a floor not yet ready, so only a bet of that
 * brand that counts for the floor waits, and at most for one batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await vendorBetBest(true).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await vendorBetBest(false).execute(db);
}
