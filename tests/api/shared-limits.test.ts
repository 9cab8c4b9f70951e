/**
 * Rate limits (issue 9 item 3): one budget per brand and client, whatever Host spelling or preview host carries
 * the request, shared by every instance on the database; a logged-in client's budget is its account's. The 429
 * says the same number of seconds as its Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, call, expectError, freshIp, loginOk, makeAccount, type Response } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';
import { secondInstance } from './instances-support';

let t: TestApp;
let other: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondInstance(t);
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Every way a request can name aurora: its domain in any case or with a port, and preview hosts with X-Brand. */
const AURORA_SPELLINGS: { host: string; headers?: Record<string, string> }[] = [
  { host: AURORA },
  { host: 'AURORA.LOCALHOST' },
  { host: 'Aurora.Localhost:8080' },
  { host: 'localhost', headers: { 'x-brand': 'aurora' } },
  { host: '127.0.0.1:8080', headers: { 'x-brand': 'AURORA' } },
];

/** The 429's Retry-After, checked against the seconds its (English) message states. */
function retryAfter(response: Response): number {
  const body = expectError(response, 429, 'too_many_requests');
  const header = Number(response.headers['retry-after']);
  expect(header).toBeGreaterThanOrEqual(1);
  expect(body.message).toBe(
    `Too many requests. Try again in ${header} ${header === 1 ? 'second' : 'seconds'}`,
  );
  return header;
}

describe('rate limits', () => {
  it('give a visitor one budget per brand across Host spellings, preview hosts and instances', async () => {
    const ip = freshIp();
    // GET /wps/captcha allows 10 in 10 s: spread them over every spelling and both instances.
    for (let i = 0; i < 10; i++) {
      const spelling = AURORA_SPELLINGS[i % AURORA_SPELLINGS.length]!;
      const app = i % 2 === 0 ? t : other;
      const answer = await call(app, 'GET', '/wps/captcha', { ...spelling, ip });
      expect(answer.statusCode, `${spelling.host} #${i}`).toBe(200);
    }
    for (const spelling of AURORA_SPELLINGS) {
      for (const app of [t, other]) {
        const seconds = retryAfter(await call(app, 'GET', '/wps/captcha', { ...spelling, ip }));
        expect(seconds).toBeLessThanOrEqual(10);
      }
    }
    // Another brand on the same address, and another address, have budgets of their own.
    expect((await call(t, 'GET', '/wps/captcha', { host: 'lotus.localhost', ip })).statusCode).toBe(200);
    expect((await call(other, 'GET', '/wps/captcha', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('give a logged-in player the account’s budget, whatever address and instance the calls come from', async () => {
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account);
    // POST /wps/cashier/deposit allows 20 a minute; an empty body is refused (400) but still spends the budget.
    for (let i = 0; i < 20; i++) {
      const spelling = AURORA_SPELLINGS[i % AURORA_SPELLINGS.length]!;
      const answer = await call(i % 2 ? other : t, 'POST', '/wps/cashier/deposit', {
        ...spelling,
        token,
        body: {},
        ip: freshIp(),
      });
      expect(answer.statusCode, answer.body).toBe(400);
    }
    const seconds = retryAfter(
      await call(other, 'POST', '/wps/cashier/deposit', { token, body: {}, ip: freshIp() }),
    );
    expect(seconds).toBeLessThanOrEqual(60);
    // Another player (even on an address the first one used) is not held back.
    const second = await makeAccount(t);
    const { token: secondToken } = await loginOk(t, second);
    expect((await call(t, 'POST', '/wps/cashier/deposit', { token: secondToken, body: {} })).statusCode).toBe(
      400,
    );
  });

  it('opens a new window when the last one ended', async () => {
    const ip = freshIp();
    // POST /wps/verification/sms/noLogin allows 1 a second.
    const send = () => call(t, 'POST', '/wps/verification/sms/noLogin', { ip, body: {} });
    expect((await send()).statusCode).not.toBe(429);
    expect(retryAfter(await send())).toBe(1);
    const started = Date.now();
    let answer = await send();
    while (answer.statusCode === 429 && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await send();
    }
    expect(answer.statusCode).not.toBe(429);
  });
});
