import type { APIRequestContext, Page } from '@playwright/test';
import { currentStep, totpAt } from '@/server/lib/totp';
import { E2E_PORT } from '../../playwright.config';
import { brandHost, LOOPBACK } from './support';

/**
 * Back-office helpers for e2e flows (docs/back-office.md): a new staff member per test (DEV_ROUTES), signed in by
 * API (password + the current TOTP code) with the token put where the console keeps it (session storage).
 */
export const officeUrl = (path: string) => `http://localhost:${E2E_PORT}/office/${path}`;

export interface E2EStaff {
  username: string;
  token: string;
}

export async function officeStaff(
  request: APIRequestContext,
  roles: Record<string, string[]>,
): Promise<E2EStaff> {
  const created = await request.post(`${LOOPBACK}__dev/office/staff`, { data: { roles } });
  if (!created.ok()) throw new Error(`staff creation failed: ${await created.text()}`);
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

/** Opens the console signed in as the staff member (token in the tab's session storage before any script). */
export async function openOffice(page: Page, staff: E2EStaff, path: string): Promise<void> {
  await page.addInitScript((token) => {
    try {
      sessionStorage.setItem('mq_office_token', token);
    } catch {
      // about:blank has no storage.
    }
  }, staff.token);
  await page.goto(officeUrl(path));
}

/** A player's password login by API on its brand: the bearer token. */
export async function playerToken(
  request: APIRequestContext,
  brand: string,
  who: { username: string; password: string },
  ip: string,
): Promise<string> {
  const response = await request.post(`${LOOPBACK}wps/session/login`, {
    headers: { host: brandHost(brand), 'x-forwarded-for': ip },
    data: { type: 'username', username: who.username, password: who.password },
  });
  if (!response.ok()) throw new Error(`player login failed: ${await response.text()}`);
  return (await response.json()).value.token as string;
}

/** A player's API call with their token (status and envelope value). */
export async function playerCall(
  request: APIRequestContext,
  brand: string,
  token: string,
  path: string,
  ip: string,
): Promise<{ status: number; value: Record<string, unknown> | null }> {
  const response = await request.get(`${LOOPBACK}${path.replace(/^\//, '')}`, {
    headers: { host: brandHost(brand), authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
  });
  const body = (await response.json().catch(() => null)) as { value?: Record<string, unknown> } | null;
  return { status: response.status(), value: body?.value ?? null };
}

/** The id of a player of the brand, found through the office search (exact username). */
export async function playerId(request: APIRequestContext, staff: E2EStaff, brand: string, username: string) {
  const response = await request.get(
    `${LOOPBACK}office/api/b/${brand}/players?by=username&match=exact&q=${encodeURIComponent(username)}`,
    { headers: { authorization: `Bearer ${staff.token}` } },
  );
  const list = (await response.json()).value.list as { id: string }[];
  if (!list[0]) throw new Error(`no player ${username} on ${brand}`);
  return list[0].id;
}
