import { deflateSync } from 'node:zlib';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A 160×100 PNG with a diagonal stripe: an upload that looks like something on a screenshot. */
export function samplePng(): Buffer {
  const width = 160;
  const height = 100;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y * 1.6) < 12;
      rows.push(stripe ? 230 : 40, stripe ? 180 : 110, stripe ? 40 : 170);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
