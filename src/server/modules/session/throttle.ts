import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';

/** Failed attempts are counted in a sliding 15-minute window per (brand, scope, key), shared by all instances. */
const WINDOW = sql`interval '15 minutes'`;

export type ThrottleScope = 'login-user' | 'login-ip' | 'sms-ip' | 'code-dest';

export interface ThrottleState {
  failures: number;
  blockedUntil: Date | null;
}

export async function throttleState(
  db: Kysely<Database>,
  brand: string,
  scope: ThrottleScope,
  key: string,
): Promise<ThrottleState> {
  const row = await db
    .selectFrom('auth_throttle')
    .select([
      sql<number>`case when window_start < now() - ${WINDOW} then 0 else failures end`.as('failures'),
      sql<Date | null>`case when blocked_until > now() then blocked_until end`.as('blocked_until'),
    ])
    .where('brand_code', '=', brand)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return { failures: Number(row?.failures ?? 0), blockedUntil: row?.blocked_until ?? null };
}

/** Counts one failure and applies the block the policy computes from the new count (seconds, 0 = none). */
export async function recordFailure(
  db: Kysely<Database>,
  brand: string,
  scope: ThrottleScope,
  key: string,
  blockSeconds: (failures: number) => number,
): Promise<number> {
  const { rows } = await sql<{ failures: number }>`
    insert into auth_throttle (brand_code, scope, key, failures, window_start) values (${brand}, ${scope}, ${key}, 1, now())
    on conflict (brand_code, scope, key) do update set
      failures = case when auth_throttle.window_start < now() - ${WINDOW} then 1 else auth_throttle.failures + 1 end,
      window_start = case when auth_throttle.window_start < now() - ${WINDOW} then now() else auth_throttle.window_start end
    returning failures`.execute(db);
  const failures = Number(rows[0]?.failures ?? 1);
  const seconds = blockSeconds(failures);
  if (seconds > 0) {
    await db
      .updateTable('auth_throttle')
      .set({ blocked_until: sql<Date>`now() + make_interval(secs => ${seconds})` })
      .where('brand_code', '=', brand)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }
  return failures;
}

export async function clearFailures(db: Kysely<Database>, brand: string, scope: ThrottleScope, key: string) {
  await db
    .deleteFrom('auth_throttle')
    .where('brand_code', '=', brand)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** Login policy: a captcha after 3 failures (per user or IP); short, capped per-user delays; IP lockout. */
export const LOGIN_POLICY = {
  captchaAfter: 3,
  /** Per username: 2 s, 4 s, 8 s … capped at 30 s after the 5th failure, so a victim is never locked out for long. */
  userBlockSeconds: (failures: number) => (failures >= 5 ? Math.min(2 ** (failures - 4), 30) : 0),
  /** Per IP: 30 failures in the window blocks that address for 5 minutes. */
  ipBlockSeconds: (failures: number) => (failures >= 30 ? 300 : 0),
};
