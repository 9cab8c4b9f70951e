import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffRole } from '@/core/office/roles';
import type { Database } from '@/server/db/database';
import { createStaff } from '@/server/domains/office';
import { currentStep, newTotpSecret, totpAt } from '@/server/lib/totp';

/**
 * Back-office test helpers: a staff member with known password and TOTP secret, and a signed-in session for them.
 * Each call creates a new staff member, so tests never share a TOTP step (a code logs in once).
 */
export const STAFF_PASSWORD = 'office-pass-1';

export interface TestStaff {
  username: string;
  secret: string;
  /** The code of the current 30-second step (the first login of this staff member). */
  code(offsetSteps?: number): string;
}

export async function makeStaff(
  db: Kysely<Database>,
  serverSecret: Buffer,
  roles: Record<string, StaffRole[]>,
  name = `st${randomBytes(4).toString('hex')}`,
): Promise<TestStaff> {
  const secret = newTotpSecret();
  await createStaff(
    db,
    serverSecret,
    {
      username: name,
      password: STAFF_PASSWORD,
      roles: Object.entries(roles).flatMap(([brand, list]) => list.map((role) => ({ brand, role }))),
      by: 'test',
    },
    secret,
  );
  return {
    username: name,
    secret,
    code: (offsetSteps = 0) => totpAt(secret, currentStep() + offsetSteps),
  };
}

export interface StaffSession {
  staff: TestStaff;
  token: string;
  /** An office API call with the session's bearer token. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<{
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer of the endpoint it calls
    json: { success: boolean; code: string; message: string; value: any };
  }>;
}

/** A new staff member with these roles, signed in (password + TOTP) through the API. */
export async function staffSession(
  app: FastifyInstance,
  roles: Record<string, StaffRole[]>,
): Promise<StaffSession> {
  const staff = await makeStaff(app.db, app.secret, roles);
  const login = await app.inject({
    method: 'POST',
    url: '/office/api/login',
    payload: { username: staff.username, password: STAFF_PASSWORD, code: staff.code() },
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  const token = login.json().value.token as string;
  return {
    staff,
    token,
    async call(method, url, body) {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const text = response.body;
      return { status: response.statusCode, json: text.startsWith('{') ? JSON.parse(text) : { value: text } };
    },
  };
}
