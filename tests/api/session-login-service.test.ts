/**
 * The login steps as services (issue 25 item 3): login, remember-me and the captcha refusal called without a
 * server, through serviceContext({ db, brand, client, secret }) on a connection of their own. What they answer is
 * what the routes turn into cookies: the session token serves the API, the device token is the remember-me
 * cookie's value, a captcha refusal carries the id the route sets as the captcha cookie.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@/core/brand';
import { loadBrands } from '@/server/brands/load-brands';
import { serviceContext } from '@/server/context';
import { connect } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { CaptchaRefusal, peekCaptcha } from '@/server/modules/captcha/captcha.service';
import { rememberedUsername } from '@/server/modules/session/device';
import { type LoginInput, login } from '@/server/modules/session/session.service';
import { freshIp, makeAccount, memberInfo } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<Database>;
let brand: Brand;
let secret: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  db = connect(t.config.databaseUrl!, 1);
  brand = loadBrands(t.config.brandsDir).brands.find((b) => b.config.code === 'aurora')!;
  ({ secret } = await db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow());
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

/** A context for one caller: its own address and browser. */
const contextFor = (ip: string) =>
  serviceContext({ db, brand, secret, client: { ip, userAgent: 'service-test/1' } });

/** The AppError a call is refused with (fails the test when it answers). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

describe('login without a server', () => {
  it('answers a session the API accepts, records the caller and hands back the remember-me device token', async () => {
    const account = await makeAccount(t);
    const ip = freshIp();
    const input: LoginInput = { type: 'username', username: account.username, password: account.password };
    const { answer, device } = await login(contextFor(ip), { ...input, rememberMe: true });

    expect(answer.account.userName).toBe(account.username);
    expect((await memberInfo(t, answer.token)).userName).toBe(account.username);
    const session = await db
      .selectFrom('session')
      .select(['ip', 'user_agent'])
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ ip, user_agent: 'service-test/1' });
    const known = await db.selectFrom('known_ip').select('ip').where('account_id', '=', account.id).execute();
    expect(known.map((row) => row.ip)).toEqual([ip]);

    expect(device).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), maxAge: 86_400 });
    expect(await rememberedUsername(contextFor(ip), device!.token)).toBe(account.username);

    // Not asked: the device is left alone. Unticked: the given device token is forgotten, the cookie expired.
    expect((await login(contextFor(ip), input)).device).toBeNull();
    expect(await rememberedUsername(contextFor(ip), device!.token)).toBe(account.username);
    const unticked = await login(
      contextFor(ip),
      { ...input, rememberMe: false },
      { deviceToken: device!.token },
    );
    expect(unticked.device).toEqual({ token: '', maxAge: 0 });
    expect(await rememberedUsername(contextFor(ip), device!.token)).toBeNull();
  });

  it('refuses with AppErrors; a refusal that shows a captcha carries its id, which the next try passes in', async () => {
    const account = await makeAccount(t);
    const ctx = contextFor(freshIp());
    const wrong: LoginInput = { type: 'username', username: account.username, password: 'not-the-password' };

    for (const _ of [1, 2]) {
      const first = await refusal(login(ctx, wrong));
      expect(first).not.toBeInstanceOf(CaptchaRefusal);
      expect([first.code, first.status, first.value]).toEqual(['login_failed', 401, null]);
    }
    const third = await refusal(login(ctx, wrong));
    expect(third).toBeInstanceOf(CaptchaRefusal);
    expect([third.code, third.status]).toEqual(['login_failed', 401]);
    expect(third.value).toEqual({ captcha: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    const { captchaId } = third as CaptchaRefusal;

    const right: LoginInput = { type: 'username', username: account.username, password: account.password };
    const unsolved = await refusal(login(ctx, right));
    expect([unsolved.code, unsolved.status]).toEqual(['captcha_required', 400]);
    expect((unsolved as CaptchaRefusal).captchaId).not.toBe(captchaId);

    // The captcha the third refusal showed is still unused: its answer with its id logs in.
    const answer = await peekCaptcha(db, captchaId);
    expect(answer).toBeDefined();
    const { answer: signedIn } = await login(ctx, { ...right, captcha: answer }, { captchaId });
    expect((await memberInfo(t, signedIn.token)).userName).toBe(account.username);
  });
});
