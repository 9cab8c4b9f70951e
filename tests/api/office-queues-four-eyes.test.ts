import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, patchJson } from '../support/brand-dirs';
import { staffSession } from '../support/office';
import { createTestApp, type TestApp } from './helpers';
import { applyWithImage } from './office-queues-support';
import { balance, makePlayer } from './wallet-support';

/**
 * Four eyes on a promotion application (issue 26): with aurora's threshold lowered below the reward (₱100.00 >
 * ₱50.00), the marketing member's approval becomes a two-person request; nothing is paid until another member
 * with the permission approves it, and then exactly once.
 */

let t: TestApp;

beforeAll(async () => {
  const brandsDir = copyBrandsDir(['aurora', 'lotus']);
  patchJson(join(brandsDir, 'aurora', 'brand.json'), { '/backOffice': { fourEyesAbove: 5_000 } });
  t = await createTestApp({ brandsDir, env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'oqueue-4e-')) } });
}, 60_000);
afterAll(() => t?.close());

describe('promotion application above the four-eyes threshold', () => {
  it('waits for a second staff member, then pays once', async () => {
    const A = '/office/api/b/aurora';
    const player = await makePlayer(t);
    const id = await applyWithImage(t, player);
    const first = await staffSession(t.app, { aurora: ['marketing'] });
    const requested = await first.call('POST', `${A}/promotions/applications/${id}/approve`, {
      reason: 'win verified',
    });
    expect(requested.json.value.status).toBe('requested');
    const approvalId = requested.json.value.approvalId as string;
    expect(await balance(t, player)).toBe('0.00');
    // Marketing has no approvals.decide: only an owner (or a role with both permissions) may decide it.
    expect(
      (await first.call('POST', `${A}/approvals/${approvalId}/approve`, { reason: 'mine' })).status,
    ).toBe(403);
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    const decided = await owner.call('POST', `${A}/approvals/${approvalId}/approve`, {
      reason: 'checked too',
    });
    expect(decided.status).toBe(200);
    expect(decided.json.value.status).toBe('approved');
    expect(await balance(t, player)).toBe('100.00');
    const again = await owner.call('POST', `${A}/approvals/${approvalId}/approve`, { reason: 'twice?' });
    expect(again.status).toBe(409);
    expect(await balance(t, player)).toBe('100.00');
    const list = await owner.call('GET', `${A}/promotions/applications`);
    expect(list.json.value.list.map((a: { id: string }) => a.id)).not.toContain(id);
  });
});
