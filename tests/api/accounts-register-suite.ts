import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** Setup and helpers shared by accounts-register.test.ts and accounts-register-invitation-affiliate-codes.test.ts: call setupSuite() once per file. */
export let t: TestApp;

export async function accountCount(): Promise<number> {
  const row = await t.db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}
