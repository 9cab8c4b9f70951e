/**
 * Issue 22 defects 5 and 7, scripted as the review attacked them (the guard itself: session-guard.test.ts):
 * 5. a downline an agent registered, logged in with its one-time password, sent feedback and chat messages without
 *    changing it; the chat upload took a disabled account's files;
 * 7. an agent-area-only account (type 41) played, deposited and claimed with its agent token; and a trial account
 *    (type 4) may do none of the real-money actions either.
 * Every refused call writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/server/modules/games/catalogue-loader';
import { settleSessionChanges } from '@/server/modules/session/session-cache';
import { call as accountCall, loginOk, makeAccount, passwordLogin } from './accounts-support';
import type { TestApp } from './helpers';
import { northBet } from './lottery-support';
import { nodeIdOf } from './originals-support';
import { chatClient, createSupportApp, multipartBody, PNG, words } from './support-support';
import { call, expectError, expectOk, fund, makePlayer, PAY_PASSWORD, type Player } from './wallet-support';

const HOST = 'aurora.localhost';
let t: TestApp;
beforeAll(async () => {
  t = await createSupportApp({ rateLimits: false });
  await ensureCatalogue(t.db);
  await t.app.games.reload();
  await t.app.lottery.openDraws();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Counted =
  | 'feedback_ticket'
  | 'chat_message'
  | 'support_file'
  | 'payment_deposit'
  | 'promotion_bonus'
  | 'lottery_bet';

/** Rows an account owns in a table (chat messages and files through its chat room). */
async function count(table: Counted, accountId: bigint): Promise<number> {
  const where =
    table === 'chat_message' || table === 'support_file'
      ? sql`room_id in (select id from chat_room where account_id = ${accountId})`
      : sql`account_id = ${accountId}`;
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(t.db);
  return rows[0]!.n;
}

