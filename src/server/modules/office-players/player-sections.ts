import { sql } from 'kysely';
import type { LedgerLine, PlayerMoney, PlayerProfile } from '@/core/api/office-players';
import { formatAmount } from '@/core/money';
import { accountLevel } from '@/server/domains/compliance';
import { balanceOf } from '@/server/domains/engagement';
import { playerLimits, protectionState } from '@/server/domains/identity';
import { fundsView } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import type { OfficeCall } from '../staff/staff.guard';
import { personal } from './mask';

/**
 * The sections of a player's page (docs/back-office.md "Player 360"), each its own endpoint so the page loads
 * them independently. Every one starts from the account of the brand of the path: another brand's id is 404.
 */
type Call = Pick<OfficeCall, 'ctx' | 'brand' | 'can'>;

export async function accountOf(call: Pick<OfficeCall, 'ctx' | 'brand'>, id: string) {
  if (!/^[0-9]{1,19}$/.test(id)) throw new AppError('not_found');
  const row = await call.ctx.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', BigInt(id))
    .where('brand_code', '=', call.brand.config.code)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

const minor = (call: Pick<OfficeCall, 'brand'>, value: bigint) =>
  formatAmount(value, call.brand.config.currency.minorUnits);

export async function playerProfile(call: Call, id: string): Promise<PlayerProfile> {
  const a = await accountOf(call, id);
  const { db } = call.ctx;
  const pii = call.can('players.pii');
  const show = personal(pii);
  const [payees, upline, referrer, kycLevel] = await Promise.all([
    db
      .selectFrom('payee_account')
      .select(['kind', 'bank_code', 'account_no', 'holder_name'])
      .where('account_id', '=', a.id)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute(),
    a.upline_id
      ? db.selectFrom('account').select('username').where('id', '=', a.upline_id).executeTakeFirst()
      : undefined,
    a.referrer_id
      ? db.selectFrom('account').select('username').where('id', '=', a.referrer_id).executeTakeFirst()
      : undefined,
    accountLevel(db, call.brand, a.id),
  ]);
  const mobile = a.mobile_num
    ? `${a.country_dialing_code ? `+${a.country_dialing_code} ` : ''}${show.mobile(a.mobile_num)}`
    : null;
  return {
    id: a.id.toString(),
    username: a.username,
    nickname: a.nickname,
    type: a.type,
    status: a.status === 'active' ? 'active' : 'locked',
    mustChangePassword: a.must_change_password,
    totpEnabled: a.totp_enabled,
    mobile,
    email: show.email(a.email),
    payeeName: show.name(a.payee_name),
    payees: payees.map((p) => ({
      kind: p.kind,
      bank: p.bank_code,
      accountNo: show.accountNo(p.account_no),
      holder: show.name(p.holder_name) ?? '',
    })),
    language: a.language,
    vipLevel: a.vip_level,
    kycLevel,
    upline: upline?.username ?? null,
    referrer: referrer?.username ?? null,
    registerIp: a.register_ip,
    registerMethod: a.register_method,
    createdAt: a.created_at.toISOString(),
    lastLoginAt: a.last_login_at?.toISOString() ?? null,
    pii,
  };
}

export async function playerMoney(call: Call, id: string): Promise<PlayerMoney> {
  const a = await accountOf(call, id);
  const [view, points] = await Promise.all([
    fundsView(call.ctx, a.id, call.ctx.language),
    balanceOf(call.ctx.db, a.id),
  ]);
  return {
    currency: call.brand.config.currency.code,
    balance: minor(call, view.funds.balance),
    free: view.free,
    locked: view.locked,
    bonuses: view.pockets,
    points: Number(points),
  };
}

async function cashAccount(call: Pick<OfficeCall, 'ctx'>, accountId: bigint): Promise<bigint | undefined> {
  const row = await call.ctx.db
    .selectFrom('ledger_account')
    .select('id')
    .where('owner_id', '=', accountId)
    .where('kind', '=', 'player_cash')
    .where('code', '=', '')
    .executeTakeFirst();
  return row?.id;
}

/** The main wallet's postings, newest first: signed amount, balance after, the other side, reference and memo. */
export async function playerLedger(call: Call, id: string, pageNo: number, pageSize: number) {
  const a = await accountOf(call, id);
  const cash = await cashAccount(call, a.id);
  if (cash === undefined) return { pageNo, pageSize, total: 0, list: [] as LedgerLine[] };
  const { db } = call.ctx;
  const [{ rows: count }, { rows }] = await Promise.all([
    sql<{ n: string }>`select (select count(*) from ledger_transfer where debit_account_id = ${cash})
      + (select count(*) from ledger_transfer where credit_account_id = ${cash}) as n`.execute(db),
    sql<{
      id: bigint;
      created_at: Date;
      kind: string;
      amount: bigint;
      credit: boolean;
      balance: bigint;
      reference: string | null;
      memo: Record<string, unknown> | null;
      other_kind: string;
      other_code: string;
    }>`select t.id, t.created_at, t.kind, t.amount, t.credit, t.balance, t.reference, t.memo,
        o.kind as other_kind, o.code as other_code
      from (
        (select id, created_at, kind, amount, false as credit, debit_balance_after as balance, reference, memo,
           credit_account_id as other from ledger_transfer where debit_account_id = ${cash}
         order by id desc limit ${pageNo * pageSize})
        union all
        (select id, created_at, kind, amount, true, credit_balance_after, reference, memo, debit_account_id
         from ledger_transfer where credit_account_id = ${cash} order by id desc limit ${pageNo * pageSize})
      ) t join ledger_account o on o.id = t.other
      order by t.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db),
  ]);
  return {
    pageNo,
    pageSize,
    total: Number(count[0]?.n ?? 0),
    list: rows.map(
      (r): LedgerLine => ({
        id: r.id.toString(),
        at: new Date(r.created_at).toISOString(),
        kind: r.kind,
        amount: `${r.credit ? '' : '-'}${minor(call, BigInt(r.amount))}`,
        balance: minor(call, BigInt(r.balance)),
        counterpart:
          r.other_code && r.other_code !== r.other_kind ? `${r.other_kind}:${r.other_code}` : r.other_kind,
        reference: r.reference,
        memo: r.memo ?? {},
      }),
    ),
  };
}

export async function playerBets(call: Call, id: string, pageNo: number, pageSize: number) {
  const a = await accountOf(call, id);
  const { db } = call.ctx;
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom('vendor_bet')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', a.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vendor_bet')
      .select(['id', 'created_at', 'vendor_code', 'game_code', 'amount', 'payout', 'status'])
      .where('account_id', '=', a.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return {
    pageNo,
    pageSize,
    total: Number(n),
    list: rows.map((r) => ({
      id: r.id.toString(),
      at: r.created_at.toISOString(),
      vendor: r.vendor_code,
      game: r.game_code,
      amount: minor(call, r.amount),
      payout: minor(call, r.payout),
      status: r.status,
    })),
  };
}

export async function playerEngagement(call: Call, id: string) {
  const a = await accountOf(call, id);
  const { db } = call.ctx;
  const [bonuses, referrals, { n }] = await Promise.all([
    db
      .selectFrom('promotion_bonus as b')
      .leftJoin('bonus_pocket as p', 'p.bonus_id', 'b.id')
      .select(['b.id', 'b.promotion_id', 'b.amount', 'b.status', 'b.created_at', 'p.closed_at', 'p.bonus_id'])
      .where('b.account_id', '=', a.id)
      .orderBy('b.id', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('account')
      .select(['username', 'created_at'])
      .where('referrer_id', '=', a.id)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referrer_id', '=', a.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    bonuses: bonuses.map((b) => ({
      id: b.id.toString(),
      promotion: b.promotion_id,
      amount: minor(call, b.amount),
      status: b.status,
      createdAt: b.created_at.toISOString(),
      open: b.bonus_id !== null && b.closed_at === null,
    })),
    referrals: {
      count: Number(n),
      recent: referrals.map((r) => ({ username: r.username, createdAt: r.created_at.toISOString() })),
    },
  };
}

export async function playerSessions(call: Call, id: string) {
  const a = await accountOf(call, id);
  const { db } = call.ctx;
  const [sessions, devices] = await Promise.all([
    db
      .selectFrom('session')
      .select(['kind', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
      .where('account_id', '=', a.id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('account_device')
      .select(['device', 'first_seen_at'])
      .where('account_id', '=', a.id)
      .orderBy('first_seen_at', 'desc')
      .limit(50)
      .execute(),
  ]);
  const now = Date.now();
  return {
    sessions: sessions.map((s) => ({
      kind: s.kind,
      ip: s.ip,
      userAgent: s.user_agent,
      createdAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
      live: s.revoked_at === null && s.expires_at.getTime() > now,
    })),
    devices: devices.map((d) => ({ device: d.device, firstSeenAt: d.first_seen_at.toISOString() })),
  };
}

/** Other players of the brand with the same device cookie, a shared address, or the same payee name. */
export async function linkedAccounts(call: Call, id: string) {
  const a = await accountOf(call, id);
  const brand = call.brand.config.code;
  const show = personal(call.can('players.pii'));
  const { rows } = await sql<{
    id: bigint;
    username: string;
    status: string;
    via: 'device' | 'ip' | 'payee';
    value: string;
  }>`
    select x.id, x.username, x.status, l.via, l.value from (
      (select d2.account_id as id, 'device' as via, d2.device as value
        from account_device d1 join account_device d2 on d2.brand_code = ${brand} and d2.device = d1.device
        where d1.account_id = ${a.id} and d2.account_id <> ${a.id} limit 100)
      union
      (select k2.account_id, 'ip', k2.ip from known_ip k1 join known_ip k2 on k2.ip = k1.ip
        where k1.account_id = ${a.id} and k2.account_id <> ${a.id} limit 100)
      union
      (select r.id, 'ip', r.register_ip from account r
        where r.brand_code = ${brand} and r.register_ip = ${a.register_ip} and r.id <> ${a.id} limit 100)
      union
      (select p.id, 'payee', p.payee_name from account p
        where p.brand_code = ${brand} and lower(p.payee_name) = lower(${a.payee_name}) and p.id <> ${a.id} limit 100)
    ) l join account x on x.id = l.id and x.brand_code = ${brand}
    order by x.username, l.via limit 100`.execute(call.ctx.db);
  return {
    list: rows.map((r) => ({
      id: r.id.toString(),
      username: r.username,
      status: r.status === 'active' ? ('active' as const) : ('locked' as const),
      via: r.via,
      value:
        r.via === 'payee'
          ? (show.name(r.value) ?? '')
          : r.via === 'device'
            ? `${r.value.slice(0, 8)}…`
            : r.value,
    })),
  };
}

/** The player's own limits (read through identity: never edited here), the exclusion in force and KYC level. */
export async function playerProtection(call: Call, id: string) {
  const a = await accountOf(call, id);
  const [limits, state, kycLevel] = await Promise.all([
    playerLimits(call.ctx, a.id),
    protectionState(call.ctx, a.id),
    accountLevel(call.ctx.db, call.brand, a.id),
  ]);
  return {
    limits,
    exclusion: state.exclusion,
    kycLevel,
    breakPeriods: state.breakPeriods,
    selfExclusionPeriods: state.selfExclusionPeriods,
  };
}
