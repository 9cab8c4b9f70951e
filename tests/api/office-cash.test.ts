import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@/core/office/roles';
import { type StaffSession, staffSession } from '../support/office';
import { balance, call, expectOk, fund, key, makePlayer, type Player } from './wallet-support';
import { bindPayee, readyPlayer, setupSuite, t, withdraw } from './wallet-withdraw-suite';

/**
 * The back office's withdrawal queue (issue 26): risk context, masking by role, the role × action matrix, brand
 * isolation, reasons, four eyes. Manual deposits: office-cash-deposits.test.ts.
 */
setupSuite();

const A = '/office/api/b/aurora';

async function pendingWithdrawal(amount = '300', input: Parameters<typeof readyPlayer>[1] = {}) {
  const { player, payee } = await readyPlayer(2_000_000n, input);
  const order = expectOk<{ orderNo: string }>(
    await withdraw(player, { amount, payeeAccountId: payee.id, idempotencyKey: key() }),
  );
  return { player, payee, orderNo: order.orderNo };
}

const status = (orderNo: string) =>
  t.db
    .selectFrom('withdrawal')
    .select(['status', 'decided_by', 'settle_transfer_id'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();

const payouts = (orderNo: string) =>
  t.db
    .selectFrom('ledger_transfer')
    .select('id')
    .where('kind', '=', 'withdrawal_payout')
    .where('reference', '=', orderNo)
    .execute();

const session = (roles: StaffRole[], brand = 'aurora') => staffSession(t.app, { [brand]: roles });

describe('withdrawal queue', () => {
  it('lists a pending withdrawal with its risk context, payee number masked unless the role sees PII', async () => {
    const name = `Risk Person ${key().slice(0, 6)}`;
    const player = await makePlayer(t, { payeeName: name });
    await fund(t, player, 2_000_000n);
    const payee = await bindPayee(player, { holderName: name });
    const { orderNo } = expectOk<{ orderNo: string }>(
      await withdraw(player, { amount: '300', payeeAccountId: payee.id, idempotencyKey: key() }),
    );
    const twin = await makePlayer(t, { payeeName: name });
    const other = await makePlayer(t);
    const ip = `10.77.${Math.floor(Math.random() * 200)}.9`;
    await t.db.updateTable('session').set({ ip }).where('account_id', 'in', [player.id, other.id]).execute();
    await t.db
      .insertInto('account_device')
      .values([
        { account_id: player.id, device: `dev-${orderNo}`, brand_code: 'aurora' },
        { account_id: twin.id, device: `dev-${orderNo}`, brand_code: 'aurora' },
      ])
      .execute();
    // Settled bets: a win of 450.00 yesterday, a bigger one 10 days ago (too old), a loss (not a win).
    const bet = (uuid: string, amount: bigint, payout: bigint, daysAgo: number) => ({
      vendor_code: 'E2ETEST',
      bet_uuid: `${orderNo}-${uuid}`,
      brand_code: 'aurora',
      account_id: player.id,
      currency: 'PHP',
      game_code: `game-${uuid}`,
      amount,
      payout,
      status: 'settled' as const,
      round_closed: true,
      settled_at: new Date(Date.now() - daysAgo * 86_400_000),
    });
    await t.db
      .insertInto('vendor_bet')
      .values([bet('win', 5_000n, 50_000n, 1), bet('old', 1_000n, 900_000n, 10), bet('loss', 7_000n, 0n, 1)])
      .execute();
    const finance = await session(['finance']);
    const list = await finance.call('GET', `${A}/withdrawals`);
    expect(list.status).toBe(200);
    const row = list.json.value.list.find((w: { orderNo: string }) => w.orderNo === orderNo);
    expect(row).toMatchObject({
      username: player.username,
      amount: '300.00',
      currency: 'PHP',
      payee: { bankCode: 'BDO', accountNo: '001234567890', holderName: name },
      fourEyes: false,
      approval: null,
    });
    expect(row.risk).toMatchObject({
      // 20,000.00 funded, 300.00 held by the request.
      balance: '19700.00',
      free: '19700.00',
      locked: '0.00',
      turnover: { met: true },
      bonuses: [],
      history: {
        allTime: { deposits: '0.00', depositCount: 0, withdrawals: '0.00', withdrawalCount: 0 },
      },
      sharedIp: { count: 1, usernames: [other.username] },
      sharedDevice: { count: 1, usernames: [twin.username] },
      sharedPayeeName: { count: 1, usernames: [twin.username] },
      bigWins: [
        { game: 'game-win', stake: '50.00', payout: '500.00', win: '450.00', at: expect.any(String) },
      ],
    });
    // Support has no access; risk sees full numbers; the auditor reads, masked.
    expect((await (await session(['support'])).call('GET', `${A}/withdrawals`)).status).toBe(403);
    const auditor = await (await session(['auditor'])).call('GET', `${A}/withdrawals`);
    expect(auditor.status).toBe(200);
    const masked = auditor.json.value.list.find((w: { orderNo: string }) => w.orderNo === orderNo);
    expect(masked.payee.accountNo).toBe('********7890');
  });

  it('counts pending withdrawals in the menu for roles that read them', async () => {
    await pendingWithdrawal();
    const finance = await session(['finance']);
    const counts = (await finance.call('GET', `${A}/counts`)).json.value.counts;
    const pending = await t.db
      .selectFrom('withdrawal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('brand_code', '=', 'aurora')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(counts.withdrawals).toBe(Number(pending.n));
    expect(counts.withdrawals).toBeGreaterThan(0);
    const marketing = (await (await session(['marketing'])).call('GET', `${A}/counts`)).json.value.counts;
    expect(marketing.withdrawals).toBeUndefined();
  });
});

describe('withdrawal decisions', () => {
  it.each<[StaffRole, number]>([
    ['finance', 200],
    ['risk', 200],
    ['owner', 200],
    ['support', 403],
    ['marketing', 403],
    ['auditor', 403],
  ])('%s approving a withdrawal answers %i', async (role, expected) => {
    const { orderNo } = await pendingWithdrawal();
    const staff = await session([role]);
    const answer = await staff.call('POST', `${A}/withdrawals/${orderNo}/approve`, { reason: 'checked ok' });
    expect(answer.status).toBe(expected);
    expect((await status(orderNo)).status).toBe(expected === 200 ? 'approved' : 'pending');
    if (expected === 200) {
      expect(answer.json.value).toMatchObject({ outcome: 'done', status: 'approved', replayed: false });
      expect((await status(orderNo)).decided_by).toBe(`staff:${staff.staff.username}`);
    }
  });

  it('rejects with the reason: the money goes back, the audit row names the staff member and address', async () => {
    const { player, orderNo } = await pendingWithdrawal('500');
    const risk = await session(['risk']);
    const noReason = await risk.call('POST', `${A}/withdrawals/${orderNo}/reject`, { reason: '' });
    expect(noReason.status).toBe(400);
    expect((await status(orderNo)).status).toBe('pending');
    const rejected = await risk.call('POST', `${A}/withdrawals/${orderNo}/reject`, {
      reason: 'payee mismatch',
    });
    expect(rejected.json.value).toMatchObject({ outcome: 'done', status: 'rejected' });
    expect(await balance(t, player)).toBe('20000.00');
    const audit = await t.db
      .selectFrom('ops_action')
      .selectAll()
      .where('target', '=', orderNo)
      .executeTakeFirstOrThrow();
    const staffRow = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', risk.staff.username)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'withdrawal.reject',
      actor: `staff:${risk.staff.username}`,
      reason: 'payee mismatch',
      staff_id: staffRow.id,
      ip: '127.0.0.1',
    });
    // Decided already: approving now is a conflict, nothing paid.
    const late = await risk.call('POST', `${A}/withdrawals/${orderNo}/approve`, { reason: 'changed mind' });
    expect(late.status).toBe(409);
    expect(await payouts(orderNo)).toHaveLength(0);
  });

  it("answers 404 for another brand's order through this brand's path, and for a brand without a role", async () => {
    const lotusPlayer = await makePlayer(t, { brand: 'lotus' });
    await fund(t, lotusPlayer, 10_000_000n);
    const payee = await bindPayee(lotusPlayer, { bankCode: 'VCB' });
    const order = expectOk<{ orderNo: string }>(
      await call(t, 'POST', '/wps/cashier/withdraw', {
        ...lotusPlayer,
        body: {
          amount: '200000',
          payeeAccountId: payee.id,
          paymentPassword: '246810',
          idempotencyKey: key(),
        },
      }),
    );
    const aurora = await session(['owner']);
    const probe = await aurora.call('POST', `${A}/withdrawals/${order.orderNo}/approve`, {
      reason: 'probe it',
    });
    expect(probe.status).toBe(404);
    const list = await aurora.call('GET', `${A}/withdrawals`);
    expect(list.json.value.list.map((w: { orderNo: string }) => w.orderNo)).not.toContain(order.orderNo);
    const lotusStaff = await session(['owner'], 'lotus');
    expect((await lotusStaff.call('GET', `${A}/withdrawals`)).status).toBe(404);
    expect((await status(order.orderNo)).status).toBe('pending');
  });
});

describe('four eyes', () => {
  /** Above aurora's default threshold (10,000.00 PHP). */
  const BIG = '15000';

  async function requested(): Promise<{ player: Player; orderNo: string; first: StaffSession; id: string }> {
    const { player, orderNo } = await pendingWithdrawal(BIG);
    const first = await session(['finance']);
    const asked = await first.call('POST', `${A}/withdrawals/${orderNo}/approve`, { reason: 'big one, ok' });
    expect(asked.status).toBe(200);
    expect(asked.json.value).toMatchObject({ outcome: 'waiting', approval: { kind: 'withdrawal.approve' } });
    return { player, orderNo, first, id: asked.json.value.approval.id };
  }

  it('stores the approval; the requester cannot approve it; a second member pays it once', async () => {
    const { orderNo, first, id } = await requested();
    expect((await status(orderNo)).status).toBe('pending');
    // Asking again answers the same waiting request.
    const again = await first.call('POST', `${A}/withdrawals/${orderNo}/approve`, { reason: 'big one, ok' });
    expect(again.json.value.approval.id).toBe(id);
    const queue = await first.call('GET', `${A}/withdrawals`);
    const row = queue.json.value.list.find((w: { orderNo: string }) => w.orderNo === orderNo);
    expect(row).toMatchObject({ fourEyes: true, approval: { id, status: 'pending' } });
    const own = await first.call('POST', `${A}/approvals/${id}/approve`, { reason: 'me again' });
    expect(own.status).toBe(403);
    expect(own.json.code).toBe('office_own_request');
    const second = await session(['risk']);
    const approved = await second.call('POST', `${A}/approvals/${id}/approve`, { reason: 'second look ok' });
    expect(approved.status).toBe(200);
    expect(approved.json.value).toMatchObject({ status: 'approved', decidedBy: second.staff.username });
    expect(await status(orderNo)).toMatchObject({
      status: 'approved',
      decided_by: `staff:${second.staff.username}`,
    });
    expect(await payouts(orderNo)).toHaveLength(1);
  });

  it('pays once when two approvers press approve at the same time', async () => {
    const { orderNo, id } = await requested();
    const [a, b] = await Promise.all([session(['finance']), session(['owner'])]);
    const answers = await Promise.all([
      a.call('POST', `${A}/approvals/${id}/approve`, { reason: 'racing one' }),
      b.call('POST', `${A}/approvals/${id}/approve`, { reason: 'racing two' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await payouts(orderNo)).toHaveLength(1);
    expect((await status(orderNo)).status).toBe('approved');
    const decisions = await t.db
      .selectFrom('ops_action')
      .select('action')
      .where('target', '=', orderNo)
      .where('action', 'in', ['withdrawal.approve', 'approval.approve'])
      .execute();
    expect(decisions.map((d) => d.action).sort()).toEqual(['approval.approve', 'withdrawal.approve']);
  });

  it('a double click of the requester stores one request', async () => {
    const { orderNo } = await pendingWithdrawal(BIG);
    const first = await session(['finance']);
    const answers = await Promise.all(
      [1, 2].map(() => first.call('POST', `${A}/withdrawals/${orderNo}/approve`, { reason: 'big one, ok' })),
    );
    expect(answers.map((a) => a.json.value.outcome)).toEqual(['waiting', 'waiting']);
    expect(answers[0]!.json.value.approval.id).toBe(answers[1]!.json.value.approval.id);
    const stored = await t.db
      .selectFrom('office_approval')
      .select('id')
      .where('target', '=', orderNo)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('a role that cannot decide withdrawals cannot approve the request either', async () => {
    const { orderNo, id } = await requested();
    const auditor = await session(['auditor']);
    expect(
      (await auditor.call('POST', `${A}/approvals/${id}/approve`, { reason: 'looks fine' })).status,
    ).toBe(403);
    expect((await status(orderNo)).status).toBe('pending');
  });
});
