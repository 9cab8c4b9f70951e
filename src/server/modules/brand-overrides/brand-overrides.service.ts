import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { recordOpsAction } from '../ops/ops-audit';
import { sanitizedValue, switchProblems } from './switches';

/**
 * Brand switches stored (table brand_override, docs/back-office.md "Brand switches"): the one service the console
 * and `npm run ops -- switch-*` call. A change locks the brand's row (writers of one brand take turns, so each is
 * checked against the others' overrides as they are), is checked against the folder's schema and rules, written
 * with a version, recorded in ops_action with before and after, and announced with NOTIFY in the same transaction:
 * every instance's listener (brand-overrides.sync.ts) hears it exactly when it commits and reloads the brand.
 */

export const OVERRIDE_CHANNEL = 'marquee_brand_overrides';
/** A listener whose heartbeat is older than this is not waited for (it has lost its connection). */
const LIVE_SECONDS = 3;
const SETTLE_LIMIT_MS = 5_000;

export interface StoredOverride {
  key: string;
  value: unknown;
  version: number;
  updatedBy: string;
  updatedAt: Date;
}

export interface SwitchChange {
  /** Who: `staff:<username>` from the console, `cli:<who>` from the ops CLI. */
  actor: string;
  reason: string;
}

/** The brand's overrides (every brand's when no code is given), by brand. */
export async function storedOverrides(
  db: Kysely<Database>,
  brandCode?: string,
): Promise<Map<string, StoredOverride[]>> {
  let query = db
    .selectFrom('brand_override')
    .select(['brand_code', 'switch', 'value', 'version', 'updated_by', 'updated_at'])
    .orderBy('brand_code')
    .orderBy('switch');
  if (brandCode) query = query.where('brand_code', '=', brandCode);
  const out = new Map<string, StoredOverride[]>();
  for (const row of await query.execute()) {
    const list = out.get(row.brand_code) ?? [];
    list.push({
      key: row.switch,
      value: row.value,
      version: Number(row.version),
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
    });
    out.set(row.brand_code, list);
  }
  return out;
}

function invalid(problems: { pointer: string; reason: string }[]): AppError {
  const first = problems[0]!;
  return new AppError('office_switch_invalid', {
    pointer: first.pointer,
    detail: problems.map((p) => `${p.pointer} ${p.reason}`).join('; '),
  });
}

/**
 * Overrides one switch of a brand (`folder`: the brand as its folder defines it). Bad input changes nothing:
 * office_switch_invalid names the first problem and lists them all.
 */
export async function setBrandSwitch(
  db: Kysely<Database>,
  folder: Brand,
  input: SwitchChange & { key: string; value: unknown },
): Promise<StoredOverride> {
  const code = folder.config.code;
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('brand')
      .select('code')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const rows = (await storedOverrides(trx, code)).get(code) ?? [];
    const before = rows.find((r) => r.key === input.key);
    const value = sanitizedValue(folder.config, input.key, input.value);
    const problems = switchProblems(folder, rows, input.key, value);
    if (problems.length > 0) throw invalid(problems);
    const row = await trx
      .insertInto('brand_override')
      .values({ brand_code: code, switch: input.key, value: JSON.stringify(value), updated_by: input.actor })
      .onConflict((oc) =>
        oc.columns(['brand_code', 'switch']).doUpdateSet({
          value: JSON.stringify(value),
          version: sql`brand_override.version + 1`,
          updated_by: input.actor,
          updated_at: sql`now()`,
        }),
      )
      .returning(['version', 'updated_at'])
      .executeTakeFirstOrThrow();
    await recordOpsAction(trx, {
      brand: code,
      actor: input.actor,
      action: 'switch.set',
      target: input.key,
      reason: input.reason,
      detail: { version: Number(row.version) },
      before: before ? before.value : null,
      after: value,
    });
    await sql`select pg_notify(${OVERRIDE_CHANNEL}, ${`c:${code}`})`.execute(trx);
    return {
      key: input.key,
      value,
      version: Number(row.version),
      updatedBy: input.actor,
      updatedAt: row.updated_at,
    };
  });
}

/** Removes a switch's override: the folder's value is served again (404 when there is none). */
export async function removeBrandSwitch(
  db: Kysely<Database>,
  brandCode: string,
  input: SwitchChange & { key: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('brand')
      .select('code')
      .where('code', '=', brandCode)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const removed = await trx
      .deleteFrom('brand_override')
      .where('brand_code', '=', brandCode)
      .where('switch', '=', input.key)
      .returning(['value', 'version'])
      .executeTakeFirst();
    if (!removed) throw new AppError('not_found');
    await recordOpsAction(trx, {
      brand: brandCode,
      actor: input.actor,
      action: 'switch.remove',
      target: input.key,
      reason: input.reason,
      detail: { version: Number(removed.version) },
      before: removed.value,
      after: null,
    });
    await sql`select pg_notify(${OVERRIDE_CHANNEL}, ${`c:${brandCode}`})`.execute(trx);
  });
}

/**
 * Waits until every live instance has applied the switch changes committed before this call (the session cache's
 * barrier, modules/session/session-cache.ts): NOTIFYs a numbered barrier after them and waits until every listener
 * with a recent heartbeat has recorded it. PostgreSQL delivers notifications in commit order and each listener
 * reloads before it records a barrier, so then every instance serves the change. Works from any process with a
 * database handle (the ops CLI too). False when some instance did not answer within 5 s (the change is stored and
 * reaches it when it reconnects: every reconnection reloads every brand).
 */
export async function settleBrandSwitches(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ n: string }>`
    with b as (select nextval('brand_override_barrier_seq') as n)
    select n::text as n, pg_notify(${OVERRIDE_CHANNEL}, 'b:' || n) from b`.execute(db);
  const barrier = rows[0]!.n;
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  let wait = 2;
  for (;;) {
    const { rows: pending } = await sql<{ count: string }>`
      select count(*)::text as count from brand_override_listener
      where seen < ${barrier}::bigint and heartbeat_at > now() - make_interval(secs => ${LIVE_SECONDS})`.execute(
      db,
    );
    if (pending[0]?.count === '0') return true;
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, 50);
  }
}
