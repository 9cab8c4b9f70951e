/**
 * Issue 23 items 10 and 11 on the server: no session token in any URL — an app continues a web session with a
 * one-time code (60 s, single use, its brand only, rate-limited); the module id every call carries is logged; the
 * profile icon answers GET; the whitelabel flags AGENTPOLICY3 (contract calls) and FORCECHGPASS3 (forced change of
 * an expired password) are obeyed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@/core/whitelabel';
import { copyBrandsDir, removeTempDirs } from '../support/brand-dirs';
import { createTestApp, type TestApp } from './helpers';
import { call, expectError, expectOk, makePlayer } from './wallet-support';

const lines: string[] = [];
let t: TestApp;

/** Switches modules of a brand's whitelabel tree off. */
function switchOff(dir: string, brand: string, modIds: string[]) {
  const file = join(dir, brand, 'whitelabel.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { nodes: WhitelabelNode[] };
  const walk = (nodes: WhitelabelNode[]) => {
    for (const node of nodes) {
      if (modIds.includes(node.modId)) node.enabled = false;
      walk(node.childrenNodes);
    }
  };
  walk(doc.nodes);
  writeFileSync(file, JSON.stringify(doc, null, 2));
}

beforeAll(async () => {
  const dir = copyBrandsDir(['aurora', 'siam']);
  switchOff(dir, 'siam', ['AGENTPOLICY3', 'FORCECHGPASS3']);
  t = await createTestApp({ brandsDir: dir, logStream: { write: (line) => void lines.push(line) } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

const redeem = (code: string, brand = 'aurora', remoteAddress = '10.9.9.9') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/handoff/redeem',
    headers: { host: `${brand}.localhost`, 'content-type': 'application/json' },
    remoteAddress,
    payload: JSON.stringify({ code }),
  });

describe('session hand-off codes', () => {
  it('continues a session once, within its minute, on its own brand', async () => {
    const player = await makePlayer(t);
    const minted = expectOk<{ code: string; expiresAt: string }>(
      await call(t, 'POST', '/wps/session/handoff', { token: player.token, body: {} }),
    );
    expect(Date.parse(minted.expiresAt) - Date.now()).toBeGreaterThan(50_000);
    expect(Date.parse(minted.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    // Another brand cannot use it (and does not spend it).
    expectError(await redeem(minted.code, 'siam', '10.9.0.1'), 401, 'handoff_code_invalid');
    const answer = expectOk<{ token: string; account: { account: string } }>(await redeem(minted.code));
    expect(answer.account.account).toBe(player.username);
    expect(answer.token).not.toBe(player.token);
    const info = expectOk<{ account: string }>(
      await call(t, 'GET', '/wps/member/info', { token: answer.token }),
    );
    expect(info.account).toBe(player.username);
    // Single use, even for concurrent attempts.
    const again = await Promise.all([redeem(minted.code), redeem(minted.code)]);
    for (const response of again) expectError(response, 401, 'handoff_code_invalid');
    // Only its hash is kept.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from session_handoff
      where code_hash = ${Buffer.from(minted.code)}`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('expires after a minute, needs a live session to be made and refuses guessing', async () => {
    const player = await makePlayer(t);
    const minted = expectOk<{ code: string }>(
      await call(t, 'POST', '/wps/session/handoff', { token: player.token, body: {} }),
    );
    await sql`update session_handoff set expires_at = now() - interval '1 second'
      where account_id = ${player.id}`.execute(t.db);
    expectError(await redeem(minted.code, 'aurora', '10.9.0.2'), 401, 'handoff_code_invalid');
    expectError(await call(t, 'POST', '/wps/session/handoff', { body: {} }), 401, 'unauthorized');
    expectError(await redeem('short', 'aurora', '10.9.0.3'), 400, 'invalid_request');
    // Ten wrong guesses a minute per address, then 429.
    const guesses = [];
    for (let i = 0; i < 11; i++)
      guesses.push((await redeem('A'.repeat(31) + i.toString(36), 'aurora', '10.9.0.4')).statusCode);
    expect(guesses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(guesses[10]).toBe(429);
  });
});

describe('spec residues', () => {
  it('logs the module id of each call with its request', async () => {
    const player = await makePlayer(t);
    await call(t, 'GET', '/wps/member/info', {
      token: player.token,
      headers: { 'x-module-id': 'member.depositv2' },
    });
    await call(t, 'GET', '/wps/member/info', {
      token: player.token,
      headers: { 'x-module-id': 'bad id <script>' },
    });
    const logged = lines.map(
      (line) => JSON.parse(line) as { modId?: string; msg: string; req?: { url: string } },
    );
    expect(logged.some((l) => l.modId === 'member.depositv2' && l.msg === 'incoming request')).toBe(true);
    expect(logged.some((l) => l.modId?.includes('<'))).toBe(false);
  });

  it('reads the profile icon with GET as well as setting it with POST', async () => {
    const player = await makePlayer(t);
    expect(expectOk(await call(t, 'GET', '/wps/member/info/icon', { token: player.token }))).toMatchObject({
      icon: null,
    });
    expectOk(await call(t, 'POST', '/wps/member/info/icon', { token: player.token, body: { icon: 'a3' } }));
    const read = expectOk<{ icon: string; icons: string[] }>(
      await call(t, 'GET', '/wps/member/info/icon', { token: player.token }),
    );
    expect(read.icon).toBe('a3');
    expect(read.icons).toHaveLength(12);
  });

  it('obeys AGENTPOLICY3 (contract calls) and FORCECHGPASS3 (forced change of an expired password)', async () => {
    const bootstrap = async (brand: string) =>
      expectOk<{ accounts: { passwordPolicy: boolean } }>(
        await call(t, 'GET', '/wps/system/bootstrap', { brand }),
      );
    expect((await bootstrap('aurora')).accounts.passwordPolicy).toBe(true);
    expect((await bootstrap('siam')).accounts.passwordPolicy).toBe(false);

    const on = await makePlayer(t, { brand: 'aurora', type: 2 });
    const off = await makePlayer(t, { brand: 'siam', type: 2 });
    expectOk(
      await call(t, 'GET', '/wps/member/info/funds/consolidated', { brand: 'aurora', token: on.token }),
    );
    expectError(
      await call(t, 'GET', '/wps/member/info/funds/consolidated', { brand: 'siam', token: off.token }),
      403,
      'feature_disabled',
    );
    expectError(
      await call(t, 'GET', '/wps/relay/MCS2_processDividendReq', { brand: 'siam', token: off.token }),
      403,
      'feature_disabled',
    );
  });
});
