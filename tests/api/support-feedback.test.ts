import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AURORA,
  call,
  expectError,
  expectOk,
  freshIp,
  LOTUS,
  loginOk,
  makeAccount,
} from './accounts-support';
import type { TestApp } from './helpers';
import { createSupportApp, EXE, JPG, multipartBody, type Part, PNG, words } from './support-support';

let t: TestApp;
beforeAll(async () => {
  t = await createSupportApp();
}, 60_000);
afterAll(async () => t?.close());

interface Ticket {
  id: string;
  status: string;
  complaint: boolean;
  unread: number;
  overdue: boolean;
  dueAt: string | null;
  images: { id: string; url: string }[];
  replies: { author: string; name: string | null; body: string }[];
}

const ticketCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('feedback_ticket')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const fileCount = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'support', 'aurora')).length;
  } catch {
    return 0;
  }
};

function putMultipart(parts: Part[], opts: { token?: string; host?: string } = {}) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: {
      host: opts.host ?? AURORA,
      'content-type': contentType,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    remoteAddress: freshIp(),
    payload,
  });
}

async function player(brand = 'aurora') {
  const account = await makeAccount(t, { brand });
  return { ...account, token: (await loginOk(t, account)).token };
}

async function deskToken(username = 'aurora.cs', host = AURORA) {
  return expectOk<{ token: string }>(
    await call(t, 'POST', '/wps/support/login', { host, body: { username, password: 'Support2026x' } }),
  ).token;
}

describe('feedback types', () => {
  it("answers the brand's types in the request language", async () => {
    const en = expectOk<{ code: string; name: string }[]>(
      await call(t, 'GET', '/wps/feedback/types?language=en', { host: LOTUS }),
    );
    const vi = expectOk<{ code: string; name: string }[]>(
      await call(t, 'GET', '/wps/feedback/types?language=vi', { host: LOTUS }),
    );
    expect(en.map((x) => x.code)).toEqual(vi.map((x) => x.code));
    expect(en.find((x) => x.code === 'complaint')?.name).toBe('Complaint');
    expect(vi.find((x) => x.code === 'complaint')?.name).toBe('Khiếu nại');
  });
});

describe('PUT /wps/feedback bounds (aurora: 3–300 words, contact ≤ 100, ≤ 3 images)', () => {
  it('takes exactly the minimum and the maximum, refuses one beyond each, and stores nothing when refused', async () => {
    const p = await player();
    const before = await ticketCount();
    const send = (content: unknown, extra: Record<string, unknown> = {}) =>
      call(t, 'PUT', '/wps/feedback', {
        token: p.token,
        body: { questionType: 'account', content, ...extra },
      });
    expectError(await send(words(2)), 400, 'feedback_too_few_words');
    expectError(await send(words(301)), 400, 'feedback_too_many_words');
    expectError(await send('   '), 400, 'feedback_content_empty');
    expectError(await send(undefined), 400, 'feedback_content_empty');
    expectError(await send(words(5), { questionType: 'nope' }), 400, 'feedback_type_invalid');
    expectError(await send(words(5), { contact: 'x'.repeat(101) }), 400, 'feedback_contact_too_long');
    expect(await ticketCount()).toBe(before);
    expectOk(await send(words(3)));
    expectOk(await send(words(300), { contact: 'x'.repeat(100) }));
    expect(await ticketCount()).toBe(before + 2);
  });

  it('counts words of scripts without spaces (Chinese) with the word segmenter', async () => {
    const p = await player('lotus');
    const send = (content: string) =>
      call(t, 'PUT', '/wps/feedback?language=cn', {
        host: LOTUS,
        token: p.token,
        body: { questionType: 'games', content },
      });
    expectError(await send('你好'), 400, 'feedback_too_few_words');
    expectOk(await send('我的存款还没有到账，请帮我查一下'));
  });

  it('visitors must leave a contact; with one the ticket has no account', async () => {
    expectError(
      await call(t, 'PUT', '/wps/feedback', { body: { questionType: 'suggestion', content: words(4) } }),
      400,
      'feedback_contact_required',
    );
    const value = expectOk<{ id: string }>(
      await call(t, 'PUT', '/wps/feedback', {
        body: { questionType: 'suggestion', content: words(4), contact: 'visitor@example.com' },
      }),
    );
    const row = await t.db
      .selectFrom('feedback_ticket')
      .selectAll()
      .where('id', '=', BigInt(value.id))
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBeNull();
    expect(row.contact).toBe('visitor@example.com');
  });

  it('a dead token is 401, not a visitor ticket', async () => {
    expectError(
      await call(t, 'PUT', '/wps/feedback', {
        token: 'x'.repeat(43),
        body: { questionType: 'suggestion', content: words(4), contact: 'a' },
      }),
      401,
      'unauthorized',
    );
  });
});

describe('images', () => {
  it('takes up to 3 png/jpg sniffed by their bytes; a renamed .exe, a 4th image or one over 5 MB is refused and nothing stays', async () => {
    const p = await player();
    const fields: Part[] = [
      { name: 'questionType', value: 'payment' },
      { name: 'content', value: 'my deposit did not arrive yet' },
    ];
    const ticketsBefore = await ticketCount();
    const filesBefore = fileCount();
    expectError(
      await putMultipart(
        [...fields, { name: 'images', value: EXE, filename: 'receipt.png', contentType: 'image/png' }],
        p,
      ),
      400,
      'support_image_type',
    );
    expectError(
      await putMultipart(
        [
          ...fields,
          ...[PNG, JPG, PNG, JPG].map((value, i) => ({
            name: 'images',
            value,
            filename: `${i}.png`,
            contentType: 'image/png',
          })),
        ],
        p,
      ),
      400,
      'support_image_too_many',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(
      await putMultipart(
        [...fields, { name: 'images', value: big, filename: 'big.png', contentType: 'image/png' }],
        p,
      ),
      400,
      'support_image_too_large',
    );
    expectError(
      await putMultipart(
        [
          { name: 'questionType', value: 'payment' },
          { name: 'content', value: 'too short' },
          { name: 'images', value: PNG, filename: 'a.png' },
        ],
        p,
      ),
      400,
      'feedback_too_few_words',
    );
    expect(await ticketCount()).toBe(ticketsBefore);
    expect(fileCount()).toBe(filesBefore);

    const created = expectOk<{ id: string }>(
      await putMultipart(
        [
          ...fields,
          { name: 'images', value: PNG, filename: 'a.png' },
          { name: 'images', value: JPG, filename: 'b.jpeg' },
        ],
        p,
      ),
    );
    expect(fileCount()).toBe(filesBefore + 2);
    const detail = expectOk<Ticket>(await call(t, 'GET', `/wps/feedback/${created.id}`, { token: p.token }));
    expect(detail.images).toHaveLength(2);
    const image = await call(t, 'GET', detail.images[0]!.url, { token: p.token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // No session, another player, another brand: 404 / 401, never the image.
    expectError(await call(t, 'GET', detail.images[0]!.url), 401, 'unauthorized');
    const other = await player();
    expectError(
      await call(t, 'GET', detail.images[0]!.url, { token: other.token }),
      404,
      'support_file_not_found',
    );
  });
});

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
