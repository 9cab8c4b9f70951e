import type { LedgerLine, PlayerMoney, PlayerProfile } from '@/core/api/office-players';
import { formatAmount } from '@/core/money';
import { accountLevel } from '@/server/domains/compliance';
import { balanceOf, bonusesOf, deviceLinks, devicesOf } from '@/server/domains/engagement';
import { betsPage } from '@/server/domains/games';
import {
  accountForStaff,
  linkedAccountsOf,
  playerLimits,
  protectionState,
  referralsOf,
  type StaffAccount,
  sessionsOf,
  usernameOf,
} from '@/server/domains/identity';
import { boundPayees, fundsView, openPocketBonusIds, walletPostings } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import type { OfficeCall } from '../staff/staff.guard';
import { personal } from './mask';

/**
 * The sections of a player's page (docs/back-office.md "Player 360"), each its own endpoint so the page loads
 * them independently. Every one starts from the account of the brand of the path: another brand's id is 404. Each
 * reads the owning domain through its front door (identity, money, games, engagement, compliance).
 */
type Call = Pick<OfficeCall, 'ctx' | 'brand' | 'can'>;

export async function accountOf(call: Pick<OfficeCall, 'ctx' | 'brand'>, id: string): Promise<StaffAccount> {
  if (!/^[0-9]{1,19}$/.test(id)) throw new AppError('not_found');
  const row = await accountForStaff(call.ctx, BigInt(id));
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
    boundPayees(call.ctx, a.id),
    a.upline_id ? usernameOf(call.ctx, a.upline_id) : null,
    a.referrer_id ? usernameOf(call.ctx, a.referrer_id) : null,
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
      bank: p.bankCode,
      accountNo: show.accountNo(p.accountNo),
      holder: show.name(p.holderName) ?? '',
    })),
    language: a.language,
    vipLevel: a.vip_level,
    kycLevel,
    upline,
    referrer,
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

/** The main wallet's postings, newest first: signed amount, balance after, the other side, reference and memo. */
export async function playerLedger(call: Call, id: string, pageNo: number, pageSize: number) {
  const a = await accountOf(call, id);
  const { total, list } = await walletPostings(call.ctx, a.id, pageNo, pageSize);
  return {
    pageNo,
    pageSize,
    total,
    list: list.map(
      (r): LedgerLine => ({
        id: r.id.toString(),
        at: r.at.toISOString(),
        kind: r.kind,
        amount: `${r.credit ? '' : '-'}${minor(call, r.amount)}`,
        balance: minor(call, r.balance),
        counterpart:
          r.otherCode && r.otherCode !== r.otherKind ? `${r.otherKind}:${r.otherCode}` : r.otherKind,
        reference: r.reference,
        memo: r.memo ?? {},
      }),
    ),
  };
}

export async function playerBets(call: Call, id: string, pageNo: number, pageSize: number) {
  const a = await accountOf(call, id);
  const { total, list } = await betsPage(call.ctx, a.id, pageNo, pageSize);
  return {
    pageNo,
    pageSize,
    total,
    list: list.map((r) => ({
      id: r.id.toString(),
      at: r.createdAt.toISOString(),
      vendor: r.vendorCode,
      game: r.gameCode,
      amount: minor(call, r.amount),
      payout: minor(call, r.payout),
      status: r.status,
    })),
  };
}

export async function playerEngagement(call: Call, id: string) {
  const a = await accountOf(call, id);
  const [bonuses, referrals] = await Promise.all([
    bonusesOf(call.ctx, a.id, 50),
    referralsOf(call.ctx, a.id),
  ]);
  const open = await openPocketBonusIds(
    call.ctx,
    bonuses.map((b) => b.id),
  );
  return {
    bonuses: bonuses.map((b) => ({
      id: b.id.toString(),
      promotion: b.promotionId,
      amount: minor(call, b.amount),
      status: b.status,
      createdAt: b.createdAt.toISOString(),
      open: open.has(b.id),
    })),
    referrals: {
      count: referrals.count,
      recent: referrals.recent.map((r) => ({ username: r.username, createdAt: r.createdAt.toISOString() })),
    },
  };
}

export async function playerSessions(call: Call, id: string) {
  const a = await accountOf(call, id);
  const [sessions, devices] = await Promise.all([
    sessionsOf(call.ctx, a.id, 50),
    devicesOf(call.ctx, a.id, 50),
  ]);
  const now = Date.now();
  return {
    sessions: sessions.map((s) => ({
      kind: s.kind,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      live: s.revokedAt === null && s.expiresAt.getTime() > now,
    })),
    devices: devices.map((d) => ({ device: d.device, firstSeenAt: d.firstSeenAt.toISOString() })),
  };
}

/** Other players of the brand with the same device cookie, a shared address, or the same payee name. */
export async function linkedAccounts(call: Call, id: string) {
  const a = await accountOf(call, id);
  const show = personal(call.can('players.pii'));
  const rows = await linkedAccountsOf(call.ctx, a, await deviceLinks(call.ctx, a.id));
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
