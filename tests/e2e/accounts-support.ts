import { createHmac, randomInt } from 'node:crypto';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { brandUrl, skipAnnouncementPopups } from './support';

/**
 * Every browser connection reaches the e2e server from loopback, which serve.mjs trusts as a proxy: each test
 * gets its own client address in X-Forwarded-For, so per-IP throttles (registration and SMS limits, the captcha
 * after 3 failed logins) never leak from one test into another, and a "new network" is just another address.
 */
let sequence = 0;
function nextSerial(workerIndex: number): number {
  sequence += 1;
  return (Date.now() % 1_000_000) * 1000 + (sequence % 100) * 10 + (workerIndex % 10);
}

/** A random private address (never in a brand's blocked ranges, which use the documentation ranges). */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const test = base.extend<{ clientIp: string; announcementPopups: boolean }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
  clientIp: async ({}, use) => {
    await use(randomIp());
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  /** false (default): the announcement popups are marked closed up front; suites about them set it to true. */
  announcementPopups: [false, { option: true }],
  page: async ({ page, announcementPopups }, use) => {
    // On the context: a page the flow opens (a new tab) skips them too.
    if (!announcementPopups) await skipAnnouncementPopups(page.context());
    await use(page);
  },
});
export { expect };

/** A username by the demo brands' rule (letter first, then letters and digits, 6–16), unique for this run. */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}${nextSerial(test.info().workerIndex).toString(36).padStart(6, '0')}`.slice(0, 16);
}

/** A national mobile number of the given length, unique for this run. */
export function uniqueMobile(digits: number): string {
  return `9${String(nextSerial(test.info().workerIndex))
    .padStart(digits - 1, '0')
    .slice(-(digits - 1))}`;
}

export const PASSWORD = 'Secret2026x';

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** A call from inside the page: same origin, cookies and forwarded address as the app's own requests. */
export async function pageFetch<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  return page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, init },
  );
}

/** The answer to the captcha this browser was last shown (GET /__dev/captcha reads the mq_captcha cookie). */
export async function captchaAnswer(page: Page): Promise<string> {
  const { body } = await pageFetch<{ answer: string | null }>(page, '/__dev/captcha');
  expect(body.value.answer, 'the browser holds a captcha').toBeTruthy();
  return body.value.answer as string;
}

/**
 * The newest code sent to a destination (an SMS destination is "+<dialing code><number>", an email lower-case),
 * waiting until at least `count` messages have reached it.
 */
export async function outboxCode(page: Page, to: string, count = 1): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const { body } = await pageFetch<{ code: string | null }[]>(
          page,
          `/__dev/outbox?to=${encodeURIComponent(to)}`,
        );
        code = body.value[0]?.code ?? null;
        return body.value.length;
      },
      { message: `a message to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  expect(code).toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/**
 * Registers a player by username through the API from inside the page (the captcha, when the brand's
 * register-fields.json shows it, answered through the dev helper), without logging in: for flows that are not
 * about registration.
 */
