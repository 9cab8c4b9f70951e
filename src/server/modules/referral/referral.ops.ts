import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import type { Database } from '@/server/db/database';
import { usernameKey } from '@/server/domains/identity';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { payReferral, referralOf } from './referral.service';

/** Operator views and overrides of referrals (`npm run ops -- referrals|referral-reward|referral-refuse`). */

export type ReferralState = 'pending' | 'rewarded' | 'refused' | 'expired';

function referees(db: Kysely<Database>, brand: string, state?: ReferralState) {
  let q = db
    .selectFrom('account as e')
    .innerJoin('account as r', 'r.id', 'e.referrer_id')
    .leftJoin('referral_decision as d', 'd.referee_id', 'e.id')
    .where('e.brand_code', '=', brand)
    .where('e.referrer_id', 'is not', null);
  if (state === 'pending') q = q.where('d.referee_id', 'is', null);
  else if (state) q = q.where('d.state', '=', state);
  return q;
}

/** How many referees of the brand are in a state (all without one): the back office's pager. */
export async function countReferrals(db: Kysely<Database>, brand: string, state?: ReferralState) {
  const row = await referees(db, brand, state).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

export async function listReferrals(
  db: Kysely<Database>,
  brand: string,
  state?: ReferralState,
  limit = 200,
  offset = 0,
) {
  return referees(db, brand, state)
    .select([
      'e.username as referee',
      'r.username as referrer',
      'e.created_at as registered',
      sql<string>`coalesce(d.state, 'pending')`.as('state'),
      'd.reason',
      'd.bonus_id',
      'd.decided_by',
      'd.decided_at',
    ])
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

async function refereeOf(db: Kysely<Database>, brand: Brand, username: string) {
  const row = await db
    .selectFrom('account')
    .select(['id', 'username', 'referrer_id'])
    .where('brand_code', '=', brand.config.code)
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  if (!row?.referrer_id) throw new AppError('user_not_found');
  return { id: row.id, username: row.username, referrer_id: row.referrer_id };
}

/** Pays the referral of a referee despite a refusal or expiry (once; the action recorded in its transaction). */
export async function overrideReward(
  db: Kysely<Database>,
  brand: Brand,
  username: string,
  by: string,
  reason: string,
) {
  const cfg = referralOf(brand);
  if (!cfg) throw new AppError('referral_disabled');
  const referee = await refereeOf(db, brand, username);
  const before = await db
    .selectFrom('referral_decision')
    .select(['state', 'reason'])
    .where('referee_id', '=', referee.id)
    .executeTakeFirst();
  return payReferral(db, brand, cfg, referee, by, (trx, bonusId) =>
    recordOpsAction(trx, {
      brand: brand.config.code,
      actor: by,
      action: 'referral_reward',
      target: `referee ${referee.username}`,
      reason,
      detail: { bonusId: bonusId.toString(), was: before ?? null },
    }).then(() => undefined),
  );
}

/** Refuses a pending referral (nothing paid later); recorded. */
export async function refuseReferral(
  db: Kysely<Database>,
  brand: Brand,
  username: string,
  by: string,
  reason: string,
) {
  const referee = await refereeOf(db, brand, username);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('referral_decision')
      .values({
        referee_id: referee.id,
        referrer_id: referee.referrer_id,
        brand_code: brand.config.code,
        state: 'refused',
        reason: `operator: ${reason}`,
        decided_by: by,
      })
      .onConflict((oc) => oc.column('referee_id').doNothing())
      .executeTakeFirst();
    const changed = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (changed)
      await recordOpsAction(trx, {
        brand: brand.config.code,
        actor: by,
        action: 'referral_refuse',
        target: `referee ${referee.username}`,
        reason,
      });
    return changed;
  });
}
