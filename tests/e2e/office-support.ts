import { expect, type Page } from '@playwright/test';
import type { StaffRole } from '@/core/office/roles';
import { currentStep, totpAt } from '@/server/lib/totp';
import { LOOPBACK } from './support';

/**
 * Back-office e2e helpers: a new staff member per test (POST /__dev/office/staff, DEV_ROUTES=1), signed in by API
 * (password + the current TOTP code) with the token put where the console keeps it (the tab's session storage)
 * before any page script runs. One staff member per test: a TOTP step logs a staff member in once.
 */
export interface OfficeStaff {
  username: string;
  token: string;
}

export async function officeSession(
  page: Page,
  roles: Record<string, StaffRole[]>,
  options: { theme?: 'dark' | 'light' } = {},
): Promise<OfficeStaff> {
  const made = await page.request.post(`${LOOPBACK}__dev/office/staff`, { data: { roles } });
  expect(made.status()).toBe(200);
  const { username, password, totpSecret } = (await made.json()).value as {
    username: string;
    password: string;
    totpSecret: string;
  };
  const login = await page.request.post(`${LOOPBACK}office/api/login`, {
    data: { username, password, code: totpAt(totpSecret, currentStep()) },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).value.token as string;
  await page.addInitScript(
    ({ token, theme }) => {
      sessionStorage.setItem('mq_office_token', token);
      if (theme) localStorage.setItem('mq_office_theme', theme);
    },
    { token, theme: options.theme },
  );
  return { username, token };
}

/** A console screen of a brand. */
export const officeUrl = (brand: string, screen: string) => `${LOOPBACK}office/${brand}/${screen}`;
