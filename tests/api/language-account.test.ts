import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyParam } from '@/core/message-params';
import { translate } from '@/server/i18n';
import { postMessage } from '@/server/modules/wallet/inbox.service';
import {
  AURORA,
  call,
  expectError,
  expectOk,
  loginOk,
  makeAccount,
  memberInfo,
  outbox,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OASIS = 'oasis.localhost';
const PHP = { code: 'PHP', symbol: '₱', minorUnits: 2 } as const;
const saveLanguage = (token: string, body: unknown, host = AURORA, headers: Record<string, string> = {}) =>
  call(t, 'PUT', '/wps/member/language', { host, token, body, headers });
const info = async (token: string, host = AURORA) =>
  (await memberInfo(t, token, host)) as unknown as { language: string | null };

describe('account language (spec §7 "Language update: language")', () => {
  it('saves a language the brand offers and follows the member to a new login (another device)', async () => {
    const who = await makeAccount(t);
    const first = await loginOk(t, who);
    expect((await info(first.token)).language).toBeNull();
    expect(expectOk(await saveLanguage(first.token, { language: 'cn' }))).toBe('cn');
    expect((await info(first.token)).language).toBe('cn');
    const second = await loginOk(t, who);
    expect((await info(second.token)).language).toBe('cn');
  });

  it('refuses a language the brand does not offer, or garbage, with a translated 4xx; nothing is written', async () => {
    const who = await makeAccount(t, { brand: 'oasis' });
    const { token } = await loginOk(t, who);
    expectOk(await saveLanguage(token, { language: 'en' }, OASIS));
    const refused = expectError(
      await saveLanguage(token, { language: 'th' }, OASIS),
      400,
      'language_not_offered',
    );
    // The request names no language: the answer is in the brand default (Arabic), not the saved account language.
    expect(refused.message).toBe(translate('ar', 'language_not_offered'));
    const inChinese = await call(t, 'PUT', '/wps/member/language', {
      token: (await loginOk(t, await makeAccount(t))).token,
      body: { language: 'de' },
      headers: { 'x-language': 'cn' },
    });
    expect(expectError(inChinese, 400, 'language_not_offered').message).toBe(
      translate('cn', 'language_not_offered'),
    );
    for (const body of [{ language: 5 }, {}, { language: 'en', extra: 1 }, { language: 'x'.repeat(40) }])
      expect(
        (await saveLanguage(token, body, OASIS)).statusCode,
        JSON.stringify(body),
      ).toBeGreaterThanOrEqual(400);
    expect((await info(token, OASIS)).language).toBe('en');
  });

  it('needs a session', async () => {
    expectError(
      await call(t, 'PUT', '/wps/member/language', { body: { language: 'en' } }),
      401,
      'unauthorized',
    );
  });

  it('shows no saved language the brand stopped offering', async () => {
    const who = await makeAccount(t);
    await t.db.updateTable('account').set({ language: 'ar' }).where('id', '=', who.id).execute();
    const { token } = await loginOk(t, who);
    expect((await info(token)).language).toBeNull();
  });

  it('renders inbox messages in the account language, whatever the request language', async () => {
    const who = await makeAccount(t);
    const { token } = await loginOk(t, who);
    expectOk(await saveLanguage(token, { language: 'cn' }));
    await t.db.transaction().execute((trx) =>
      postMessage(trx, {
        brand: 'aurora',
        accountId: who.id,
        kind: 'deposit_credited',
        params: { orderNo: 'D1', amount: moneyParam(10_000n, PHP), method: 'GCash' },
      }),
    );
    const page = expectOk<{ content: { title: string }[] }>(
      await call(t, 'GET', '/wps/member/messages?pageNo=1&pageSize=10', {
        token,
        headers: { 'x-language': 'en' },
      }),
    );
    expect(page.content[0]?.title).toBe(translate('cn', 'inbox_deposit_credited_title'));
    expect(page.content[0]?.title).not.toBe(translate('en', 'inbox_deposit_credited_title'));
  });

  it('sends a reset code by email in the account language', async () => {
    const email = `${uniqueName('mail')}@example.com`;
    const who = await makeAccount(t, { email });
    const { token } = await loginOk(t, who);
    expectOk(await saveLanguage(token, { language: 'cn' }));
    expectOk(
      await call(t, 'POST', '/wps/member/password/email', {
        form: { username: who.username, email },
        headers: { 'x-language': 'en' },
      }),
    );
    const [mail] = await outbox(t, email);
    expect(mail?.subject).toBe(translate('cn', 'message_code_subject', { brand: 'Aurora Play' }));
  });
});
