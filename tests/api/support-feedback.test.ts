import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AURORA, call, expectError, expectOk, freshIp, LOTUS } from './accounts-support';
import { player, setupSuite, type Ticket, t } from './support-feedback-suite';
import { EXE, JPG, multipartBody, type Part, PNG, words } from './support-support';

setupSuite();

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
