/**
 * Invite friends (docs/referral-missions.md "Referral"): a referee who deposits and bets enough earns the referrer
 * one claimable reward (once, however often the job runs); self-referral and each duplicate signal (device cookie,
 * payee name, IP) is refused with the reason visible to operators, who may override it (recorded).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { evaluateReferrals } from '@/server/modules/referral/referral.service';
import { createEngageApp, isolatedPlayer } from './engagement-support';
import { opsCli, type PromoApp, playValid } from './promotions-support';
import {
  balance,
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  type Player,
  sandboxDeposit,
} from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createEngageApp();
}, 120_000);
afterAll(async () => t?.close());

interface ReferralValue {
  code: string;
  link: string;
  summary: { invited: number; pending: number; rewarded: number; refused: number; rewardTotal: string };
  invitees: {
    name: string;
    state: string;
    firstDeposit: string | null;
    validBet: string;
    depositMet: boolean;
    validBetMet: boolean;
    reward: { bonusId: string; amount: string; status: string } | null;
  }[];
}

const page = async (p: Player) => expectOk<ReferralValue>(await call(t, 'GET', '/wps/member/referral', p));

/** First deposit 500.00, then 2,000.00 of valid bet (lost). */
async function qualify(referee: Player) {
  await sandboxDeposit(t, referee, '500.00');
  await fund(t, referee, 200_000n);
  await playValid(t, referee, 200_000, 1);
}

const evaluate = () => evaluateReferrals(t.db, brandOf(t, 'aurora'));
const decision = (referee: Player) =>
  t.db.selectFrom('referral_decision').selectAll().where('referee_id', '=', referee.id).executeTakeFirst();
const referralBonuses = (referrer: Player) =>
  t.db
    .selectFrom('promotion_bonus')
    .selectAll()
    .where('account_id', '=', referrer.id)
    .where('promotion_id', '=', 'loyalty:referral')
    .execute();

describe('referral reward', () => {
  it('shows code, link and a pending invitee, then pays one claimable reward per referee', async () => {
    const referrer = await isolatedPlayer(t);
    const referee = await isolatedPlayer(t, { referrer });
    const before = await page(referrer);
    expect(before.link).toBe(`http://aurora.localhost/register?ref=${before.code}`);
    expect(before.invitees).toHaveLength(1);
    expect(before.invitees[0]).toMatchObject({ state: 'pending', firstDeposit: null, reward: null });
    expect(before.invitees[0]!.name).toContain('***');
    expect(before.invitees[0]!.name).not.toBe(referee.username);

    await sandboxDeposit(t, referee, '500.00');
    await evaluate();
    expect((await page(referrer)).invitees[0]).toMatchObject({
      depositMet: true,
      validBetMet: false,
      state: 'pending',
    });
    expect(await referralBonuses(referrer)).toHaveLength(0);

    await fund(t, referee, 200_000n);
    await playValid(t, referee, 200_000, 1);
    // The job through the queue, then twice more directly: one reward.
    await t.app.jobs.seedCron();
    await t.app.jobs.drain();
    await evaluate();
    await Promise.all([evaluate(), evaluate()]);
    const rows = await referralBonuses(referrer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'claimable', amount: 10_000n, kind: 'referral' });
    const after = await page(referrer);
    expect(after.summary).toMatchObject({ invited: 1, rewarded: 1, rewardTotal: '100.00' });
    expect(after.invitees[0]).toMatchObject({
      state: 'rewarded',
      reward: { bonusId: rows[0]!.id.toString(), amount: '100.00', status: 'claimable' },
    });

    const center = expectOk<{ items: { bonusId: string; kind: string }[] }>(
      await call(t, 'GET', '/wps/member/rewards', referrer),
    );
    expect(center.items.find((i) => i.bonusId === rows[0]!.id.toString())).toMatchObject({
      kind: 'referral',
    });
    // Another player cannot claim it; the referrer can, once.
    expectError(
      await call(t, 'POST', `/wps/member/rewards/${rows[0]!.id}/claim`, { ...referee, body: {} }),
      404,
      'promotion_not_found',
    );
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'POST', `/wps/member/rewards/${rows[0]!.id}/claim`, { ...referrer, body: {} }),
      ),
    );
    expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(await balance(t, referrer)).toBe('100.00');
    expect((await page(referrer)).invitees[0]!.reward?.status).toBe('credited');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('is enabled in the public state; agents are refused (referral_not_player), trial accounts too', async () => {
    const player = await isolatedPlayer(t);
    const state = expectOk<{
      availablePromo: { REFERRAL: { enabled: boolean }; MISSIONS: { count: number } };
    }>(await call(t, 'GET', '/wps/member/publicState', player));
    expect(state.availablePromo.REFERRAL.enabled).toBe(true);
    expect(state.availablePromo.MISSIONS.count).toBe(0);
    // A signed-in call without the device cookie gets one (random, httpOnly); a visitor's call does not.
    const signedIn = String((await call(t, 'GET', '/wps/member/rewards', player)).headers['set-cookie']);
    expect(signedIn).toMatch(/mq_fp=[A-Za-z0-9_-]{22};.*HttpOnly/);
    expect(String((await call(t, 'GET', '/wps/promotions')).headers['set-cookie'])).not.toContain('mq_fp');
    const agent = await isolatedPlayer(t, { type: ACCOUNT_TYPE.agent });
    expectError(await call(t, 'GET', '/wps/member/referral', agent), 403, 'referral_not_player');
    const trial = await isolatedPlayer(t, { type: ACCOUNT_TYPE.trial });
    expectError(await call(t, 'GET', '/wps/member/referral', trial), 403, 'in_need_true_account');
    expect((await call(t, 'GET', '/wps/member/referral?pageSize=0', player)).statusCode).toBe(400);
  });

  it('a brand without referral.json has referral off', async () => {
    const player = await isolatedPlayer(t);
    const brand = brandOf(t, 'aurora');
    const saved = brand.referral;
    try {
      brand.referral = undefined;
      expectError(await call(t, 'GET', '/wps/member/referral', player), 404, 'referral_disabled');
      const state = expectOk<{ availablePromo: { REFERRAL: { enabled: boolean } } }>(
        await call(t, 'GET', '/wps/member/publicState', player),
      );
      expect(state.availablePromo.REFERRAL.enabled).toBe(false);
    } finally {
      brand.referral = saved;
    }
  });
});

