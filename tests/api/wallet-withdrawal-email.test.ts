/**
 * Issue 27 "withdrawal paid / rejected" emails: the inbox message of a decided withdrawal also goes to the
 * player's bound email, in the player's language, once, when the decision commits (a queued job), and not at all
 * to a player with no email.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveWithdrawal, rejectWithdrawal } from '@/server/modules/wallet/withdrawal/decision';
import { createTestApp, type TestApp } from './helpers';
import {
  call,
  expectOk,
  fund,
  key,
  makePlayer,
  PAY_PASSWORD,
  type Player,
  runJobs,
  walletCtx,
} from './wallet-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A player (with this email and language, if any) who asked to withdraw 500.00. */
async function pendingWithdrawal(email: string | null, language: string | null = null) {
  const player = await makePlayer(t);
  await t.db.updateTable('account').set({ email, language }).where('id', '=', player.id).execute();
  await fund(t, player, 100_000n);
  const payee = expectOk<{ id: string }>(
    await call(t, 'POST', '/wps/member/bankAccounts', {
      ...player,
      body: { bankCode: 'BPI', accountNo: '2223334445', holderName: 'Juan Dela Cruz' },
    }),
  );
  const { orderNo } = expectOk<{ orderNo: string }>(
    await call(t, 'POST', '/wps/cashier/withdraw', {
      ...player,
      body: { amount: '500', payeeAccountId: payee.id, paymentPassword: PAY_PASSWORD, idempotencyKey: key() },
    }),
  );
  return { player, orderNo };
}

const mailsTo = (to: string) =>
  t.db
    .selectFrom('outbox')
    .select(['subject', 'body', 'brand_code'])
    .where('channel', '=', 'email')
    .where('destination', '=', to)
    .execute();

async function inbox(player: Player) {
  return expectOk<{ content: { title: string; content: string }[] }>(
    await call(t, 'GET', '/wps/member/messages?pageNo=1&pageSize=10', player),
  ).content;
}

describe('withdrawal emails', () => {
  it('mails the approval to the bound email once, with the inbox message text', async () => {
    const { player, orderNo } = await pendingWithdrawal('paid@example.com');
    await approveWithdrawal(walletCtx(t), orderNo, { actor: 'ops' });
    // Queued with the decision, sent by the job queue; deciding again (a replay) sends nothing more.
    await approveWithdrawal(walletCtx(t), orderNo, { actor: 'ops' });
    await runJobs(t);
    await runJobs(t);
    const mails = await mailsTo('paid@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.brand_code).toBe('aurora');
    expect(mails[0]!.subject).toBe('Aurora Play: Withdrawal approved');
    expect(mails[0]!.body).toContain(orderNo);
    expect(mails[0]!.body).toContain('500.00');
    const [message] = await inbox(player);
    expect(mails[0]!.body).toBe(message!.content);
  });

  it("mails a rejection with its reason, in the player's language", async () => {
    const { orderNo } = await pendingWithdrawal('returned@example.com', 'es');
    await rejectWithdrawal(walletCtx(t), orderNo, { actor: 'ops', reason: 'Name differs' });
    await runJobs(t);
    const mails = await mailsTo('returned@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(orderNo);
    expect(mails[0]!.body).toContain('Name differs');
    expect(mails[0]!.subject).toBe('Aurora Play: Retiro rechazado');
  });

  it('sends no email to a player with none bound (the inbox message is still written)', async () => {
    const { player, orderNo } = await pendingWithdrawal(null);
    const before = await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await approveWithdrawal(walletCtx(t), orderNo, { actor: 'ops' });
    await runJobs(t);
    const after = await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await inbox(player)).toHaveLength(1);
  });
});
