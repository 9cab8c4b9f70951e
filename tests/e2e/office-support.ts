import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '@/core/office/roles';
import { expect, totp, totpStep } from './accounts-support';
import { LOOPBACK } from './support';

/**
 * Back-office e2e helpers: a new staff member per test (POST /__dev/office/staff, DEV_ROUTES=1), signed in through
 * the API with password + the current TOTP code, the token put in the tab's session storage before the console
 * opens. One staff member per test: a TOTP step signs a staff member in once.
 */

export interface E2eStaff {
  username: string;
  token: string;
}

export async function staffToken(
  request: APIRequestContext,
  roles: Record<string, StaffRole[]>,
): Promise<E2eStaff> {
  const created = await request.post(`${LOOPBACK}__dev/office/staff`, { data: { roles } });
  expect(created.status(), await created.text()).toBe(200);
  const { username, password, totpSecret } = (await created.json()).value as {
    username: string;
    password: string;
    totpSecret: string;
  };
  const login = await request.post(`${LOOPBACK}office/api/login`, {
    data: { username, password, code: totp(totpSecret, totpStep()) },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { username, token: (await login.json()).value.token as string };
}

/** Opens a console screen signed in as the staff member, in the theme given. */
export async function openOffice(
  page: Page,
  staff: E2eStaff,
  path: string,
  theme: 'light' | 'dark' = 'light',
): Promise<void> {
  await page.addInitScript(
    ({ token, theme }) => {
      sessionStorage.setItem('mq_office_token', token);
      localStorage.setItem('mq_office_theme', theme);
    },
    { token: staff.token, theme },
  );
  await page.goto(`${LOOPBACK}office/${path}`);
}

/** An office API call with the staff member's token (from the test process). */
export async function officeCall<T>(
  request: APIRequestContext,
  staff: E2eStaff,
  path: string,
): Promise<T> {
  const response = await request.get(`${LOOPBACK}office/api/${path}`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value as T;
}