describe('self-referral and duplicates', () => {
  const cases: [string, (referrer: Player, referee: Player) => Promise<void>][] = [
    [
      'self_referral',
      async (referrer, referee) => {
        // The same person: the referee registered with the referrer's own e-mail address.
        await t.db
          .updateTable('account')
          .set({ email: 'me@example.com' })
          .where('id', '=', referrer.id)
          .execute();
        await t.db
          .updateTable('account')
          .set({ email: 'Me@Example.com' })
          .where('id', '=', referee.id)
          .execute();
      },
    ],
    [
      'same_device',
      async (referrer, referee) => {
        for (const p of [referrer, referee])
          expectOk(
            await call(t, 'GET', '/wps/member/rewards', {
              ...p,
              headers: { cookie: 'mq_fp=AAAAAAAAAAAAAAAAAAAAAA' },
            }),
          );
      },
    ],
    [
      'same_payee_name',
      async (referrer, referee) => {
        await t.db
          .updateTable('account')
          .set({ payee_name: 'Maria  Santos' })
          .where('id', '=', referrer.id)
          .execute();
        await t.db
          .updateTable('account')
          .set({ payee_name: 'maria santos' })
          .where('id', '=', referee.id)
          .execute();
      },
    ],
    [
      'same_ip',
      async (referrer, referee) => {
        const ip = (
          await t.db
            .selectFrom('session')
            .select('ip')
            .where('account_id', '=', referrer.id)
            .executeTakeFirstOrThrow()
        ).ip;
        await t.db.updateTable('account').set({ register_ip: ip }).where('id', '=', referee.id).execute();
      },
    ],
  ];

  for (const [reason, link] of cases) {
    it(`refuses a ${reason} referee: no reward, the reason stored and listed by ops`, async () => {
      const referrer = await isolatedPlayer(t);
      const referee = await isolatedPlayer(t, { referrer });
      await link(referrer, referee);
      await qualify(referee);
      await evaluate();
      expect(await decision(referee)).toMatchObject({ state: 'refused', reason });
      expect(await referralBonuses(referrer)).toHaveLength(0);
      expect((await page(referrer)).invitees[0]).toMatchObject({ state: 'refused', reward: null });
      const listed = await opsCli(t, ['referrals', '--brand', 'aurora', '--status', 'refused']);
      expect(listed.status, listed.output).toBe(0);
      expect(listed.output).toContain(referee.username);
      expect(listed.output).toContain(reason);
    }, 60_000);
  }

  it('lets an operator override a refusal once, recorded with who and why', async () => {
    const referrer = await isolatedPlayer(t);
    const referee = await isolatedPlayer(t, { referrer });
    await t.db
      .updateTable('account')
      .set({ payee_name: 'Same Name' })
      .where('id', 'in', [referrer.id, referee.id])
      .execute();
    await qualify(referee);
    await evaluate();
    expect((await decision(referee))?.state).toBe('refused');
    const args = [
      'referral-reward',
      referee.username,
      '--brand',
      'aurora',
      '--by',
      'ops-ana',
      '--reason',
      'siblings, checked ID',
    ];
    const first = await opsCli(t, args);
    expect(first.status, first.output).toBe(0);
    const second = await opsCli(t, args);
    expect(second.status, second.output).toBe(0);
    expect(await referralBonuses(referrer)).toHaveLength(1);
    expect(await decision(referee)).toMatchObject({ state: 'rewarded', decided_by: 'ops-ana' });
    const actions = await t.db
      .selectFrom('ops_action')
      .selectAll()
      .where('action', '=', 'referral_reward')
      .execute();
    expect(actions.some((a) => a.actor === 'ops-ana' && a.reason === 'siblings, checked ID')).toBe(true);
    expect((await checkLedger(t.db)).ok).toBe(true);
  }, 60_000);
});
