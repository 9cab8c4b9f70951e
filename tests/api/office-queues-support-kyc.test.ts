import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import {
  feedbackWithImage,
  matrix,
  PDF,
  queuesApp,
  sessionsByRole,
  uploadDocument,
} from './office-queues-support';
import { call, expectOk, makePlayer, messagesOf, PNG } from './wallet-support';

/**
 * The back office's queues, part 2 (issue 26): feedback and complaints, KYC documents — the role × action matrix,
 * brand isolation of records and files, reasons required, the player sees the reply / the decision, audit rows
 * carry the staff member.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof sessionsByRole>>;
const A = '/office/api/b/aurora';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await queuesApp();
  s = await sessionsByRole(t);
}, 60_000);
afterAll(() => t?.close());

async function auditOf(target: string) {
  const { rows } = await sql<{
    action: string;
    staff_id: bigint | null;
    reason: string | null;
    actor: string;
  }>`
    select action, staff_id, reason, actor from ops_action where target = ${target} order by id`.execute(
    t.db,
  );
  return rows;
}

const fileOf = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('feedback and complaints', () => {
  it('role × action matrix', async () => {
    const list = await matrix(
      s,
      { method: 'GET', url: `${A}/feedback?status=all` },
      ['owner', 'support', 'auditor'],
      200,
    );
    expect(list.seen).toEqual(list.expected);
    const reply = await matrix(
      s,
      { method: 'POST', url: `${A}/feedback/999999999/reply`, body: { body: 'hello' } },
      ['owner', 'support'],
      404,
    );
    expect(reply.seen).toEqual(reply.expected);
    const close = await matrix(
      s,
      { method: 'POST', url: `${A}/feedback/999999999/close`, body: { reason: 'done here' } },
      ['owner', 'support'],
      404,
    );
    expect(close.seen).toEqual(close.expected);
  });

  it('lists the complaint, shows the thread and image, replies (player sees it unread), closes with a reason', async () => {
    const player = await makePlayer(t);
    const id = await feedbackWithImage(t, player);
    const open = await s.support.call('GET', `${A}/feedback`);
    const row = open.json.value.list.find((x: { id: string }) => x.id === id);
    expect(row).toMatchObject({ complaint: true, status: 'open', player: player.username, overdue: false });
    expect((await s.support.call('GET', `${A}/counts`)).json.value.counts.feedback).toBeGreaterThanOrEqual(1);
    const thread = await s.support.call('GET', `${A}/feedback/${id}`);
    expect(thread.json.value.images).toHaveLength(1);
    const fileId = thread.json.value.images[0].id as string;
    const image = await fileOf(s.support.token, `${A}/feedback/${id}/files/${fileId}`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await fileOf(s.finance.token, `${A}/feedback/${id}/files/${fileId}`)).statusCode).toBe(403);

    expect((await s.support.call('POST', `${A}/feedback/${id}/reply`, { body: '' })).status).toBe(400);
    const replied = await s.support.call('POST', `${A}/feedback/${id}/reply`, { body: 'We are on it.' });
    expect(replied.json.value.status).toBe('answered');
    const mine = expectOk<{ unread: number; list: { id: string; unread: number }[] }>(
      await call(t, 'GET', '/wps/feedback', { token: player.token }),
    );
    expect(mine.list.find((x) => x.id === id)?.unread).toBe(1);
    const seen = expectOk<{ replies: { body: string; author: string }[] }>(
      await call(t, 'GET', `/wps/feedback/${id}`, { token: player.token }),
    );
    expect(seen.replies).toContainEqual(
      expect.objectContaining({ body: 'We are on it.', author: 'support' }),
    );
    // The player sees the staff member's display name, not their login name.
    expect(JSON.stringify(seen.replies)).not.toContain(s.support.staff.username);

    expect((await s.support.call('POST', `${A}/feedback/${id}/close`, {})).status).toBe(400);
    const closed = await s.support.call('POST', `${A}/feedback/${id}/close`, {
      reason: 'resolved by payout',
    });
    expect(closed.json.value.status).toBe('closed');
    const audit = await auditOf(`feedback:${id}`);
    expect(audit.map((r) => r.action)).toEqual(['feedback_reply', 'feedback_close']);
    expect(audit.every((r) => r.staff_id !== null && r.actor === `staff:${s.support.staff.username}`)).toBe(
      true,
    );
  });

  it('flags a complaint past its due time as overdue', async () => {
    const id = await feedbackWithImage(t, await makePlayer(t));
    await t.db
      .updateTable('feedback_ticket')
      .set({ due_at: new Date(Date.now() - 60_000) })
      .where('id', '=', BigInt(id))
      .execute();
    const open = await s.support.call('GET', `${A}/feedback?status=open`);
    expect(open.json.value.list.find((x: { id: string }) => x.id === id)?.overdue).toBe(true);
    expect(open.json.value.overdue).toBeGreaterThanOrEqual(1);
    expect((await s.support.call('GET', `${A}/feedback/${id}`)).json.value.overdue).toBe(true);
  });

  it('another brand’s ticket and its file are 404 through aurora’s path', async () => {
    const lotusPlayer = await makePlayer(t, { brand: 'lotus' });
    const id = await feedbackWithImage(t, lotusPlayer);
    const { rows } = await sql<{
      id: string;
    }>`select id from support_file where ticket_id = ${BigInt(id)}`.execute(t.db);
    const fileId = rows[0]!.id;
    expect((await s.owner.call('GET', `${A}/feedback/${id}`)).status).toBe(404);
    expect((await fileOf(s.owner.token, `${A}/feedback/${id}/files/${fileId}`)).statusCode).toBe(404);
    expect((await s.owner.call('POST', `${A}/feedback/${id}/reply`, { body: 'probe' })).status).toBe(404);
    expect((await s.owner.call('POST', `${A}/feedback/${id}/close`, { reason: 'probe!' })).status).toBe(404);
    // An aurora ticket's path with the lotus file: still 404 (the file must belong to the ticket).
    const auroraTicket = await feedbackWithImage(t, await makePlayer(t));
    expect((await fileOf(s.owner.token, `${A}/feedback/${auroraTicket}/files/${fileId}`)).statusCode).toBe(
      404,
    );
    const list = await s.owner.call('GET', `${A}/feedback?status=all`);
    expect(list.json.value.list.map((x: { id: string }) => x.id)).not.toContain(id);
  });
});

describe('KYC documents', () => {
  it('role × action matrix', async () => {
    const list = await matrix(
      s,
      { method: 'GET', url: `${A}/kyc` },
      ['owner', 'risk', 'support', 'auditor'],
      200,
    );
    expect(list.seen).toEqual(list.expected);
    const decide = await matrix(
      s,
      { method: 'POST', url: `${A}/kyc/${UNKNOWN_UUID}/approve`, body: { reason: 'matches profile' } },
      ['owner', 'risk'],
      404,
    );
    expect(decide.seen).toEqual(decide.expected);
  });

  it('lists oldest first with the profile, serves png inline and pdf as a download, approves and tells the player', async () => {
    const player = await makePlayer(t);
    await t.db
      .updateTable('account')
      .set({ payee_name: 'Juan Dela Cruz' })
      .where('id', '=', player.id)
      .execute();
    const first = await uploadDocument(t, player, PNG);
    const second = await uploadDocument(t, player, PDF);
    const listed = await s.risk.call('GET', `${A}/kyc`);
    const ids = listed.json.value.list.map((d: { id: string }) => d.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = listed.json.value.list.find((d: { id: string }) => d.id === first);
    expect(item).toMatchObject({ player: player.username, kind: 'id', contentType: 'image/png' });
    expect(item.profile.fields).toContainEqual({ name: 'payeeName', value: 'Juan Dela Cruz' });
    expect((await s.risk.call('GET', `${A}/counts`)).json.value.counts.kyc).toBeGreaterThanOrEqual(2);

    const png = await fileOf(s.risk.token, `${A}/kyc/${first}/file`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-disposition']).toBe('inline');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const pdf = await fileOf(s.support.token, `${A}/kyc/${second}/file`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect((await fileOf(s.marketing.token, `${A}/kyc/${first}/file`)).statusCode).toBe(403);

    expect((await s.risk.call('POST', `${A}/kyc/${first}/approve`, {})).status).toBe(400);
    const before = (await messagesOf(t, player)).length;
    const approved = await s.risk.call('POST', `${A}/kyc/${first}/approve`, { reason: 'matches profile' });
    expect(approved.json.value.status).toBe('approved');
    expect((await messagesOf(t, player)).length).toBe(before + 1);
    const rejected = await s.risk.call('POST', `${A}/kyc/${second}/reject`, { reason: 'blurry scan' });
    expect(rejected.json.value.status).toBe('rejected');
    const again = await s.owner.call('POST', `${A}/kyc/${first}/reject`, { reason: 'changed mind' });
    expect(again.status).toBe(409);
    const status = expectOk<{ documents: { id: string; status: string; reason: string | null }[] }>(
      await call(t, 'GET', '/wps/member/kyc', { token: player.token }),
    );
    expect(status.documents).toContainEqual(
      expect.objectContaining({ id: second, status: 'rejected', reason: 'blurry scan' }),
    );
    const { rows } = await sql<{ staff_id: bigint | null; action: string }>`
      select staff_id, action from ops_action where target like ${`%${first}%`}`.execute(t.db);
    expect(rows.length).toBe(1);
    expect(rows[0]?.staff_id).not.toBeNull();
  });

  it('another brand’s document and file are 404 through aurora’s path', async () => {
    const lotusPlayer = await makePlayer(t, { brand: 'lotus' });
    const id = await uploadDocument(t, lotusPlayer);
    expect((await fileOf(s.owner.token, `${A}/kyc/${id}/file`)).statusCode).toBe(404);
    expect((await s.owner.call('POST', `${A}/kyc/${id}/approve`, { reason: 'cross-brand' })).status).toBe(
      404,
    );
    const list = await s.owner.call('GET', `${A}/kyc`);
    expect(list.json.value.list.map((d: { id: string }) => d.id)).not.toContain(id);
  });
});
