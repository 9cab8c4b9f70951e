import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';
import { accountDayLive } from '@/server/domains/agents';

/** Referral queries (docs/referral-missions.md): invitees with their progress, pending referees, duplicate signals. */

export interface InviteeRow {
  id: bigint;
  username: string;
  created_at: Date;
  first_deposit: bigint | null;
  first_deposit_at: Date | null;
  valid_bet: bigint;
  state: 'rewarded' | 'refused' | 'expired' | null;
  reason: string | null;
  bonus_id: bigint | null;
  bonus_status: 'claimable' | 'credited' | null;
  bonus_amount: bigint | null;
}

/**
 * The referee's valid bet counted for the referral: brand days from the registration day through the deadline's
 * day (account_day and the bets still queued for it, accountDayLive, migration 0046; exact at every moment).
 */
const validBetOf = (withinDays: number) => sql<bigint>`coalesce((
    select sum(ad.valid_bet) from ${accountDayLive} ad
    where ad.account_id = a.id
      and ad.day between brand_day(a.brand_code, a.created_at)
        and brand_day(a.brand_code, a.created_at + make_interval(days => ${withinDays}))
  ), 0)::bigint`;

function inviteeQuery(db: Kysely<Database>, withinDays: number) {
  return (
    db
      .selectFrom('account as a')
      .leftJoin('referral_decision as d', 'd.referee_id', 'a.id')
      .leftJoin('promotion_bonus as b', 'b.id', 'd.bonus_id')
      .select([
        'a.id',
        'a.username',
        'a.created_at',
        'd.state',
        'd.reason',
        'd.bonus_id',
        'b.status as bonus_status',
        'b.amount as bonus_amount',
      ])
      .select(validBetOf(withinDays).as('valid_bet'))
      // account_first_deposit (migration 0011) is maintained by triggers; it has no Kysely table type.
      .select(
        sql<bigint | null>`(select fd.amount from account_first_deposit fd where fd.account_id = a.id)`.as(
          'first_deposit',
        ),
      )
      .select(
        sql<Date | null>`(select fd.at from account_first_deposit fd where fd.account_id = a.id)`.as(
          'first_deposit_at',
        ),
      )
  );
}

export async function invitees(
  db: Kysely<Database>,
  referrerId: bigint,
  withinDays: number,
  page: { pageNo: number; pageSize: number },
): Promise<InviteeRow[]> {
  const rows = await inviteeQuery(db, withinDays)
    .where('a.referrer_id', '=', referrerId)
    .orderBy('a.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return rows.map((r) => ({ ...r, valid_bet: BigInt(r.valid_bet) })) as InviteeRow[];
}

export async function inviteeCounts(db: Kysely<Database>, referrerId: bigint) {
  const rows = await db
    .selectFrom('account as a')
    .leftJoin('referral_decision as d', 'd.referee_id', 'a.id')
    .leftJoin('promotion_bonus as b', 'b.id', 'd.bonus_id')
    .where('a.referrer_id', '=', referrerId)
    .select((eb) => [
      'd.state',
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>('b.amount'), sql<string>`0`).as('amount'),
    ])
    .groupBy('d.state')
    .execute();
  return rows.map((r) => ({ state: r.state, n: Number(r.n), amount: BigInt(r.amount) }));
}

/** Referees of a brand without a decision, oldest first, with their referrer. */
export async function undecided(db: Kysely<Database>, brand: string, withinDays: number, limit: number) {
  const rows = await inviteeQuery(db, withinDays)
    .innerJoin('account as r', 'r.id', 'a.referrer_id')
    .select(['r.id as referrer_id', 'r.type as referrer_type', 'r.status as referrer_status'])
    .where('a.brand_code', '=', brand)
    .where('a.referrer_id', 'is not', null)
    .where('d.referee_id', 'is', null)
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, valid_bet: BigInt(r.valid_bet) }));
}

const normalName = (column: string) => sql`lower(regexp_replace(${sql.ref(column)}, '\\s+', ' ', 'g'))`;

/**
 * Why a referee looks like the referrer (empty = no signal), in this order: self_referral (same mobile number or
 * e-mail), same_device (a shared mq_fp device cookie), same_payee_name (account payee name or a payout account holder),
 * same_ip (the referee's registration or session IPs within ±windowDays of its registration met the referrer's).
 */
export async function duplicateSignals(
  db: Kysely<Database>,
  refereeId: bigint,
  referrerId: bigint,
  windowDays: number,
): Promise<string[]> {
  const row = await sql<{ self: boolean; device: boolean; payee: boolean; ip: boolean }>`
    with e as (select * from account where id = ${refereeId}), r as (select * from account where id = ${referrerId}),
    names(account_id, name) as (
      select id, ${normalName('payee_name')} from account where id in (${refereeId}, ${referrerId})
        and payee_name is not null and btrim(payee_name) <> ''
      union
      select account_id, ${normalName('holder_name')} from payee_account where account_id in (${refereeId}, ${referrerId})
    ),
    win as (select e.created_at - make_interval(days => ${windowDays}) as lo,
                   e.created_at + make_interval(days => ${windowDays}) as hi from e),
    ips(account_id, ip) as (
      select id, register_ip from account, win where id in (${refereeId}, ${referrerId})
        and register_ip is not null and created_at between win.lo and win.hi
      union
      select s.account_id, s.ip from session s, win where s.account_id in (${refereeId}, ${referrerId})
        and s.ip is not null and s.created_at between win.lo and win.hi
    )
    select
      exists (select 1 from e, r where (e.mobile_num is not null and e.mobile_num = r.mobile_num
        and e.country_dialing_code is not distinct from r.country_dialing_code)
        or (e.email is not null and lower(e.email) = lower(r.email))) as self,
      exists (select 1 from account_device x join account_device y on y.device = x.device
        where x.account_id = ${refereeId} and y.account_id = ${referrerId}) as device,
      exists (select 1 from names x join names y on y.name = x.name
        where x.account_id = ${refereeId} and y.account_id = ${referrerId}) as payee,
      exists (select 1 from ips x join ips y on y.ip = x.ip
        where x.account_id = ${refereeId} and y.account_id = ${referrerId}) as ip
  `.execute(db);
  const s = row.rows[0]!;
  return [
    s.self && 'self_referral',
    s.device && 'same_device',
    s.payee && 'same_payee_name',
    s.ip && 'same_ip',
  ].filter((x): x is string => typeof x === 'string');
}

/** Records a refusal or expiry once (a decision already there stays). */
export async function decide(
  db: Kysely<Database>,
  row: {
    referee_id: bigint;
    referrer_id: bigint;
    brand_code: string;
    state: 'refused' | 'expired';
    reason: string | null;
    decided_by?: string;
  },
) {
  const result = await db
    .insertInto('referral_decision')
    .values({ ...row, decided_by: row.decided_by ?? null })
    .onConflict((oc) => oc.column('referee_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
