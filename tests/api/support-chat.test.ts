import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, call, expectError, expectOk, LOTUS, loginOk, makeAccount, SIAM } from './accounts-support';
import type { TestApp } from './helpers';
import { secondInstance } from './instances-support';
import { type ChatClient, chatClient, createSupportApp, multipartBody, PNG } from './support-support';

let t: TestApp;
let t2: TestApp;
const open: ChatClient[] = [];
beforeAll(async () => {
  t = await createSupportApp();
  t2 = await secondInstance(t);
}, 60_000);
afterAll(async () => {
  for (const c of open) c.close();
  await t2?.close();
  await t?.close();
});

async function client(app: TestApp, host: string, hello: Record<string, unknown>) {
  const c = await chatClient(app.app, host, hello);
  open.push(c);
  return c;
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

describe('chat entry points', () => {
  it('CBS_modelList lists the live chat and the messaging channel; an external customer service replaces the chat', async () => {
    const aurora = expectOk<{ list: { code: string; url: string }[]; online: boolean }>(
      await call(t, 'GET', '/wps/relay/CBS_modelList'),
    );
    expect(aurora.list.map((x) => x.code)).toEqual(['LIVE_CHAT', 'MESSAGING']);
    expect(aurora.list[0]!.url).toBe('/chat');
    expect(aurora.online).toBe(true);
    const siam = expectOk<{ list: { code: string; url: string }[] }>(
      await call(t, 'GET', '/wps/relay/CBS_modelList', { host: SIAM }),
    );
    expect(siam.list[0]).toMatchObject({
      code: 'CUSTOMER_SERVICE',
      url: 'https://line.me/R/ti/p/@siamfortune',
    });
  });

  it('CBS_launchChat gives a player /chat, a visitor a /chat link with a fresh secret key, siam its external URL', async () => {
    const p = await player();
    expect(
      expectOk<{ chatUrl: string }>(await call(t, 'GET', '/wps/relay/CBS_launchChat', { token: p.token }))
        .chatUrl,
    ).toBe('/chat');
    const a = expectOk<{ chatUrl: string }>(await call(t, 'GET', '/wps/relay/CBS_launchChat'));
    const b = expectOk<{ chatUrl: string }>(await call(t, 'GET', '/wps/relay/CBS_launchChat'));
    expect(a.chatUrl).toMatch(/^\/chat\?visitor=[A-Za-z0-9_-]{43}$/);
    expect(a.chatUrl).not.toBe(b.chatUrl);
    expect(
      expectOk<{ chatUrl: string }>(await call(t, 'GET', '/wps/relay/CBS_launchChat', { host: SIAM }))
        .chatUrl,
    ).toBe('https://line.me/R/ti/p/@siamfortune');
  });
});

describe('chat across two instances', () => {
  it('a player, a visitor and a support agent on different instances exchange messages in order; history on reconnect', async () => {
    const p = await player();
    const desk = await deskToken();
    const agent = await client(t2, AURORA, { desk });
    await agent.next((f) => f.type === 'ready' && f.role === 'desk');
    const alice = await client(t, AURORA, { token: p.token });
    const ready = await alice.next((f) => f.type === 'ready');
    expect(ready).toMatchObject({ role: 'player', room: null, messages: [], online: true });

    for (let i = 1; i <= 5; i++) alice.send({ type: 'send', body: `player ${i}`, clientId: `c${i}` });
    const roomFrame = await agent.next((f) => f.type === 'room');
    const room = roomFrame.room.id as string;
    const seenByAgent: string[] = [];
    for (let i = 1; i <= 5; i++)
      seenByAgent.push((await agent.next((f) => f.type === 'message')).message.body);
    expect(seenByAgent).toEqual(['player 1', 'player 2', 'player 3', 'player 4', 'player 5']);

    agent.send({ type: 'typing', room });
    expect(await alice.next((f) => f.type === 'typing')).toMatchObject({
      from: 'support',
      name: 'Aurora care',
    });
    agent.send({ type: 'send', room, body: 'Hello, how can I help?' });
    const reply = await alice.next((f) => f.type === 'message' && f.message.sender === 'support');
    expect(reply.message).toMatchObject({ body: 'Hello, how can I help?', name: 'Aurora care' });
    // The room became the agent's.
    const list = expectOk<{ id: string; status: string; operator: string; username: string }[]>(
      await call(t2, 'GET', '/wps/support/chats', { token: desk }),
    );
    expect(list.find((r) => r.id === room)).toMatchObject({
      status: 'active',
      operator: 'Aurora care',
      username: p.username,
    });

    // A second tab on the other instance sees the same conversation from history, then live.
    alice.close();
    const again = await client(t2, AURORA, { token: p.token });
    const history = await again.next((f) => f.type === 'ready');
    expect(history.messages.map((m: { body: string }) => m.body)).toEqual([
      'player 1',
      'player 2',
      'player 3',
      'player 4',
      'player 5',
      'Hello, how can I help?',
    ]);
    const ids = history.messages.map((m: { id: string }) => Number(m.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(history.room.playerUnread).toBe(1);
    again.send({ type: 'read' });
    await expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom('chat_room')
              .select('player_unread')
              .where('id', '=', BigInt(room))
              .executeTakeFirstOrThrow()
          ).player_unread,
      )
      .toBe(0);

    // A visitor on the first instance gets their own room; the agent sees both.
    const key = expectOk<{ visitor: string }>(await call(t, 'GET', '/wps/relay/CBS_launchChat')).visitor;
    const visitor = await client(t, AURORA, { visitor: key });
    await visitor.next((f) => f.type === 'ready' && f.role === 'visitor');
    visitor.send({ type: 'send', body: 'hi from a visitor' });
    const visitorRoom = (await agent.next((f) => f.type === 'room' && f.room.id !== room)).room.id as string;
    expect(visitorRoom).not.toBe(room);
    expect(
      (await agent.next((f) => f.type === 'message' && f.message.room === visitorRoom)).message,
    ).toMatchObject({
      room: visitorRoom,
      body: 'hi from a visitor',
    });
    // The player never sees the visitor's room.
    expect(
      again.frames.some(
        (f) => f.type === 'message' && (f as { message: { room: string } }).message.room === visitorRoom,
      ),
    ).toBe(false);

    // Transfer to the all-brands agent, then close: the player is told; the transcript stays readable.
    expectOk(
      await call(t, 'POST', `/wps/support/chats/${room}/transfer`, {
        token: desk,
        body: { to: 'support01' },
      }),
    );
    expect((await again.next((f) => f.type === 'room')).room).toMatchObject({
      status: 'active',
      operator: 'Support desk',
    });
    expectOk(await call(t, 'POST', `/wps/support/chats/${room}/close`, { token: desk }));
    expect((await again.next((f) => f.type === 'room' && f.room.status === 'closed')).room.id).toBe(room);
    const transcript = expectOk<{ messages: { body: string }[] }>(
      await call(t, 'GET', `/wps/chat/rooms/${room}`, { token: p.token }),
    );
    expect(transcript.messages).toHaveLength(6);
    const other = await player();
    expectError(
      await call(t, 'GET', `/wps/chat/rooms/${room}`, { token: other.token }),
      404,
      'chat_not_found',
    );
  });
});

describe('chat rules', () => {
  it('refuses empty, oversized and too fast messages, and stores none of them', async () => {
    const p = await player();
    const c = await client(t, AURORA, { token: p.token });
    await c.next((f) => f.type === 'ready');
    c.send({ type: 'send', body: '   ', clientId: 'e' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({
      code: 'chat_message_empty',
      clientId: 'e',
    });
    c.send({ type: 'send', body: 'x'.repeat(501), clientId: 'l' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({
      code: 'chat_message_too_long',
      message: 'A message may have at most 500 characters',
    });
    c.send({ type: 'send', body: 'x'.repeat(500) });
    await c.next((f) => f.type === 'sent');
    for (let i = 0; i < 8; i++) c.send({ type: 'send', body: `burst ${i}`, clientId: `b${i}` });
    const tooFast = await c.next((f) => f.type === 'error');
    expect(tooFast.code).toBe('chat_too_fast');
    const stored = await t.db
      .selectFrom('chat_message')
      .innerJoin('chat_room', 'chat_room.id', 'chat_message.room_id')
      .select('body')
      .where('chat_room.account_id', '=', p.id)
      .execute();
    expect(stored.length).toBeLessThan(9);
    expect(stored.every((m) => m.body.length > 0 && m.body.length <= 500)).toBe(true);
  });

  it('a socket without a valid hello is refused; a desk agent cannot act on another brand’s chat', async () => {
    const stranger = await client(t, AURORA, { token: 'x'.repeat(43) });
    expect(await stranger.next((f) => f.type === 'error')).toMatchObject({ code: 'unauthorized' });
    const lotusPlayer = await player('lotus');
    const lc = await client(t, LOTUS, { token: lotusPlayer.token });
    await lc.next((f) => f.type === 'ready');
    lc.send({ type: 'send', body: 'xin chào' });
    await lc.next((f) => f.type === 'sent');
    const lotusRoom = (
      await t.db
        .selectFrom('chat_room')
        .select('id')
        .where('account_id', '=', lotusPlayer.id)
        .executeTakeFirstOrThrow()
    ).id;
    const desk = await deskToken();
    expectError(
      await call(t, 'POST', `/wps/support/chats/${lotusRoom}/messages`, {
        token: desk,
        body: { body: 'hi' },
      }),
      404,
      'chat_not_found',
    );
    expectError(
      await call(t, 'POST', `/wps/support/chats/${lotusRoom}/close`, { token: desk }),
      404,
      'chat_not_found',
    );
    const agent = await client(t, AURORA, { desk });
    await agent.next((f) => f.type === 'ready');
    agent.send({ type: 'send', room: String(lotusRoom), body: 'hi' });
    expect(await agent.next((f) => f.type === 'error')).toMatchObject({ code: 'chat_not_found' });
    expect(
      (await t.db.selectFrom('chat_message').select('sender').where('room_id', '=', lotusRoom).execute()).map(
        (m) => m.sender,
      ),
    ).toEqual(['player']);
    expectError(
      await call(t, 'POST', `/wps/support/chats/${lotusRoom}/transfer`, {
        host: LOTUS,
        token: await deskToken('support01', LOTUS),
        body: { to: 'aurora.cs' },
      }),
      404,
      'support_operator_not_found',
    );
  });

  it('outside support hours the room says when support is back and the message becomes a feedback ticket', async () => {
    const aurora = t.brands.find((b) => b.config.code === 'aurora')!;
    const hours = aurora.config.support!.chat.hours;
    const saved = { ...hours };
    // Closed all week but one minute a week from now: offline whatever the clock says.
    Object.assign(hours, { days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '00:01' });
    const now = new Date();
    const within = now.getUTCHours() === 0 && now.getUTCMinutes() === 0;
    try {
      const p = await player();
      const c = await client(t, AURORA, { token: p.token });
      const ready = await c.next((f) => f.type === 'ready');
      if (within) return;
      expect(ready.online).toBe(false);
      expect(typeof ready.backAt).toBe('string');
      c.send({ type: 'send', body: 'ถอนเงินไม่เข้า' });
      const notice = await c.next((f) => f.type === 'message' && f.message.sender === 'system');
      const data = JSON.parse(notice.message.body) as { k: string; backAt: string; ticket: string };
      expect(data.k).toBe('offline');
      const ticket = expectOk<{ content: string; status: string }>(
        await call(t, 'GET', `/wps/feedback/${data.ticket}`, { token: p.token }),
      );
      expect(ticket).toMatchObject({ content: 'ถอนเงินไม่เข้า', status: 'open' });
    } finally {
      Object.assign(hours, saved);
    }
  });

  it('attaches images to the chat: sniffed, only the owner and the brand desk can read them', async () => {
    const p = await player();
    const upload = (value: Buffer, token?: string) => {
      const { payload, contentType } = multipartBody([
        { name: 'image', value, filename: 'a.png', contentType: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/wps/chat/files',
        headers: {
          host: AURORA,
          'content-type': contentType,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload,
      });
    };
    expectError(await upload(Buffer.from('MZ not an image at all')), 401, 'unauthorized');
    expectError(await upload(Buffer.from('MZ not an image at all'), p.token), 400, 'support_image_type');
    const { fileId } = expectOk<{ fileId: string }>(await upload(PNG, p.token));
    const c = await client(t, AURORA, { token: p.token });
    await c.next((f) => f.type === 'ready');
    c.send({ type: 'send', body: '', fileId });
    expect((await c.next((f) => f.type === 'message')).message).toMatchObject({ fileId, body: '' });
    expect(
      (await call(t, 'GET', `/wps/chat/files/${fileId}`, { token: p.token })).rawPayload.equals(PNG),
    ).toBe(true);
    const desk = await deskToken();
    expect((await call(t, 'GET', `/wps/support/files/${fileId}`, { token: desk })).statusCode).toBe(200);
    expectError(
      await call(t, 'GET', `/wps/chat/files/${fileId}`, { token: (await player()).token }),
      404,
      'support_file_not_found',
    );
  });
});
