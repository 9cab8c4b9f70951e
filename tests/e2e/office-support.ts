import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '@/core/office/roles';
import { expect, totp, totpStep } from './accounts-support';
import { LOOPBACK } from './support';

/**
 * Back-office e2e helpers: a new staff member per test (POST /__dev/office/staff, DEV_ROUTES=1), signed in through
 * the API with password + the current TOTP code, the token put in the tab's session storage (`mq_office_token`)
 * before the console opens. One staff member per sign-in: a TOTP step signs a staff member in once.
 */

export interface NewStaff {
  username: string;
  password: string;
  totpSecret: string;
}

export interface E2eStaff {
  username: string;
  token: string;
}

/** A new staff member with these roles (not signed in): their password and TOTP secret. */
export async function newStaff(
  request: APIRequestContext,
  roles: Record<string, StaffRole[]>,
): Promise<NewStaff> {
  const created = await request.post(`${LOOPBACK}__dev/office/staff`, { data: { roles } });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).value as NewStaff;
}

/** The authenticator's current code for a TOTP secret (offset: steps later or earlier). */
export const totpCode = (secret: string, offset = 0) => totp(secret, totpStep() + offset);

/** A new staff member with these roles, signed in through the API. */
export async function staffToken(
  request: APIRequestContext,
  roles: Record<string, StaffRole[]>,
): Promise<E2eStaff> {
  const { username, password, totpSecret } = await newStaff(request, roles);
  const login = await request.post(`${LOOPBACK}office/api/login`, {
    data: { username, password, code: totpCode(totpSecret) },
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

/** An office API call with a staff token (from the test process); answers the status. */
export async function officeStatus(request: APIRequestContext, token: string, path: string): Promise<number> {
  const response = await request.get(`${LOOPBACK}office/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}
