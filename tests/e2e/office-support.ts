import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '@/core/office/roles';
import { currentStep, totpAt } from '@/server/lib/totp';
import { LOOPBACK } from './support';

/**
 * Back-office e2e helpers (docs/back-office.md): a new staff member per test (POST /__dev/office/staff, DEV_ROUTES
 * only), signed in by API with the password and the current TOTP code, the token put in the tab's session storage
 * before the console opens. One staff member per test: a TOTP step logs in once per staff member.
 */
export interface OfficeStaff {
  username: string;
  token: string;
}

export async function officeStaff(
  request: APIRequestContext,
  roles: Record<string, StaffRole[]>,
): Promise<OfficeStaff> {
  const created = await request.post(`${LOOPBACK}__dev/office/staff`, { data: { roles } });
  if (!created.ok()) throw new Error(`staff not created: ${await created.text()}`);
  const { username, password, totpSecret } = (await created.json()).value as {
    username: string;
    password: string;
    totpSecret: string;
  };
  const login = await request.post(`${LOOPBACK}office/api/login`, {
    data: { username, password, code: totpAt(totpSecret, currentStep()) },
  });
  if (!login.ok()) throw new Error(`staff login failed: ${await login.text()}`);
  return { username, token: (await login.json()).value.token as string };
}

/** Opens a console screen signed in as the staff member (the token in session storage, as after a login). */
export async function openOffice(page: Page, staff: OfficeStaff, path: string): Promise<void> {
  await page.addInitScript((token) => sessionStorage.setItem('mq_office_token', token), staff.token);
  await page.goto(`${LOOPBACK}office/${path}`);
}
