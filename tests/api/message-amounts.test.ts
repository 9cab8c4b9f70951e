/**
 * Amounts in the texts the server writes (issue 23 item 4): an error or inbox message carries minor units with
 * their currency and is formatted by the one formatter (src/core/format.ts) in the reader's language — grouped,
 * with the symbol where the language writes it — never "₱4101.66".
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormat } from '@/core/format';
import { up as rewriteLegacyAmounts } from '@/server/db/migrations/0027_message_amounts';
import { createTestApp, type TestApp } from './helpers';
import {
  brandOf,
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
afterAll(() => t.close());

const screenMoney = (brand: string, language: string, amount: string) =>
  createFormat({ language, currency: brandOf(t, brand).config.currency }).money(amount);

async function messages(player: Player, language: string) {
  return expectOk<{ content: { kind: string; content: string }[] }>(
    await call(t, 'GET', `/wps/member/messages?language=${language}`, player),
  ).content;
}

describe('amounts in server texts', () => {
  it('an agent transfer refused for funds says what is available, grouped, in the reader language', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const member = await makePlayer(t, { uplineId: agent.id });
    await fund(t, agent, 410_166n);
    const refused = (language: string) =>
      call(t, 'POST', '/wps/agent/transfer/downline', {
        ...agent,
        headers: { 'x-language': language },
        body: {
          paymentPassword: PAY_PASSWORD,
          downline: member.username,
          amount: '5000',
          idempotencyKey: key(),
        },
      });
    const en = expectError(await refused('en'), 400, 'insufficient_funds');
    expect(en.message).toBe('Insufficient balance (available: ₱4,101.66)');
    const ty = expectError(await refused('ty'), 400, 'insufficient_funds');
    expect(ty.message).toContain(screenMoney('aurora', 'ty', '4101.66'));
  });

  it('inbox messages format their amount when read: grouped pesos, Vietnamese dong the Vietnamese way', async () => {
    const player = await makePlayer(t);
    await sandboxDeposit(t, player, '1000');
    const [credited] = await messages(player, 'en');
    expect(credited?.content).toContain('₱1,000.00');
    const lotus = await makePlayer(t, { brand: 'lotus' });
    await sandboxDeposit(t, lotus, '500000', 'pay', 'MOMO_SANDBOX');
    const [vi] = await messages(lotus, 'vi');
    expect(vi?.content).toContain('495.000\u00a0₫'); // less the method's 1% fee
    const [en] = await messages(lotus, 'en');
    expect(en?.content).toContain('₫495,000');
  });

  it('messages stored with a pre-formatted amount are rewritten to minor units (migration 0027)', async () => {
    const player = await makePlayer(t);
    await t.db
      .insertInto('inbox_message')
      .values({
        brand_code: 'aurora',
        account_id: player.id,
        kind: 'withdrawal_approved',
        params: JSON.stringify({ orderNo: 'W1', currency: '₱', amount: '3013.98', reason: '' }),
      })
      .execute();
    await rewriteLegacyAmounts(t.db as Kysely<unknown>);
    const row = await sql<{ params: Record<string, unknown> }>`select params from inbox_message
      where account_id = ${player.id}`.execute(t.db);
    expect(row.rows[0]?.params).toEqual({
      orderNo: 'W1',
      reason: '',
      amount: { money: '301398', currency: 'PHP', symbol: '₱', minorUnits: 2 },
    });
    const [message] = await messages(player, 'en');
    expect(message?.content).toContain('₱3,013.98');
  });
});
