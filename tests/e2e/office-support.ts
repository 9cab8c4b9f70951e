import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { StaffRole } from '@/core/office/roles';
import { currentStep, totpAt } from '@/server/lib/totp';
import { E2E_PORT } from '../../playwright.config';
import { expect } from './accounts-support';

/**
 * Back-office helpers for end-to-end flows: a new staff member per call (POST /__dev/office/staff, DEV_ROUTES=1),
 * signed in by API (password + the current TOTP code) with the token put where the console keeps it (the tab's
 * session storage). Each staff member logs in once: a TOTP code is good once.
 */
export const OFFICE = `http://localhost:${E2E_PORT}`;

export interface OfficeStaff {
  username: string;
  token: string;
}

export async function officeStaff(page: Page, roles: Record<string, StaffRole[]>): Promise<OfficeStaff> {
  const created = await page.request.post(`${OFFICE}/__dev/office/staff`, { data: { roles } });
  expect(created.status(), await created.text()).toBe(200);
  const { username, password, totpSecret } = (await created.json()).value;
  const login = await page.request.post(`${OFFICE}/office/api/login`, {
    data: { username, password, code: totpAt(totpSecret, currentStep()) },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { username, token: (await login.json()).value.token };
}

/** A browser context of its own for a staff member (the player's tab keeps its own storage), opened at `path`. */
export async function officePage(
  browser: Browser,
  staff: OfficeStaff,
  path: string,
  options: { width?: number; theme?: 'dark' | 'light' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: 900 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ({ token, theme }) => {
      sessionStorage.setItem('mq_office_token', token);
      if (theme) localStorage.setItem('mq_office_theme', theme);
    },
    { token: staff.token, theme: options.theme ?? null },
  );
  const page = await context.newPage();
  await page.goto(`${OFFICE}/office/${path}`);
  return { context, page };
}
