/**
 * CI runs the seamless-wallet conformance harness against our own server (issue 6): the real CLI
 * (`npm run vendor:conformance`) on a listening test server, and the harness library for a multi-wallet brand
 * (lotus plays PG from its PG game wallet) and for the in-house vendor MQ.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedVendorSecret } from '@/server/modules/vendor/secrets';
import { runConformance } from '../../scripts/lib/vendor-conformance';
import { runScript } from '../support/scripts';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createGamesApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const secretOf = (vendor: string) => derivedVendorSecret(t.app.secret, vendor);

/** Runs the CLI without blocking this process (it serves the requests). */
function cli(args: string[]): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/vendor-conformance.ts', args);
}

describe('vendor conformance harness', () => {
  it('npm run vendor:conformance passes every case against our server (PG on aurora)', async () => {
    const run = await cli([
      '--url',
      url,
      '--vendor',
      'PG',
      '--secret',
      secretOf('PG'),
      '--host',
      'aurora.localhost',
    ]);
    const lines = run.output.split('\n').filter((l) => /^(PASS|FAIL)/.test(l));
    expect(
      lines.filter((l) => l.startsWith('FAIL')),
      run.output,
    ).toEqual([]);
    expect(lines.length).toBeGreaterThanOrEqual(30);
    expect(run.status, run.output).toBe(0);
  }, 60_000);

  it.each([
    ['PG', 'lotus.localhost'],
    ['MQ', 'siam.localhost'],
  ])(
    'every case passes for %s on %s',
    async (vendor, host) => {
      const results = await runConformance({ url, vendor, secret: secretOf(vendor), host });
      expect(results.filter((r) => !r.ok)).toEqual([]);
    },
    60_000,
  );

  it('exits non-zero when it cannot pass (a wrong secret)', async () => {
    const run = await cli([
      '--url',
      url,
      '--vendor',
      'PG',
      '--secret',
      'wrong-secret',
      '--host',
      'aurora.localhost',
    ]);
    expect(run.status, run.output).toBe(1);
  }, 60_000);
});
