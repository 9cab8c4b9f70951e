import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { playersCommand } from '../../scripts/ops-players';
import { staffSession } from '../support/office';
import {
  call,
  expectError,
  expectOk,
  loginOk,
  makeAccount,
  passwordLogin,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

/**
 * Player 360's actions (issue 26): lock / unlock, forced password change, 2FA reset (console and ops CLI, one
 * service), balance adjustments with two-person approval above the brand's threshold, bonus cancel and an
 * exclusion recorded by staff; each in the audit log with the staff member.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const base = (id: bigint | string) => `/office/api/b/aurora/players/${id}`;
const player = () => makeAccount(t, { username: uniqueName('act') });
const ip = '192.0.2.10';

async function audit(target: string) {
  return t.db
    .selectFrom('ops_action')
    .select(['action', 'actor', 'staff_id', 'reason', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
}

describe('lock and unlock', () => {
  it('a locked player cannot log in and their session ends; unlock restores it', async () => {
    const p = await player();
    const { token } = await loginOk(t, p, { ip });
    const risk = await staffSession(t.app, { aurora: ['risk'] });
    const lock = await risk.call('POST', `${base(p.id)}/control/lock`, {
      reason: 'chargeback fraud, case 7',
    });
    expect(lock.json.value).toMatchObject({ status: 'locked', changed: true });
    expect((await call(t, 'GET', '/wps/member/info', { token, ip })).statusCode).toBe(401);
    expectError(await passwordLogin(t, p, { ip }), 403, 'account_disabled');
    // Locking again changes nothing and records nothing more.
    expect(
      (await risk.call('POST', `${base(p.id)}/control/lock`, { reason: 'again' })).json.value.changed,
    ).toBe(false);
    const unlock = await risk.call('POST', `${base(p.id)}/control/unlock`, { reason: 'case 7 closed' });
    expect(unlock.json.value).toMatchObject({ status: 'active', changed: true });
    await loginOk(t, p, { ip });
    const rows = await audit(p.username);
    expect(rows.map((r) => [r.action, r.actor, r.reason])).toEqual([
      ['player.lock', `staff:${risk.staff.username}`, 'chargeback fraud, case 7'],
      ['player.unlock', `staff:${risk.staff.username}`, 'case 7 closed'],
    ]);
    expect(rows[0]!.staff_id).not.toBeNull();
    expect(rows[0]!.before).toMatchObject({ status: 'active' });
    expect(rows[0]!.after).toMatchObject({ status: 'disabled' });
    expect((await risk.call('POST', `${base(p.id)}/control/lock`, { reason: '' })).status).toBe(400);
  });

  it('the ops CLI locks through the same service', async () => {
    const p = await player();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const required = (values: Record<string, string>) => (name: string) => {
      const value = values[name];
      if (!value) throw new Error(`--${name} is required`);
      return value;
    };
    const input = (command: string) => ({
      command,
      target: p.username,
      values: {},
      required: required({ brand: 'aurora', by: 'alice', reason: 'asked by compliance' }),
      brands: t.brands,
      brandByCode: (code: string) => t.brands.find((b) => b.config.code === code)!,
      db: t.db,
      printTable: () => {},
      usage: (message: string) => new Error(message),
    });
    expect(await playersCommand(input('player-lock'))).toBe(0);
    log.mockRestore();
    expectError(await passwordLogin(t, p, { ip }), 403, 'account_disabled');
    const rows = await audit(p.username);
    expect(rows.map((r) => [r.action, r.actor, r.staff_id])).toEqual([['player.lock', 'cli:alice', null]]);
  });
});

describe('password and 2FA', () => {
  it('a forced password change is demanded at the next login', async () => {
    const p = await player();
    expect((await loginOk(t, p, { ip })).mustChangePassword).toBe(false);
    const support = await staffSession(t.app, { aurora: ['support'] });
    const answer = await support.call('POST', `${base(p.id)}/control/force-password`, {
      reason: 'password shared',
    });
    expect(answer.json.value).toMatchObject({ mustChangePassword: true, changed: true });
    expect((await loginOk(t, p, { ip })).mustChangePassword).toBe(true);
  });

  it('a 2FA reset lets the player log in from a new address without the authenticator', async () => {
    const p = await player();
    await loginOk(t, p, { ip });
    await t.db
      .updateTable('account')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled: true })
      .where('id', '=', p.id)
      .execute();
    const challenged = expectError<{ methods: string[] }>(
      await passwordLogin(t, p, { ip: '192.0.2.11' }),
      428,
      'verification_required',
    );
    expect(challenged.value.methods).toEqual(['totp']);
    const support = await staffSession(t.app, { aurora: ['support'] });
    const answer = await support.call('POST', `${base(p.id)}/control/reset-2fa`, {
      reason: 'lost phone, ID checked',
    });
    expect(answer.json.value).toMatchObject({ totpEnabled: false, changed: true });
    await loginOk(t, p, { ip: '192.0.2.12' });
    const row = await t.db
      .selectFrom('account')
      .select(['totp_secret', 'totp_enabled'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled: false });
  });
});

describe('balance adjustment', () => {
  it('above the threshold needs a second staff member; the requester cannot approve; paid once', async () => {
    const p = await player();
    const first = await staffSession(t.app, { aurora: ['finance'] });
    const second = await staffSession(t.app, { aurora: ['finance'] });
    const key = randomUUID();
    const asked = await first.call('POST', `${base(p.id)}/adjust`, {
      amount: '20000',
      reason: 'tournament prize',
      key,
    });
    expect(asked.json.value).toMatchObject({ status: 'requested', balance: null });
    const id = asked.json.value.approvalId as string;
    const money = async () => (await first.call('GET', `${base(p.id)}/money`)).json.value.balance;
    expect(await money()).toBe('0.00');
    const own = await first.call('POST', `/office/api/b/aurora/approvals/${id}/approve`, {
      reason: 'looks fine',
    });
    expect(own.status).toBe(403);
    expect(own.json.code).toBe('office_own_request');
    const support = await staffSession(t.app, { aurora: ['support'] });
    expect(
      (await support.call('POST', `/office/api/b/aurora/approvals/${id}/approve`, { reason: 'looks fine' }))
        .status,
    ).toBe(403);
    const approved = await second.call('POST', `/office/api/b/aurora/approvals/${id}/approve`, {
      reason: 'checked the results',
    });
    expect(approved.json.value.status).toBe('approved');
    expect(await money()).toBe('20000.00');
    const again = await second.call('POST', `/office/api/b/aurora/approvals/${id}/approve`, {
      reason: 'twice',
    });
    expect(again.status).toBe(409);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'amount'])
      .where('kind', '=', 'adjustment')
      .where('reference', '=', `approval:${id}`)
      .execute();
    expect(transfers).toEqual([{ idempotency_key: `adjust:approval:${id}`, amount: 2_000_000n }]);
    expect(await money()).toBe('20000.00');
  });

  it('below the threshold posts at once, once per console key; a debit beyond the free money is refused', async () => {
    const p = await player();
    const finance = await staffSession(t.app, { aurora: ['finance'] });
    const key = randomUUID();
    const body = { amount: '75', reason: 'compensation', key };
    expect((await finance.call('POST', `${base(p.id)}/adjust`, body)).json.value.balance).toBe('75.00');
    expect((await finance.call('POST', `${base(p.id)}/adjust`, body)).json.value.balance).toBe('75.00');
    const refused = await finance.call('POST', `${base(p.id)}/adjust`, {
      amount: '-100',
      reason: 'claw back',
      key: randomUUID(),
    });
    expect(refused.json.value.status).toBe('refused');
    expect((await finance.call('GET', `${base(p.id)}/money`)).json.value.balance).toBe('75.00');
    const bad = await finance.call('POST', `${base(p.id)}/adjust`, {
      amount: '1.234',
      reason: 'too precise',
      key: randomUUID(),
    });
    expect(bad.status).toBe(400);
  });
});

describe('exclusion by phone', () => {
  it('records a break the player asked for; the player is signed out and cannot log in', async () => {
    const p = await player();
    const { token } = await loginOk(t, p, { ip });
    const support = await staffSession(t.app, { aurora: ['support'] });
    const answer = await support.call('POST', `${base(p.id)}/exclusion`, {
      period: '1w',
      reason: 'asked by phone, call 555',
    });
    expect(answer.json.value).toMatchObject({ kind: 'break', period: '1w' });
    expect((await call(t, 'GET', '/wps/member/info', { token, ip })).statusCode).toBe(401);
    expect((await passwordLogin(t, p, { ip })).statusCode).toBe(403);
    const protection = (await support.call('GET', `${base(p.id)}/protection`)).json.value;
    expect(protection.exclusion).toMatchObject({ kind: 'break', period: '1w' });
    expect((await audit(p.username)).map((r) => r.action)).toEqual(['protection.exclusion']);
    expect(
      (await support.call('POST', `${base(p.id)}/exclusion`, { period: 'forever', reason: 'bad' })).status,
    ).toBe(400);
  });
});

describe('bonus cancel', () => {
  it('answers bonus_not_found for a bonus that is not this player’s', async () => {
    const p = await player();
    const finance = await staffSession(t.app, { aurora: ['finance'] });
    const answer = await finance.call('POST', `${base(p.id)}/bonuses/999999/cancel`, {
      reason: 'not theirs',
    });
    expect(answer.status).toBe(404);
    expect(answer.json.code).toBe('bonus_not_found');
    expectOk(await call(t, 'GET', '/wps/member/info', { token: (await loginOk(t, p, { ip })).token, ip }));
  });
});