export async function createAccount(
  page: Page,
  brand: string,
  extra: Record<string, string> = {},
  password = PASSWORD,
): Promise<{ username: string; password: string }> {
  const username = uniqueUsername();
  if (!page.url().startsWith(brandUrl(brand))) await page.goto(brandUrl(brand));
  const captcha = await pageFetch<string>(page, '/wps/captcha');
  expect(captcha.status).toBe(200);
  const answer = await captchaAnswer(page);
  const { status, body } = await pageFetch(page, '/wps/member/register', {
    method: 'PUT',
    body: {
      username,
      password,
      confirmPassword: password,
      captcha: answer,
      agreeTerms: true,
      // Brands with the birthday check (siam) need the confirmation of being 21; the others ignore it.
      ageConfirmed: true,
      login: false,
      registerMethod: 'WEB',
      ...extra,
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { username, password };
}

export const createAuroraAccount = (page: Page, extra: Record<string, string> = {}) =>
  createAccount(page, 'aurora', extra);

/** Registers a lotus player by mobile (SMS code from the outbox) through the API; it chooses the username l<mobile>. */
export async function createLotusAccount(
  page: Page,
): Promise<{ username: string; mobile: string; password: string }> {
  const mobile = uniqueMobile(9);
  if (!page.url().startsWith(brandUrl('lotus'))) await page.goto(brandUrl('lotus'));
  const sent = await pageFetch(page, '/wps/verification/sms/register', {
    method: 'POST',
    body: { mobileNo: mobile, countryDialingCode: '84' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { status, body } = await pageFetch(page, '/wps/member/register/mobile', {
    method: 'PUT',
    body: {
      username: `l${mobile}`,
      mobileNum: mobile,
      countryDialingCode: '84',
      verificationCode: await outboxCode(page, `+84${mobile}`),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      payeeName: 'TRAN THI BINH',
      agreeTerms: true,
      login: false,
      registerMethod: 'WEB',
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { username: `l${mobile}`, mobile, password: PASSWORD };
}

/**
 * Registers a player of a demo brand through the API with `login: true` (lotus by mobile with the SMS code from
 * the outbox, the others by username with the captcha answered) and resolves to its session token: for flows that
 * need a logged-in player but are not about logging in. The page must be on the brand's site.
 */
export async function registerLoggedIn(
  page: Page,
  brand: string,
): Promise<{ token: string; username: string }> {
  let answer: Awaited<ReturnType<typeof pageFetch<{ token: string }>>>;
  let username: string;
  if (brand === 'lotus') {
    const mobile = uniqueMobile(9);
    username = `l${mobile}`;
    const sent = await pageFetch(page, '/wps/verification/sms/register', {
      method: 'POST',
      body: { mobileNo: mobile, countryDialingCode: '84' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    answer = await pageFetch<{ token: string }>(page, '/wps/member/register/mobile', {
      method: 'PUT',
      body: {
        username,
        mobileNum: mobile,
        countryDialingCode: '84',
        verificationCode: await outboxCode(page, `+84${mobile}`),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        payeeName: 'TRAN THI BINH',
        agreeTerms: true,
        login: true,
        registerMethod: 'WEB',
      },
    });
  } else {
    expect((await pageFetch(page, '/wps/captcha')).status).toBe(200);
    // siam asks for a symbol too; aurora allows letters and digits only.
    const password = brand === 'siam' ? 'Siam#2026x' : PASSWORD;
    username = uniqueUsername('ax');
    answer = await pageFetch<{ token: string }>(page, '/wps/member/register', {
      method: 'PUT',
      body: {
        username,
        password,
        confirmPassword: password,
        captcha: await captchaAnswer(page),
        agreeTerms: true,
        login: true,
        registerMethod: 'WEB',
        // Brands with the birthday check (siam) need the confirmation of being 21; the others ignore it.
        ageConfirmed: true,
        ...(brand === 'siam' ? { payeeName: 'Somchai Jaidee' } : {}),
      },
    });
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token: answer.body.value.token, username };
}

export const banner = (page: Page) => page.getByRole('banner');
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** The header's account drop-down button (its accessible name is the nickname, plus "Trial" for free play). */
export const accountButton = (page: Page, name: string | RegExp) =>
  banner(page).getByRole('button', { name, exact: typeof name === 'string' });

/** Texts of the login modal, English by default (lotus is Vietnamese, siam Thai). */
export interface LoginLabels {
  login: string;
  username: string;
  password: string;
}
export const EN_LOGIN: LoginLabels = { login: 'Log in', username: 'Username', password: 'Password' };

/** Fills and submits the member login modal's username form (the modal must be open). */
export async function submitLogin(
  page: Page,
  username: string,
  password: string,
  labels: LoginLabels = EN_LOGIN,
): Promise<Locator> {
  const modal = dialog(page, labels.login);
  await modal.getByLabel(labels.username).fill(username);
  await modal.getByLabel(labels.password, { exact: true }).fill(password);
  await modal.getByRole('button', { name: labels.login }).click();
  return modal;
}

/** Opens the login modal from the header and logs in; resolves once the header shows the account. */
export async function logIn(
  page: Page,
  username: string,
  password: string,
  labels = EN_LOGIN,
): Promise<void> {
  await banner(page).getByRole('button', { name: labels.login }).click();
  const modal = await submitLogin(page, username, password, labels);
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();
}

/** Opens the header's account drop-down (a disclosure: a list of links and buttons named "My account"). */
export async function openAccountMenu(
  page: Page,
  nickname: string | RegExp,
  label = 'My account',
): Promise<Locator> {
  const toggle = accountButton(page, nickname);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return banner(page).getByRole('list', { name: label });
}

/** Sign out through the account menu and its confirmation. */
export async function logOut(
  page: Page,
  nickname: string,
  labels = { signOut: 'Sign out', menu: 'My account' },
): Promise<void> {
  const menu = await openAccountMenu(page, nickname, labels.menu);
  await menu.getByRole('button', { name: labels.signOut }).click();
  await dialog(page, labels.signOut).getByRole('button', { name: labels.signOut }).click();
  await expect(banner(page).getByRole('button', { name: nickname })).toHaveCount(0);
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) of a base32 secret, computed independently of the server's code. */
export function totp(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

export const totpStep = (now = Date.now()) => Math.floor(now / 30_000);
