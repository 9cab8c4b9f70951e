/**
 * Balance, public state, the merchant wallet (single vs multi), transfers between wallets, to the upline and from
 * an agent to its team, the account record and the inbox; every money call refuses trial accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import {
  balance,
  call,
  expectError,
  expectOk,
  fund,
  key,
  makePlayer,
  PAY_PASSWORD,
  type Player,
  sandboxDeposit,
} from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('transfers between accounts', () => {
  async function team() {
    const agent = await makePlayer(t, { type: 1 });
    const member = await makePlayer(t, { uplineId: agent.id });
    const deep = await makePlayer(t, { uplineId: member.id });
    const stranger = await makePlayer(t);
    return { agent, member, deep, stranger };
  }
  const upline = (player: Player, body: Record<string, unknown>) =>
    call(t, 'POST', '/wps/member/transfer/upline', {
      ...player,
      body: { paymentPassword: PAY_PASSWORD, ...body },
    });
  const downline = (player: Player, body: Record<string, unknown>) =>
    call(t, 'POST', '/wps/agent/transfer/downline', {
      ...player,
      body: { paymentPassword: PAY_PASSWORD, ...body },
    });

  it('a member pays its upline (payment password, idempotent, refused without funds)', async () => {
    const { agent, member, stranger } = await team();
    await fund(t, member, 10_000n);
    expectError(
      await upline(member, { amount: '10', paymentPassword: '000000', idempotencyKey: key() }),
      400,
      'payment_password_wrong',
    );
    const k = key();
    const first = expectOk<{ balance: string; transferId: string }>(
      await upline(member, { amount: '40', idempotencyKey: k }),
    );
    expect(first.balance).toBe('60.00');
    expect(
      expectOk<{ transferId: string }>(await upline(member, { amount: '40', idempotencyKey: k })).transferId,
    ).toBe(first.transferId);
    expect(await balance(t, agent)).toBe('40.00');
    expectError(await upline(member, { amount: '60.01', idempotencyKey: key() }), 400, 'insufficient_funds');
    expectError(await upline(stranger, { amount: '1', idempotencyKey: key() }), 400, 'no_upline');
    const record = expectOk<{ content: { type: string; amount: string; reference: string }[] }>(
      await call(t, 'GET', '/wps/member/transactions?type=transfer_upline', agent),
    );
    expect(record.content).toEqual([
      expect.objectContaining({
        type: 'transfer_upline',
        amount: '40.00',
        reference: `${member.username}>${agent.username}`,
      }),
    ]);
  });

  it('an agent pays members of its own team only', async () => {
    const { agent, member, deep, stranger } = await team();
    await fund(t, agent, 100_000n);
    expect(
      expectOk<{ downline: string }>(
        await downline(agent, { downline: member.username, amount: '100', idempotencyKey: key() }),
      ).downline,
    ).toBe(member.username);
    expectOk(
      await downline(agent, { downline: deep.username.toUpperCase(), amount: '50', idempotencyKey: key() }),
    );
    expect(await balance(t, member)).toBe('100.00');
    expect(await balance(t, deep)).toBe('50.00');
    // Outside the team, itself, unknown, another brand: all the same 404, nothing moves.
    for (const target of [stranger.username, agent.username, 'nobody-here']) {
      expectError(
        await downline(agent, { downline: target, amount: '1', idempotencyKey: key() }),
        404,
        'downline_not_found',
      );
    }
    const lotusMember = await makePlayer(t, { brand: 'lotus', uplineId: agent.id });
    expectError(
      await downline(agent, { downline: lotusMember.username, amount: '1', idempotencyKey: key() }),
      404,
      'downline_not_found',
    );
    // Not an agent: refused.
    expectError(
      await downline(member, { downline: deep.username, amount: '1', idempotencyKey: key() }),
      403,
      'non_agent_login',
    );
    expect(await balance(t, agent)).toBe('850.00');
  });
});

describe('account record', () => {
  it('lists postings of the player signed from its view, filtered by type and dates, paged', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    await sandboxDeposit(t, player, '100000', 'pay', 'MOMO_SANDBOX');
    await fund(t, player, 5000n);
    expectOk(
      await call(t, 'POST', '/wps/relay/GCS_walletTransfer', {
        ...player,
        body: { from: 'MAIN', to: 'EVO', amount: '3000', idempotencyKey: key() },
      }),
    );
    const all = expectOk<{
      content: {
        type: string;
        wallet: string;
        amount: string;
        balanceAfter: string;
        reference: string | null;
        createdAt: string;
      }[];
      total: number;
      totals: { in: string; out: string };
    }>(await call(t, 'GET', '/wps/member/transactions', player));
    expect(all.content.map((r) => [r.type, r.wallet, r.amount, r.balanceAfter])).toEqual([
      ['wallet_transfer', 'MAIN', '-3000', '101000'],
      ['wallet_transfer', 'EVO', '3000', '3000'],
      ['adjustment', 'MAIN', '5000', '104000'],
      ['deposit', 'MAIN', '99000', '99000'],
    ]);
    expect(all.totals).toEqual({ in: '107000', out: '3000' });
    const deposits = expectOk<{ content: { reference: string }[] }>(
      await call(t, 'GET', '/wps/member/transactions?type=deposit', player),
    );
    expect(deposits.content).toHaveLength(1);
    expect(deposits.content[0]!.reference).toMatch(/^D/);
    const main = expectOk<{ total: number }>(
      await call(t, 'GET', '/wps/member/transactions?wallet=MAIN', player),
    );
    expect(main.total).toBe(3);
    const page2 = expectOk<{ content: unknown[]; pageNum: number; totalPages: number }>(
      await call(t, 'GET', '/wps/member/transactions?pageNo=2&pageSize=3', player),
    );
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(page2.content).toHaveLength(1);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(
      expectOk<{ total: number }>(
        await call(t, 'GET', `/wps/member/transactions?from=${future}&to=${later}`, player),
      ).total,
    ).toBe(0);
    const past30 = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(
      expectOk<{ total: number }>(await call(t, 'GET', `/wps/member/transactions?from=${past30}`, player))
        .total,
    ).toBe(4);
    expectError(
      await call(t, 'GET', '/wps/member/transactions?from=yesterday', player),
      400,
      'invalid_request',
    );
    expectError(
      await call(t, 'GET', `/wps/member/transactions?from=${later}&to=${future}`, player),
      400,
      'invalid_request',
    );
    expectError(
      await call(t, 'GET', '/wps/member/transactions?pageSize=1000', player),
      400,
      'invalid_request',
    );
    // Another player sees none of it.
    const other = await makePlayer(t, { brand: 'lotus' });
    expect(expectOk<{ total: number }>(await call(t, 'GET', '/wps/member/transactions', other)).total).toBe(
      0,
    );
  });
});

describe('inbox', () => {
  it('lists translated messages, counts unread, marks read and deletes only own messages', async () => {
    const player = await makePlayer(t);
    await sandboxDeposit(t, player, '100');
    await sandboxDeposit(t, player, '200', 'fail');
    expect(expectOk(await call(t, 'GET', '/wps/relay/CSP_unreadCount', player))).toBe(2);
    const list = expectOk<{
      content: { id: string; kind: string; title: string; content: string; read: boolean }[];
      unread: number;
    }>(await call(t, 'GET', '/wps/member/messages', player));
    expect(list.content.map((m) => [m.kind, m.title, m.read])).toEqual([
      ['deposit_failed', 'Deposit failed', false],
      ['deposit_credited', 'Deposit credited', false],
    ]);
    expect(list.content[1]!.content).toContain('₱100.00');
    const tagalog = expectOk<{ content: { title: string }[] }>(
      await call(t, 'GET', '/wps/member/messages?language=ty', player),
    );
    expect(tagalog.content[1]!.title).toBe('Naikredito ang deposito');
    const other = await makePlayer(t);
    // Another player's ids are not touched.
    expect(
      expectOk(
        await call(t, 'POST', '/wps/member/messages/read', {
          ...other,
          body: { ids: [list.content[0]!.id] },
        }),
      ),
    ).toEqual({
      updated: 0,
      unread: 0,
    });
    expect(
      expectOk(
        await call(t, 'POST', '/wps/member/messages/delete', {
          ...other,
          body: { ids: [list.content[0]!.id] },
        }),
      ),
    ).toEqual({
      deleted: 0,
      unread: 0,
    });
    expect(
      expectOk(
        await call(t, 'POST', '/wps/member/messages/read', {
          ...player,
          body: { ids: [list.content[0]!.id] },
        }),
      ),
    ).toEqual({
      updated: 1,
      unread: 1,
    });
    expect(
      expectOk<{ content: unknown[] }>(await call(t, 'GET', '/wps/member/messages?unread=true', player))
        .content,
    ).toHaveLength(1);
    expect(
      expectOk(await call(t, 'POST', '/wps/member/messages/read', { ...player, body: { all: true } })),
    ).toEqual({ updated: 1, unread: 0 });
    expect(
      expectOk(
        await call(t, 'POST', '/wps/member/messages/delete', {
          ...player,
          body: { ids: [list.content[1]!.id] },
        }),
      ),
    ).toEqual({
      deleted: 1,
      unread: 0,
    });
    expect(expectOk<{ total: number }>(await call(t, 'GET', '/wps/member/messages', player)).total).toBe(1);
    expectError(
      await call(t, 'POST', '/wps/member/messages/read', { ...player, body: { ids: ['x'] } }),
      400,
      'invalid_request',
    );
  });
});
