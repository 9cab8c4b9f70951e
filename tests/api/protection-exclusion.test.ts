/**
 * Responsible gaming — take-a-break and self-exclusion (issue 27, docs/responsible-gaming.md): an excluded player is
 * refused at login, deposit (request and credit), every bet path (the seamless-wallet protocol with its own codes,
 * originals, lottery), promotions (no offers, no claims, no credits), referral rewards, agent earnings and agent
 * transfers; a break ends by itself; a self-exclusion can be lifted by no one.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '@/server/context';
import { awardLoyalty } from '@/server/modules/bonus/loyalty-award';
import { windowFigures } from '@/server/modules/contracts/contract-figures';
import { recordExclusion } from '@/server/modules/member/protection.service';
import { activeExclusion } from '@/server/modules/protection/exclusion';
import { payReferral } from '@/server/modules/referral/referral.service';
import { createSession } from '@/server/modules/session/session.repository';
import { exclusionCommand } from '../../scripts/ops-exclusion';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { northBet } from './lottery-support';
import { bet, launchReal } from './originals-support';
import { openBet, playVendor, uuid, vendorClient, vendorPlayer } from './vendor-support';
import {
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  LOGIN_PASSWORD,
  makePlayer,
  PAY_PASSWORD,
  type Player,
  postCallback,
  runJobs,
} from './wallet-support';

let t: TestApp;

beforeAll(async () => {
  t = await createGamesApp({ rateLimits: false });
  await t.app.lottery.openDraws();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const login = (player: Player) =>
  call(t, 'POST', '/wps/session/login', {
    brand: player.brand,
    body: { type: 'username', username: player.username, password: LOGIN_PASSWORD },
  });

/** The player takes an exclusion on their own screen (their session ends with it). */
async function takes(player: Player, period: string) {
  return expectOk<{ kind: string; period: string; endsAt: string | null }>(
    await call(t, 'POST', '/wps/member/protection/exclusion', {
      ...player,
      body: { period, confirmed: true },
    }),
  );
}

/** A session made without logging in (as one issued just before the exclusion): the paths' own guard is tested. */
async function sessionOf(player: Player): Promise<Player> {
  const token = await createSession(
    t.db,
    { accountId: player.id, brandCode: player.brand, kind: 'member', ip: '10.0.0.2' },
    { idleMinutes: 60, maxHours: 24 },
  );
  return { ...player, token };
}

const ctxOf = (brand: string, now?: Date) =>
  serviceContext({ db: t.db, brand: brandOf(t, brand), messaging: t.app.messaging, ...(now ? { now } : {}) });

