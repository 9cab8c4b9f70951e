import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** Setup and helpers shared by accounts-login.test.ts and accounts-login-siam-human-verification.test.ts: call setupSuite() once per file. */
export let t: TestApp;

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}
