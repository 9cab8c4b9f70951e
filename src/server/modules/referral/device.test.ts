import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookie, deviceHooks } from './device';

describe('the device cookie', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(cookie);
    deviceHooks(app);
    // The serializer the hook used before: the header must be byte for byte what it wrote.
    app.get('/wps/as-serialized', (request, reply) => {
      reply.setCookie(DEVICE_COOKIE, 'A'.repeat(22), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 400 * 86_400,
        secure: request.headers['x-secure'] === '1',
      });
      return 'ok';
    });
    app.get('/wps/other-cookie', (_request, reply) => {
      reply.setCookie('other', 'x', { path: '/' });
      return 'ok';
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is written as @fastify/cookie serializes it, with and without Secure', async () => {
    for (const secure of [false, true]) {
      const answer = await app.inject({
        url: '/wps/as-serialized',
        headers: { 'x-secure': secure ? '1' : '0' },
      });
      expect(answer.headers['set-cookie']).toBe(deviceCookie('A'.repeat(22), secure));
    }
  });

  it('is set on signed-in calls without one, beside the cookies a route sets, and not for visitors', async () => {
    const signedIn = await app.inject({ url: '/wps/other-cookie', headers: { authorization: 'Bearer t' } });
    const cookies = signedIn.headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      /^mq_fp=[A-Za-z0-9_-]{22}; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies[1]).toBe('other=x; Path=/; SameSite=Lax');
    const visitor = await app.inject({ url: '/wps/other-cookie' });
    expect(visitor.headers['set-cookie']).toBe('other=x; Path=/; SameSite=Lax');
    const returned = await app.inject({
      url: '/wps/other-cookie',
      headers: { authorization: 'Bearer t', cookie: `${DEVICE_COOKIE}=${'B'.repeat(22)}` },
    });
    expect(returned.headers['set-cookie']).toBe('other=x; Path=/; SameSite=Lax');
  });
});
