// Starts the built server (dist/server/main.mjs) for the end-to-end suite: a fresh database in a temp DATA_DIR
// and a temp BRANDS_DIR holding the demo brands plus test-only brand folders (added without any code change).
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** The 29 interface languages (the folders of locales/: i18n:check requires exactly those of src/core/languages.ts). */
const LANGUAGES = readdirSync(join(root, 'locales')).sort();
const work = mkdtempSync(join(tmpdir(), 'marquee-e2e-'));
chmodSync(work, 0o755); // PostgreSQL runs as its own user when we are root and must reach DATA_DIR
const brandsDir = join(work, 'brands');
cpSync(join(root, 'brands'), brandsDir, { recursive: true });

/** A copy of aurora under a new code and domain, with brand.json changes applied. */
function addBrand(code, change) {
  const dir = join(brandsDir, code);
  cpSync(join(root, 'brands/aurora'), dir, { recursive: true });
  const file = join(dir, 'brand.json');
  const brand = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(brand, {
    code,
    merchantCode: code.toUpperCase().replaceAll('-', '_'),
    domains: [`${code}.localhost`],
  });
  change(brand);
  writeFileSync(file, JSON.stringify(brand, null, 2));
}
addBrand('maint', (b) => {
  b.displayName = 'Maint Demo';
  b.maintenance = {
    enabled: true,
    message: { en: 'Back at 14:00 after the upgrade.', ty: 'Babalik ng 14:00.' },
  };
});
addBrand('blocked', (b) => {
  b.displayName = 'Blocked Demo';
  b.regionRestriction = { blockedCountries: [], blockedCidrs: ['127.0.0.0/8', '::1/128'] };
});
addBrand('newcomer', (b) => {
  b.displayName = 'Newcomer Casino';
});
// The back office's two-person approval at a low amount (tests/e2e/office-cash.spec.ts): 500.00 PHP.
addBrand('foureyes', (b) => {
  b.displayName = 'Four Eyes Demo';
  b.backOffice = { fourEyesAbove: 50000 };
});
// Brand switches flipped live by tests/e2e/office-switches.spec.ts (no other flow uses this brand).
addBrand('switchy', (b) => {
  b.displayName = 'Switchy Demo';
});
// The dashboard's top games (tests/e2e/office-figures.spec.ts): bets that no other flow adds to.
addBrand('topgames', (b) => {
  b.displayName = 'Top Games Demo';
});
// Every interface language of spec §9 on one brand (tests/e2e/languages.spec.ts). The interface texts come from
// locales/; the brand's own content (names, notices, terms…) is test data here: its English text stands in for
// the languages aurora does not write it in.
addBrand('polyglot', (b) => {
  b.displayName = 'Polyglot Demo';
  b.languages = { default: 'en', supported: LANGUAGES };
});
fillTexts(join(brandsDir, 'polyglot'));

/** Adds the missing languages to every per-language text of a brand folder's JSON files (English copied). */
function fillTexts(dir) {
  const fill = (node) => {
    if (Array.isArray(node)) return node.map(fill);
    if (!node || typeof node !== 'object') return node;
    const keys = Object.keys(node);
    if (keys.includes('en') && keys.every((k) => LANGUAGES.includes(k)) && typeof node.en === 'string')
      return Object.fromEntries(LANGUAGES.map((l) => [l, node[l] ?? node.en]));
    return Object.fromEntries(keys.map((k) => [k, fill(node[k])]));
  };
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!file.endsWith('.json')) continue;
    writeFileSync(file, JSON.stringify(fill(JSON.parse(readFileSync(file, 'utf8'))), null, 2));
  }
}

process.env.DATA_DIR = join(work, 'data');
// Parallel work: E2E_WEB_DIR serves a web build of its own (vite build --outDir …) so a concurrent rebuild
// of dist/web cannot pull the assets from under a running suite.
if (process.env.E2E_WEB_DIR) process.env.WEB_DIR = process.env.E2E_WEB_DIR;
process.env.BRANDS_DIR = brandsDir;
// Fast lottery draws every 15 s (cut-off 3 s, draws opened every 2 s) so the lottery suite waits seconds.
process.env.LOTTERY_FAST_SECONDS ??= '15';
process.env.LOTTERY_FAST_CUTOFF_SECONDS ??= '3';
process.env.LOTTERY_TICK_SECONDS ??= '2';
// Each brand's crash chain is built when its first round opens: 1,000,000 SHA-256 steps by default (~1.6 s of CPU
// per brand, 18 s for the suite's eleven brands at its busiest minute). 20,000 rounds last the suite many times over.
process.env.CRASH_CHAIN_LENGTH ??= '20000';
process.env.HOST = '0.0.0.0';
// The /__dev helpers the suites read SMS codes and captcha answers with (never on a server without this flag).
process.env.DEV_ROUTES = '1';
// Two processes (the owner and one serving process; docs/scale.md "Several serving processes"), whatever the
// machine's cores: the suite runs the multi-process server `npm start` runs on a multi-core machine, the same way
// everywhere.
process.env.SERVER_PROCESSES ??= '2';
// Every connection comes from loopback, so the accounts suite gives each test its own client address with
// X-Forwarded-For (tests/e2e/accounts-support.ts): per-IP throttles, rate limits and the login-failure captcha
// stay per test, and a "login from a new IP" is a different header. Only loopback is trusted as a proxy.
process.env.TRUST_PROXY = '127.0.0.1,::1';
// The sandbox vendor service the server starts listens next to it (PORT + 2, or E2E_SANDBOX_PORT), so parallel
// test servers never share one.
process.env.SANDBOX_VENDORS_PORT =
  process.env.E2E_SANDBOX_PORT ?? String(Number(process.env.PORT ?? 8080) + 2);
// The cashier suite runs the operators' CLI (npm run ops) on this server's database and brand folders: their
// paths go to test-results/e2e-server-<port>.json (tests/e2e/cashier-support.ts), removed when the server stops.
const serverInfo = join(root, 'test-results', `e2e-server-${process.env.PORT ?? '8080'}.json`);
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(serverInfo, JSON.stringify({ dataDir: process.env.DATA_DIR, brandsDir }));
process.on('exit', () => {
  rmSync(serverInfo, { force: true });
  rmSync(work, { recursive: true, force: true });
});
await import(join(root, 'dist/server/main.mjs'));
