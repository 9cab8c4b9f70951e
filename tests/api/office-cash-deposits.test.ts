import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@/core/office/roles';
import { staffSession } from '../support/office';
import { deposit, setupSuite, t } from './wallet-deposit-suite';
import { balance, expectOk, key, makePlayer, type Player } from './wallet-support';

/**
 * The back office's manual deposits queue (issue 26): payer details and history, confirm / reject with a reason
 * through decideDeposit (the ops CLI's call, with the promotions' hooks), roles, brand isolation, masking.
 */
setupSuite();

const A = '/office/api/b/aurora';
const session = (roles: StaffRole[], brand = 'aurora') => staffSession(t.app, { [brand]: roles });

async function manualDeposit(player?: Player, amount = '800', method = 'BDO_BANK') {
  const who = player ?? (await makePlayer(t));
  const order = expectOk<{ orderNo: string }>(await deposit(who, { method, amount, idempotencyKey: key() }));
  return { player: who, orderNo: order.orderNo };
}

const depositRow = (orderNo: string) =>
  t.db.selectFrom('payment_deposit').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

describe('manual deposits queue', () => {
  it('lists pending manual deposits only, with the payer and the history; numbers masked without PII', async () => {
    const { player, orderNo } = await manualDeposit();
    const { orderNo: psp } = await manualDeposit(player, '150', 'GCASH_QR');
    await t.db
      .insertInto('payee_account')
      .values({
        brand_code: 'aurora',
        account_id: player.id,
        kind: 'bank',
        bank_code: 'BDO',
        account_no: '009988776655',
        holder_name: 'Juan Dela Cruz',
      })
      .execute();
    const finance = await session(['finance']);
    const list = await finance.call('GET', `${A}/deposits`);
    expect(list.status).toBe(200);
    const orders = list.json.value.list.map((d: { orderNo: string }) => d.orderNo);
    expect(orders).toContain(orderNo);
    expect(orders).not.toContain(psp);
    const row = list.json.value.list.find((d: { orderNo: string }) => d.orderNo === orderNo);
    expect(row).toMatchObject({
      username: player.username,
      amount: '800.00',
      currency: 'PHP',
      method: { code: 'BDO_BANK', bankName: 'BDO Unibank', accountNo: '0012-3456-7890' },
      payer: {
        name: 'Juan Dela Cruz',
        accounts: [{ bankCode: 'BDO', accountNo: '009988776655', holderName: 'Juan Dela Cruz' }],
      },
      history: { allTime: { deposits: '0.00', depositCount: 0 } },
      otherPending: 0,
    });
    const auditor = await (await session(['auditor'])).call('GET', `${A}/deposits`);
    const masked = auditor.json.value.list.find((d: { orderNo: string }) => d.orderNo === orderNo);
    expect(masked.payer.accounts[0].accountNo).toBe('********6655');
    expect((await (await session(['support'])).call('GET', `${A}/deposits`)).status).toBe(403);
    const counts = (await finance.call('GET', `${A}/counts`)).json.value.counts;
    expect(counts.deposits).toBe(list.json.value.total);
  });

  it.each<[StaffRole, number]>([
    ['finance', 200],
    ['owner', 200],
    ['risk', 403],
    ['support', 403],
    ['marketing', 403],
    ['auditor', 403],
  ])('%s confirming a deposit answers %i', async (role, expected) => {
    const { player, orderNo } = await manualDeposit();
    const staff = await session([role]);
    const answer = await staff.call('POST', `${A}/deposits/${orderNo}/confirm`, { reason: 'on statement' });
    expect(answer.status).toBe(expected);
    expect((await depositRow(orderNo)).status).toBe(expected === 200 ? 'credited' : 'pending');
    expect(await balance(t, player)).toBe(expected === 200 ? '800.00' : '0.00');
  });

  it('confirms once, with its deposit bonus queued, audited with staff and address', async () => {
    const { player, orderNo } = await manualDeposit();
    const finance = await session(['finance']);
    const noReason = await finance.call('POST', `${A}/deposits/${orderNo}/confirm`, {});
    expect(noReason.status).toBe(400);
    const first = await finance.call('POST', `${A}/deposits/${orderNo}/confirm`, { reason: 'on statement' });
    expect(first.json.value).toMatchObject({ orderNo, status: 'credited', replayed: false });
    const again = await finance.call('POST', `${A}/deposits/${orderNo}/confirm`, { reason: 'on statement' });
    expect(again.json.value).toMatchObject({ status: 'credited', replayed: true });
    expect(await balance(t, player)).toBe('800.00');
    // The promotions' hooks ran in the credit: aurora's deposit bonus is asked for this deposit.
    const row = await depositRow(orderNo);
    const job = await t.db
      .selectFrom('job')
      .select('kind')
      .where('dedupe_key', '=', `promotions.deposit:${row.id}`)
      .executeTakeFirst();
    expect(job?.kind).toBe('promotions.deposit');
    const audit = await t.db.selectFrom('ops_action').selectAll().where('target', '=', orderNo).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'deposit.confirm',
      actor: `staff:${finance.staff.username}`,
      reason: 'on statement',
      ip: '127.0.0.1',
    });
    expect(audit[0]!.staff_id).not.toBeNull();
    const reject = await finance.call('POST', `${A}/deposits/${orderNo}/reject`, { reason: 'too late' });
    expect(reject.status).toBe(409);
  });

  it('rejects with the reason; nothing credited', async () => {
    const { player, orderNo } = await manualDeposit();
    const owner = await session(['owner']);
    const rejected = await owner.call('POST', `${A}/deposits/${orderNo}/reject`, {
      reason: 'no transfer seen',
    });
    expect(rejected.json.value).toMatchObject({ status: 'failed', replayed: false });
    expect(await depositRow(orderNo)).toMatchObject({ status: 'failed', failure_reason: 'no transfer seen' });
    expect(await balance(t, player)).toBe('0.00');
  });

  it("answers 404 for a lotus deposit through aurora's path", async () => {
    const lotusPlayer = await makePlayer(t, { brand: 'lotus' });
    const order = expectOk<{ orderNo: string }>(
      await deposit(lotusPlayer, { method: 'VCB_BANK', amount: '200000', idempotencyKey: key() }),
    );
    const aurora = await session(['owner']);
    const probe = await aurora.call('POST', `${A}/deposits/${order.orderNo}/confirm`, { reason: 'probe it' });
    expect(probe.status).toBe(404);
    expect((await depositRow(order.orderNo)).status).toBe('pending');
    const list = await aurora.call('GET', `${A}/deposits`);
    expect(list.json.value.list.map((d: { orderNo: string }) => d.orderNo)).not.toContain(order.orderNo);
    expect((await (await session(['finance'], 'lotus')).call('GET', `${A}/deposits`)).status).toBe(404);
  });
});
