import { afterAll, beforeAll } from 'vitest';
import { loginOk, makeAccount } from './accounts-support';
import type { TestApp } from './helpers';
import { createSupportApp } from './support-support';

/** Setup and helpers shared by support-feedback.test.ts and support-feedback-history-replies-isolation.test.ts: call setupSuite() once per file. */
export let t: TestApp;

export interface Ticket {
  id: string;
  status: string;
  complaint: boolean;
  unread: number;
  overdue: boolean;
  dueAt: string | null;
  images: { id: string; url: string }[];
  replies: { author: string; name: string | null; body: string }[];
}

export async function player(brand = 'aurora') {
  const account = await makeAccount(t, { brand });
  return { ...account, token: (await loginOk(t, account)).token };
}

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createSupportApp();
  }, 60_000);
  afterAll(async () => t?.close());
}