function upload(token: string) {
  const { payload, contentType } = multipartBody([
    { name: 'image', value: PNG, filename: 'a.png', contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/wps/chat/files',
    headers: { host: HOST, 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
}

describe('defect 5: a forced password change cannot be sidestepped', () => {
  it('a downline on its one-time password reads, but sends no feedback, chat message or image until it changes it', async () => {
    const agent = await makeAccount(t, { type: 1 });
    const agentToken = (await loginOk(t, agent)).token;
    const registered = expectOk<{ account: string; oneTimePassword: string }>(
      await call(t, 'POST', '/wps/agent/team/register', {
        brand: 'aurora',
        token: agentToken,
        body: { kind: 'player', username: `dl${randomUUID().slice(0, 8)}` },
      }),
    );
    const login = await loginOk(t, { username: registered.account, password: registered.oneTimePassword });
    const token = login.token;
    const info = expectOk<{ id: string; mustChangePassword: boolean }>(
      await accountCall(t, 'GET', '/wps/member/info', { token }),
    );
    expect(info.mustChangePassword).toBe(true);
    const id = BigInt(info.id);

    expectError(
      await accountCall(t, 'PUT', '/wps/feedback', {
        token,
        body: { questionType: 'account', content: words(5) },
      }),
      403,
      'password_change_required',
    );
    expectError(await upload(token), 403, 'password_change_required');
    const chat = await chatClient(t.app, HOST, { token });
    await chat.next((f) => f.type === 'ready');
    chat.send({ type: 'send', body: 'sidestepping the password change', clientId: 'x1' });
    expect((await chat.next((f) => f.type === 'error')).code).toBe('password_change_required');
    chat.close();
    expect(await count('feedback_ticket', id)).toBe(0);
    expect(await count('chat_message', id)).toBe(0);

    // Changing the password is allowed, and lifts the refusal.
    expectOk(
      await accountCall(t, 'POST', '/wps/member/password', {
        token,
        body: {
          oldPassword: registered.oneTimePassword,
          newPassword: 'Changed2026x',
          confirmNewPassword: 'Changed2026x',
        },
      }),
    );
    await settleSessionChanges(t.db);
    expectOk(
      await accountCall(t, 'PUT', '/wps/feedback', {
        token,
        body: { questionType: 'account', content: words(5) },
      }),
    );
    expect(await count('feedback_ticket', id)).toBe(1);
  });

  it('a disabled account uploads no chat image and sends no feedback', async () => {
    const player = await makePlayer(t);
    await t.db.updateTable('account').set({ status: 'disabled' }).where('id', '=', player.id).execute();
    await settleSessionChanges(t.db);
    expectError(await upload(player.token), 403, 'account_disabled');
    expectError(
      await call(t, 'PUT', '/wps/feedback', {
        ...player,
        body: { questionType: 'account', content: words(5) },
      }),
      403,
      'account_disabled',
    );
    expect(await count('support_file', player.id)).toBe(0);
    expect(await count('feedback_ticket', player.id)).toBe(0);
  });
});

describe('defect 7: account types are enforced on the server', () => {
  /** Every real-money call of the player site, with a body that would pass for a player. */
  const moneyCalls = async (who: Player): Promise<[string, string, unknown][]> => [
    ['POST', '/wps/game/launchGame', { nodeId: await nodeIdOf(t, 'dice') }],
    ['POST', '/wps/game/launchGame', { nodeId: await nodeIdOf(t, 'dice'), demo: true }],
    ['POST', '/wps/cashier/deposit', { method: 'GCASH_QR', amount: '100', idempotencyKey: `d-${who.id}-1` }],
    ['POST', '/wps/promotions/daily-checkin/claim', {}],
    ['POST', '/wps/promotions/welcome-100/join', {}],
    ['POST', '/wps/member/missions/try-dice/claim', {}],
    [
      'POST',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      { points: 200, paymentPassword: PAY_PASSWORD, idempotencyKey: `c-${who.id}-1` },
    ],
    ['POST', '/wps/lottery/bets', await northBet(t)],
    [
      'POST',
      '/wps/member/transfer/upline',
      { amount: '1', paymentPassword: PAY_PASSWORD, idempotencyKey: `u-${who.id}-1` },
    ],
  ];

  it('an agent-area-only account (type 41) logged in to the agent area cannot play, deposit or claim', async () => {
    const office = await makeAccount(t, { type: 41 });
    expectError(await passwordLogin(t, office), 403, 'non_member_login');
    const token = (await loginOk(t, office, { extra: { loginPath: 'agent' } })).token;
    const agentOnly: Player = { id: office.id, brand: 'aurora', username: office.username, token, type: 41 };
    await fund(t, agentOnly, 100_000n);
    for (const [method, path, body] of await moneyCalls(agentOnly)) {
      expectError(await call(t, method as 'POST', path, { ...agentOnly, body }), 403, 'agent_area_only');
    }
    for (const table of ['payment_deposit', 'promotion_bonus', 'lottery_bet'] as const)
      expect(await count(table, office.id), table).toBe(0);
    // What an agent-only account is for still works: its team reports and its withdrawal page.
    expectOk(await call(t, 'GET', '/wps/agent/team/overview', agentOnly));
    expectOk(await call(t, 'GET', '/wps/cashier/withdraw/info', agentOnly));
  });

  it('a trial account (type 4) may do no real-money action', async () => {
    const trial = await makePlayer(t, { type: 4 });
    await fund(t, trial, 100_000n);
    for (const [method, path, body] of await moneyCalls(trial)) {
      // A launch of a trial account is always a demo launch (play without money, spec §6): the free-play flow
      // decides it, not the guard (tests/api/trial-play.test.ts proves no ledger money moves).
      if ((body as { demo?: boolean }).demo || path === '/wps/game/launchGame') continue;
      expectError(await call(t, method as 'POST', path, { ...trial, body }), 403, 'in_need_true_account');
    }
    expectError(await call(t, 'GET', '/wps/cashier/withdraw/info', trial), 403, 'in_need_true_account');
    for (const table of ['payment_deposit', 'promotion_bonus', 'lottery_bet'] as const)
      expect(await count(table, trial.id), table).toBe(0);
  });
});
