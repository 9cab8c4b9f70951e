/**
 * Helpers of the sandbox vendor suite: the sandbox service in-process on its own HTTP port, a test app that
 * listens (the sandbox reaches its wallet over HTTP, as an outside vendor), a brand listing every vendor of the
 * catalogue, and a transport that injects timeouts and lost answers into the sandbox's wallet calls.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Category } from '@/core/brand';
import { seededRng } from '@/sandbox-vendors/engines/random';
import { createSandbox, type Sandbox } from '@/sandbox-vendors/server';
import { httpTransport, type Transport, WalletUnreachable } from '@/sandbox-vendors/wallet-client';
import { VENDORS } from '@/server/modules/games/catalogue-vendors';
import { SANDBOX_VENDORS } from '@/server/modules/sandbox-vendors/sandbox-vendors.plugin';
import { derivedVendorSecret } from '@/server/modules/vendor/secrets';
import { copyBrandsDir, patchJson } from '../support/brand-dirs';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';

export const SEED = Number(process.env.SEED ?? Date.now() % 1_000_000);

/** A deterministic float in [0, 1) for the test's own choices. */
export function randomOf(seed: number) {
  const rng = seededRng(seed);
  return () => rng(1_000_000) / 1_000_000;
}

/** Fault injection into the sandbox's wallet calls, switched on and off by the test. */
export class Faults {
  on = false;
  counts = { beforeSend: 0, lostAnswer: 0, shortTimeout: 0, afterBet: 0 };
  constructor(private readonly random: () => number) {}

  transport: Transport = async (url, body, headers, timeoutMs) => {
    if (!this.on) return httpTransport(url, body, headers, timeoutMs);
    const roll = this.random();
    if (roll < 0.06) {
      this.counts.beforeSend++;
      throw new WalletUnreachable('injected: timed out before the request left');
    }
    if (roll < 0.12) {
      this.counts.lostAnswer++;
      await httpTransport(url, body, headers, timeoutMs);
      throw new WalletUnreachable('injected: the answer was lost (timed out after the operator acted)');
    }
    if (roll < 0.16) {
      this.counts.shortTimeout++;
      // A real timeout: the operator may or may not have received and acted on the request.
      return httpTransport(url, body, headers, 1);
    }
    return httpTransport(url, body, headers, timeoutMs);
  };

  failAfterBet = () => {
    if (!this.on || this.random() >= 0.03) return false;
    this.counts.afterBet++;
    return true;
  };
}

export const ALL_VENDORS_BRAND = 'allvendors';

/** The demo brands plus a copy of aurora that lists every vendor of the catalogue in each category it serves. */
function brandsWithEveryVendor(): string {
  const dir = copyBrandsDir();
  cpSync(join(dir, 'aurora'), join(dir, ALL_VENDORS_BRAND), { recursive: true });
  const sorting: Partial<Record<Category, string[]>> = { LOTT: ['MQL'], CRASH: ['MQ'], MINI: ['MQ'] };
  for (const vendor of VENDORS) {
    if (!SANDBOX_VENDORS.includes(vendor.code)) continue;
    for (const category of vendor.categories) sorting[category] = [...(sorting[category] ?? []), vendor.code];
  }
  patchJson(join(dir, ALL_VENDORS_BRAND, 'brand.json'), {
    '/code': ALL_VENDORS_BRAND,
    '/merchantCode': 'ALLVENDORS',
    '/displayName': 'All Vendors',
    '/domains': [`${ALL_VENDORS_BRAND}.localhost`],
    '/vendorSorting': sorting,
    '/cockfight': sorting.COCKFIGHT ?? [],
  });
  return dir;
}

export interface SandboxWorld {
  t: TestApp;
  sandbox: Sandbox;
  faults: Faults;
  close(): Promise<void>;
}

export async function startSandboxWorld(): Promise<SandboxWorld> {
  const faults = new Faults(randomOf(SEED + 1));
  const sandbox = createSandbox({
    walletUrl: 'http://127.0.0.1:9',
    publicUrl: 'http://127.0.0.1:9',
    secrets: new Map(),
    transport: faults.transport,
    failAfterBet: faults.failAfterBet,
    rng: seededRng(SEED),
    attempts: 6,
    retryDelayMs: 5,
    settleEveryMs: 50,
    log: () => undefined,
  });
  const sandboxUrl = await sandbox.listen(0);
  sandbox.options.publicUrl = sandboxUrl;
  const t = await createGamesApp({
    brandsDir: brandsWithEveryVendor(),
    env: { SANDBOX_VENDORS_URL: sandboxUrl },
  });
  const walletUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sandbox.options.walletUrl = walletUrl;
  for (const vendor of SANDBOX_VENDORS)
    sandbox.options.secrets.set(vendor, derivedVendorSecret(t.app.secret, vendor));
  return {
    t,
    sandbox,
    faults,
    async close() {
      await sandbox.close();
      await t.close();
    },
  };
}

/** The boot data of a sandbox game page (the page must load: HTTP 200, HTML with the boot JSON). */
export async function loadPage(url: string): Promise<Boot> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const json = /<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`${url} has no boot data`);
  return JSON.parse(json) as Boot;
}

export interface Boot {
  id: string;
  vendor: string;
  demo: boolean;
  game: { code: string; name: string; kind: 'slot' | 'fish' | 'baccarat' | 'pvp' | 'sports' };
  rtp: Record<string, string>;
  stakes: string[];
  rooms: { tier: number; min: string; max: string }[];
  fish: number[];
  paytable: { symbols: string[]; pays: Record<string, number>; twoCherries: number } | null;
  currency: { code: string; minorUnits: number };
}
