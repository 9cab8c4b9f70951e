import { type Kysely, sql } from 'kysely';

/**
 * My income by bill (docs/agent-api.md "My income"): an agent's contract earnings are read from its ledger
 * postings, each joined to the bill it paid (contract_bill.transfer_id); this index makes that join a probe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index contract_bill_transfer on contract_bill (transfer_id) where transfer_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contract_bill_transfer`.execute(db);
}
