import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../support/office';
import { bonusCalls, WELCOME } from './bonus-support';
import { createPromoApp, type PromoApp } from './promotions-support';
import { expectOk, makePlayer, sandboxDeposit } from './wallet-support';

/**
 * Player 360's bonus cancel (issue 26): finance sees the player's open bonus with its locked money and cancels it
 * through the service of `ops bonus-forfeit`: the bonus's locked part goes back, the deposit's share becomes free,
 * a retried cancel changes nothing, and the audit log names the staff member.
 */
let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([{ ...WELCOME, turnover: { multiplier: 3, of: 'bonus', lock: 'bonus' } }]);
}, 180_000);
afterAll(() => t?.close());

describe('bonus cancel', () => {
  it('forfeits an open bonus once; support may not', async () => {
    const calls = bonusCalls(t);
    const player = await makePlayer(t);
    await calls.join(player);
    await sandboxDeposit(t, player, '200');
    expectOk(await calls.claim(player));
    const finance = await staffSession(t.app, { aurora: ['finance'] });
    const base = `/office/api/b/aurora/players/${player.id}`;
    const before = (await finance.call('GET', `${base}/money`)).json.value;
    expect(before).toMatchObject({ balance: '400.00', locked: '200.00', free: '200.00' });
    expect(before.bonuses).toHaveLength(1);
    const bonusId = before.bonuses[0].bonusId as string;
    const support = await staffSession(t.app, { aurora: ['support'] });
    expect(
      (await support.call('POST', `${base}/bonuses/${bonusId}/cancel`, { reason: 'asked by player' })).status,
    ).toBe(403);
    const cancel = await finance.call('POST', `${base}/bonuses/${bonusId}/cancel`, {
      reason: 'bonus abuse, case 9',
    });
    expect(cancel.json.value).toEqual({ forfeited: '200.00', released: '0.00', replayed: false });
    const again = await finance.call('POST', `${base}/bonuses/${bonusId}/cancel`, {
      reason: 'bonus abuse, case 9',
    });
    expect(again.json.value.replayed).toBe(true);
    const after = (await finance.call('GET', `${base}/money`)).json.value;
    expect(after).toMatchObject({ balance: '200.00', locked: '0.00', free: '200.00', bonuses: [] });
    expect((await calls.funds(player)).balance).toBe('200.00');
    const audit = await t.db
      .selectFrom('ops_action')
      .select(['action', 'actor', 'staff_id', 'reason'])
      .where('actor', '=', `staff:${finance.staff.username}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ reason: 'bonus abuse, case 9', staff_id: expect.anything() }),
    ]);
  });
});
