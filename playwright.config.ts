import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The e2e server (tests/e2e/serve.mjs) runs the built app on its own port, database and brand folder copy. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, what Playwright itself runs headless) when
 * installed, else the full browser in headless mode.
 */
const debianChromium = [
  process.env.E2E_CHROMIUM,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => path && existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${process.env.E2E_PORT}` : 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace costs a third of a flow's time (screencast and DOM snapshots at every step), so only a
    // retry records one: CI retries a failed flow once and keeps that trace. Locally: --trace on.
    trace: 'on-first-retry',
    // The shell-caching service worker would answer page requests before page.route() sees them: flows run
    // without it; tests/e2e/service-worker.spec.ts turns it on and tests it.
    serviceWorkers: 'block',
    // The browser asks for a language no brand offers (Accept-Language de-DE), so every page opens in its brand's
    // default language, as a first visit from such a browser does; specs about the browser's or the account's
    // language set their own (tests/e2e/account-language.spec.ts, tests/api/language-first-paint.test.ts).
    locale: 'de-DE',
    screenshot: 'only-on-failure',
    // Flows run with reduced motion, as a phone set to it does: no tickers, autoplay or transitions. Headless Chromium
    // without a GPU animates on the main thread, and the home page's tickers alone kept a core busy. Specs about
    // motion (home-carousels, rtl's drawers) ask for it back.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: debianChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      ...(process.env.E2E_WEB_DIR ? { E2E_WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      ...(process.env.E2E_SANDBOX_PORT ? { E2E_SANDBOX_PORT: process.env.E2E_SANDBOX_PORT } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