describe('taking a break', () => {
  it('signs the player out everywhere and refuses login, naming when the break ends', async () => {
    const player = await makePlayer(t);
    const other = await sessionOf(player);
    expectOk(await login(player));
    const state = expectOk<{ exclusion: unknown; breakPeriods: string[] }>(
      await call(t, 'GET', '/wps/member/protection', player),
    );
    expect(state.exclusion).toBeNull();
    expect(state.breakPeriods).toEqual(['24h', '1w', '1m', '6w']);
    const taken = await takes(player, '24h');
    expect(taken.kind).toBe('break');
    const hours = (Date.parse(taken.endsAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Every session is gone: the one that took it and the other.
    expectError(await call(t, 'GET', '/wps/member/protection', player), 401, 'unauthorized');
    expectError(await call(t, 'GET', '/wps/member/protection', other), 401, 'unauthorized');
    const refused = expectError(await login(player), 403, 'protection_break');
    // The message names the end (the brand's zone, Asia/Manila for aurora) in the request's language.
    const end = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    }).format(new Date(taken.endsAt!));
    expect(refused.message).toContain(end);
  });

  it('refuses a period that is not offered and an unconfirmed request', async () => {
    const player = await makePlayer(t);
    const two = await call(t, 'POST', '/wps/member/protection/exclusion', {
      ...player,
      body: { period: '2h', confirmed: true },
    });
    expect(two.statusCode).toBe(400);
    const unconfirmed = await call(t, 'POST', '/wps/member/protection/exclusion', {
      ...player,
      body: { period: '24h' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(await activeExclusion(t.db, player.id)).toBeUndefined();
    expectOk(await login(player));
  });

  it('ends by itself: a break taken 25 hours ago no longer refuses anything', async () => {
    const player = await makePlayer(t);
    const start = new Date(Date.now() - 25 * 3_600_000);
    await recordExclusion(ctxOf('aurora', start), player.id, '24h', { player: true });
    // An hour after its start it refused; now it has ended.
    expect(await activeExclusion(t.db, player.id, new Date(start.getTime() + 3_600_000))).toMatchObject({
      kind: 'break',
    });
    expect(await activeExclusion(t.db, player.id)).toBeUndefined();
    expectOk(await login(player));
  });
});

describe('self-exclusion', () => {
  it('is confirmed by email and can be lifted by no one', async () => {
    const player = await makePlayer(t);
    const email = `rg${randomUUID().slice(0, 8)}@example.com`;
    await t.db.updateTable('account').set({ email }).where('id', '=', player.id).execute();
    const taken = await takes(player, '6m');
    expect(taken.kind).toBe('self_exclusion');
    expectError(await login(player), 403, 'protection_self_excluded');
    // Sent by the job queue once the exclusion committed; running the queue again sends nothing more.
    await runJobs(t);
    await runJobs(t);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('destination', '=', email)
      .where('channel', '=', 'email')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('self-exclusion');
    expect(mail[0]!.body).toContain(player.username);
    expect(mail[0]!.body).toContain('cannot be lifted early');

    // An operator recording a shorter break does not shorten it: the one that ends last applies.
    await recordExclusion(ctxOf('aurora'), player.id, '24h', { actor: 'ops:test', reason: 'phone call' });
    expect((await activeExclusion(t.db, player.id))?.kind).toBe('self_exclusion');
    // Not even the database lets a row be changed or removed.
    await expect(
      sql`update protection_exclusion set ends_at = now() + interval '1 second' where account_id = ${player.id}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/never changed nor lifted/);
    await expect(
      sql`delete from protection_exclusion where account_id = ${player.id}`.execute(t.db),
    ).rejects.toThrow(/never changed nor lifted/);
    expectError(await login(player), 403, 'protection_self_excluded');
  });

  it('permanent: refused for good, the email says so', async () => {
    const player = await makePlayer(t);
    const taken = await takes(player, 'permanent');
    expect(taken.endsAt).toBeNull();
    expectError(await login(player), 403, 'protection_self_excluded_permanent');
    const far = new Date(Date.now() + 100 * 365 * 86_400_000);
    expect((await activeExclusion(t.db, player.id, far))?.endsAt).toBeNull();
  });

  it('is shared by the brands of one operator group (same email)', async () => {
    await sql`update brand set operator_group = 'rg-test' where code in ('aurora', 'lotus')`.execute(t.db);
    try {
      const email = `twin${randomUUID().slice(0, 8)}@example.com`;
      const onAurora = await makePlayer(t);
      const onLotus = await makePlayer(t, { brand: 'lotus' });
      const onSiam = await makePlayer(t, { brand: 'siam' });
      for (const p of [onAurora, onLotus, onSiam])
        await t.db.updateTable('account').set({ email }).where('id', '=', p.id).execute();
      const lotusSession = await sessionOf(onLotus);
      await takes(onAurora, '1y');
      expectError(await login(onLotus), 403, 'protection_self_excluded');
      // Its sessions on the sister brand ended too.
      expectError(await call(t, 'GET', '/wps/member/protection', lotusSession), 401, 'unauthorized');
      // Another operator's brand is not concerned (the same email there is not excluded).
      expect(await activeExclusion(t.db, onSiam.id)).toBeUndefined();
      expect(await activeExclusion(t.db, onLotus.id)).toMatchObject({
        kind: 'self_exclusion',
        brandCode: 'aurora',
      });
    } finally {
      await sql`update brand set operator_group = null where code in ('aurora', 'lotus')`.execute(t.db);
    }
  });
});

describe('an excluded player is refused on every path', () => {
  it('deposit request, and the credit of an order made before the exclusion', async () => {
    const player = await makePlayer(t);
    const order = expectOk<{ orderNo: string }>(
      await call(t, 'POST', '/wps/cashier/deposit', {
        ...player,
        body: { method: 'GCASH_QR', amount: '500', idempotencyKey: randomUUID() },
      }),
    );
    await takes(player, '1w');
    const again = await sessionOf(player);
    expectError(
      await call(t, 'POST', '/wps/cashier/deposit', {
        ...again,
        body: { method: 'GCASH_QR', amount: '500', idempotencyKey: randomUUID() },
      }),
      403,
      'protection_break',
    );
    // The provider reports the earlier order paid: nothing is credited, the order fails with the reason.
    const row = await t.db
      .selectFrom('payment_deposit')
      .selectAll()
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      orderNo: order.orderNo,
      status: 'success',
      amount: row.amount.toString(),
      currency: row.currency,
      providerTxnId: `T${randomUUID().slice(0, 8)}`,
    });
    const callback = await postCallback(t, 'aurora', 'GCASH_QR', body);
    expect(callback.statusCode, callback.body).toBe(200);
    const after = await t.db
      .selectFrom('payment_deposit')
      .select(['status', 'failure_reason', 'transfer_id'])
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      status: 'failed',
      failure_reason: 'refused: protection_break',
      transfer_id: null,
    });
  });

  it('seamless-wallet bet: the vendor is answered RS_ERROR_USER_DISABLED, nothing posted; wins still settle', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 100_000n);
    const open = await openBet(t, player, 'PG', 1000);
    await recordExclusion(ctxOf('aurora'), player.id, '1m', { player: true });
    const client = vendorClient(t, 'PG');
    const p = await vendorPlayer(t, 'PG', { player });
    const transfers = await t.db.selectFrom('ledger_transfer').select('id').execute();
    const answer = await client.post('bet', {
      request_uuid: uuid(),
      user: `${p.id}`,
      currency: p.currency,
      token: p.vendorToken,
      transaction_uuid: uuid(),
      round: `r-${uuid()}`,
      round_closed: false,
      game_code: open.game.gameCode,
      amount: 500,
    });
    expect(answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect(await t.db.selectFrom('ledger_transfer').select('id').execute()).toHaveLength(transfers.length);
    // The round open before the break still settles (the player is paid what they won).
    await open.settle(2000);
  });

  it('seamless-wallet retry: a bet taken before the break answers its retry as it answered the first time', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 100_000n);
    const client = vendorClient(t, 'PG');
    const p = await vendorPlayer(t, 'PG', { player });
    const open = await openBet(t, player, 'PG', 1000);
    const body = {
      request_uuid: uuid(),
      user: `${p.id}`,
      currency: p.currency,
      token: p.vendorToken,
      transaction_uuid: uuid(),
      round: `r-${uuid()}`,
      round_closed: false,
      game_code: open.game.gameCode,
      amount: 500,
    };
    const first = await client.post('bet', body);
    expect(first.status).toBe('RS_OK');
    await recordExclusion(ctxOf('aurora'), player.id, '1m', { player: true });
    const transfers = await t.db.selectFrom('ledger_transfer').select('id').execute();
    // The vendor did not hear the answer and sends the same bet again: same answer, nothing posted twice.
    const retry = await client.post('bet', { ...body, request_uuid: uuid() });
    expect({ ...retry, request_uuid: '' }).toEqual({ ...first, request_uuid: '' });
    expect(await t.db.selectFrom('ledger_transfer').select('id').execute()).toHaveLength(transfers.length);
    // A new bet is refused.
    const fresh = await client.post('bet', { ...body, request_uuid: uuid(), transaction_uuid: uuid() });
    expect(fresh.status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('originals and lottery refuse with the break, not a generic error', async () => {
    const client = await launchReal(t, 'dice', { funds: 100_000n });
    const player = client.player!;
    await recordExclusion(ctxOf('aurora'), player.id, '6w', { player: true });
    expectError(
      await bet(t, client, 'dice', '1.00', { target: 50, direction: 'over' }),
      403,
      'protection_break',
    );
    const bettor = await makePlayer(t);
    await fund(t, bettor, 100_000n);
    await recordExclusion(ctxOf('aurora'), bettor.id, '24h', { player: true });
    const lottery = await call(t, 'POST', '/wps/lottery/bets', {
      ...(await sessionOf(bettor)),
      body: await northBet(t),
    });
    expectError(lottery, 403, 'protection_break');
  });

  it('promotions: none offered, none claimed, nothing credited', async () => {
    const player = await makePlayer(t);
    const before = expectOk<{ promotions: unknown[] }>(await call(t, 'GET', '/wps/promotions', player));
    expect(before.promotions.length).toBeGreaterThan(0);
    await takes(player, '24h');
    const again = await sessionOf(player);
    expect(
      expectOk<{ promotions: unknown[] }>(await call(t, 'GET', '/wps/promotions', again)).promotions,
    ).toEqual([]);
    const promotion = brandOf(t, 'aurora').promotions[0]!;
    expectError(
      await call(t, 'POST', `/wps/promotions/${promotion.id}/claim`, { ...again, body: {} }),
      403,
      'protection_break',
    );
    await expect(
      awardLoyalty(t.db, {
        brand: brandOf(t, 'aurora'),
        accountId: player.id,
        program: 'vip',
        kind: 'vip',
        key: `rg-test:${player.id}`,
        source: 'test',
        amount: 1000n,
        turnoverMultiplier: 1,
        status: 'credited',
      } as Parameters<typeof awardLoyalty>[1]),
    ).rejects.toMatchObject({ code: 'protection_break' });
  });

  it('referral rewards: none for an excluded referrer nor for an excluded referee', async () => {
    const brand = brandOf(t, 'aurora');
    const cfg = {
      title: undefined,
      reward: { amount: 1000, turnoverMultiplier: 1 },
    } as unknown as Parameters<typeof payReferral>[2];
    const referrer = await makePlayer(t);
    const referee = await makePlayer(t);
    await recordExclusion(ctxOf('aurora'), referee.id, '24h', { player: true });
    await expect(
      payReferral(
        t.db,
        brand,
        cfg,
        { id: referee.id, username: referee.username, referrer_id: referrer.id },
        null,
      ),
    ).rejects.toMatchObject({ code: 'protection_break' });
    const referee2 = await makePlayer(t);
    await recordExclusion(ctxOf('aurora'), referrer.id, '6m', { player: true });
    await expect(
      payReferral(
        t.db,
        brand,
        cfg,
        { id: referee2.id, username: referee2.username, referrer_id: referrer.id },
        null,
      ),
    ).rejects.toMatchObject({ code: 'protection_self_excluded' });
  });

  it('agents: no earnings from an excluded member, no transfer to one', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const member = await makePlayer(t, { uplineId: agent.id });
    const keeps = await makePlayer(t, { uplineId: agent.id });
    for (const p of [member, keeps]) {
      await fund(t, p, 100_000n);
      await playVendor(t, p, 'PG', 1000, 0);
    }
    await fund(t, agent, 100_000n);
    const from = new Date(Date.now() - 3_600_000);
    const window = {
      contract: 1n,
      agent: agent.id,
      from,
      to: new Date(Date.now() + 60_000),
      thresholds: [0n],
    };
    const members = async () =>
      ((await windowFigures(t.db, 'aurora', 'dividend', [window])).rows.get(1n)?.get(0n) ?? [])
        .map((r) => r.account)
        .sort();
    expect(await members()).toEqual([member.id, keeps.id].sort());
    await recordExclusion(ctxOf('aurora'), member.id, '5y', { actor: 'ops:test', reason: 'by phone' });
    expect(await members()).toEqual([keeps.id]);
    expectError(
      await call(t, 'POST', '/wps/agent/transfer/downline', {
        ...agent,
        body: {
          amount: '25',
          downline: member.username,
          paymentPassword: PAY_PASSWORD,
          idempotencyKey: randomUUID(),
        },
      }),
      403,
      'protection_self_excluded',
    );
    expectOk(
      await call(t, 'POST', '/wps/agent/transfer/downline', {
        ...agent,
        body: {
          amount: '25',
          downline: keeps.username,
          paymentPassword: PAY_PASSWORD,
          idempotencyKey: randomUUID(),
        },
      }),
    );
  });
});

describe('ops commands', () => {
  it('protection shows the state; exclusion-record records one with who and why', async () => {
    const player = await makePlayer(t);
    const printed: Record<string, unknown>[] = [];
    const run = (command: string, values: Record<string, string>) =>
      exclusionCommand({
        command,
        target: player.username,
        values,
        required: (name: string) => {
          const value = values[name];
          if (!value) throw new Error(`--${name} is required`);
          return value;
        },
        brands: t.brands,
        brandByCode: (code: string) => brandOf(t, code),
        db: t.db,
        printTable: (rows) => printed.push(...rows),
        usage: (message: string) => new Error(message),
      } as Parameters<typeof exclusionCommand>[0]);
    await expect(run('exclusion-record', { brand: 'aurora', period: '6m', by: 'ops:anna' })).rejects.toThrow(
      /reason/,
    );
    await expect(
      run('exclusion-record', { brand: 'aurora', period: '3d', by: 'ops:anna', reason: 'phone' }),
    ).rejects.toThrow(/period/);
    expect(await activeExclusion(t.db, player.id)).toBeUndefined();
    expect(
      await run('exclusion-record', {
        brand: 'aurora',
        period: '6m',
        by: 'ops:anna',
        reason: 'asked by phone',
      }),
    ).toBe(0);
    expect(await run('protection', { brand: 'aurora' })).toBe(0);
    expect(printed).toMatchObject([{ player: player.username, kind: 'self_exclusion', period: '6m' }]);
    const row = await t.db
      .selectFrom('protection_exclusion')
      .select(['recorded_by', 'reason'])
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ recorded_by: 'ops:anna', reason: 'asked by phone' });
    // The operator's action is audited with who and why.
    const audit = await t.db
      .selectFrom('ops_action')
      .selectAll()
      .where('action', '=', 'protection.exclusion')
      .where('target', '=', player.username)
      .execute();
    expect(audit).toMatchObject([{ actor: 'ops:anna', reason: 'asked by phone' }]);
    expectError(await login(player), 403, 'protection_self_excluded');
  });
});
