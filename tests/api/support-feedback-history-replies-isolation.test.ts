import { describe, expect, it } from 'vitest';
import { AURORA, call, expectError, expectOk, LOTUS } from './accounts-support';
import { player, setupSuite, type Ticket, t } from './support-feedback-suite';

setupSuite();

async function deskToken(username = 'aurora.cs', host = AURORA) {
  return expectOk<{ token: string }>(
    await call(t, 'POST', '/wps/support/login', { host, body: { username, password: 'Support2026x' } }),
  ).token;
}

describe('history, replies, isolation', () => {
  it('lists own tickets; another player’s ticket is 404; the reply arrives unread and is read on opening', async () => {
    const alice = await player();
    const bob = await player();
    const mine = expectOk<{ id: string }>(
      await call(t, 'PUT', '/wps/feedback', {
        token: alice.token,
        body: { questionType: 'games', content: 'the slot froze during spins' },
      }),
    );
    expectError(
      await call(t, 'GET', `/wps/feedback/${mine.id}`, { token: bob.token }),
      404,
      'feedback_not_found',
    );
    const lotusPlayer = await player('lotus');
    expectError(
      await call(t, 'GET', `/wps/feedback/${mine.id}`, { host: LOTUS, token: lotusPlayer.token }),
      404,
      'feedback_not_found',
    );
    expect(
      expectOk<{ total: number }>(await call(t, 'GET', '/wps/feedback', { token: bob.token })).total,
    ).toBe(0);

    const desk = await deskToken();
    const queue = expectOk<{ list: { id: string; username: string | null }[] }>(
      await call(t, 'GET', '/wps/support/feedback', { token: desk }),
    );
    expect(queue.list.find((x) => x.id === mine.id)?.username).toBe(alice.username);
    expectOk(
      await call(t, 'POST', `/wps/support/feedback/${mine.id}/reply`, {
        token: desk,
        body: { body: 'We reset the round; please try again.' },
      }),
    );

    const list = expectOk<{ list: Ticket[]; total: number; unread: number }>(
      await call(t, 'GET', '/wps/feedback?pageNo=1&pageSize=10', { token: alice.token }),
    );
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    expect(list.list[0]).toMatchObject({ id: mine.id, status: 'answered', unread: 1 });
    const detail = expectOk<Ticket>(await call(t, 'GET', `/wps/feedback/${mine.id}`, { token: alice.token }));
    expect(detail.replies).toEqual([
      expect.objectContaining({
        author: 'support',
        name: 'Aurora care',
        body: 'We reset the round; please try again.',
      }),
    ]);
    expect(
      expectOk<{ unread: number }>(await call(t, 'GET', '/wps/feedback', { token: alice.token })).unread,
    ).toBe(0);

    expectOk(
      await call(t, 'POST', `/wps/support/feedback/${mine.id}/close`, {
        token: desk,
        body: { reason: 'solved' },
      }),
    );
    expectError(
      await call(t, 'POST', `/wps/support/feedback/${mine.id}/reply`, {
        token: desk,
        body: { body: 'late' },
      }),
      409,
      'feedback_closed',
    );
    const actions = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'action', 'reason'])
      .where('target', '=', `feedback:${mine.id}`)
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { actor: 'Aurora care', action: 'feedback_reply', reason: 'We reset the round; please try again.' },
      { actor: 'Aurora care', action: 'feedback_close', reason: 'solved' },
    ]);
  });

  it('paging bounds are refused with 400', async () => {
    const p = await player();
    expect((await call(t, 'GET', '/wps/feedback?pageSize=51', { token: p.token })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/wps/feedback?pageNo=0', { token: p.token })).statusCode).toBe(400);
  });
});

describe('complaints and the desk', () => {
  it('a complaint is due within the brand hours and flagged overdue after them', async () => {
    const p = await player();
    const created = expectOk<{ id: string; complaint: boolean; dueAt: string }>(
      await call(t, 'PUT', '/wps/feedback', {
        token: p.token,
        body: { questionType: 'complaint', content: 'my withdrawal is late again' },
      }),
    );
    expect(created.complaint).toBe(true);
    const hours = (Date.parse(created.dueAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await t.db
      .updateTable('feedback_ticket')
      .set({ due_at: new Date(Date.now() - 60_000) })
      .where('id', '=', BigInt(created.id))
      .execute();
    const desk = await deskToken();
    const queue = expectOk<{ list: { id: string; overdue: boolean }[]; overdue: number }>(
      await call(t, 'GET', '/wps/support/feedback', { token: desk }),
    );
    expect(queue.list.find((x) => x.id === created.id)?.overdue).toBe(true);
    expect(queue.overdue).toBeGreaterThanOrEqual(1);
  });

  it('an agent of one brand cannot log in to or act on another brand’s desk', async () => {
    expectError(
      await call(t, 'POST', '/wps/support/login', {
        host: LOTUS,
        body: { username: 'aurora.cs', password: 'Support2026x' },
      }),
      401,
      'support_login_failed',
    );
    expectError(
      await call(t, 'POST', '/wps/support/login', {
        body: { username: 'aurora.cs', password: 'wrong-password' },
      }),
      401,
      'support_login_failed',
    );
    const lotusPlayer = await player('lotus');
    const ticket = expectOk<{ id: string }>(
      await call(t, 'PUT', '/wps/feedback', {
        host: LOTUS,
        token: lotusPlayer.token,
        body: { questionType: 'games', content: 'one two three four' },
      }),
    );
    const desk = await deskToken();
    expectError(
      await call(t, 'POST', `/wps/support/feedback/${ticket.id}/reply`, {
        token: desk,
        body: { body: 'hello' },
      }),
      404,
      'feedback_not_found',
    );
    expectError(
      await call(t, 'GET', '/wps/support/feedback', { host: LOTUS, token: desk }),
      401,
      'support_unauthorized',
    );
    const allBrands = await deskToken('support01', LOTUS);
    expectOk(
      await call(t, 'POST', `/wps/support/feedback/${ticket.id}/reply`, {
        host: LOTUS,
        token: allBrands,
        body: { body: 'hello' },
      }),
    );
  });
});
