import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, e2ePort } from './tests/e2e/support/e2e-servers';
import type { SiteLocaleFixtures } from './tests/e2e/support/site-locale';

/** The quick visitor's specs, which run again in Japanese. */
const QUICK_VISITOR = /[\\/]quick-visitor(-controls)?\.spec\.ts$/;
const NO_JS = /[\\/]no-js[\\/].*\.spec\.ts$/;

/**
 * End-to-end specs drive the system Chromium against the real server on a fresh SQLite
 * database with the demo content (tests/e2e/support/start-server.ts), one server per worker
 * (tests/e2e/support/e2e-servers.ts); the specs under
 * tests/e2e/no-js run with JavaScript off. The quick-visitor and no-JavaScript specs run once more
 * on the Japanese pages (`siteLocale`, tests/e2e/support/site-locale.ts): the locale furthest from
 * English, its own script and no spaces between words.
 */
export default defineConfig<object, Pick<SiteLocaleFixtures, 'siteLocale'>>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Files are shared out between the workers, each with a server and a database of its own: specs
  // never see each other's writes, and the public pages' throttled CPU leaves a core for the other.
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // baseURL is each worker's own server (support/site-locale.ts).
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /[\\/]no-js[\\/]/ },
    // A visitor whose browser runs no scripts: every public form and control still works.
    { name: 'no-js', testMatch: NO_JS, use: { javaScriptEnabled: false } },
    { name: 'chromium-ja', testMatch: QUICK_VISITOR, use: { siteLocale: 'ja' } },
    {
      name: 'no-js-ja',
      testMatch: NO_JS,
      // The mails link to the default locale's pages, and that spec's own server serves it alone.
      testIgnore: /[\\/]newsletter-links\.spec\.ts$/,
      use: { javaScriptEnabled: false, siteLocale: 'ja' },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: `node --import tsx tests/e2e/support/start-server.ts`,
    url: `http://127.0.0.1:${e2ePort(worker)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(e2ePort(worker)) },
    // SIGTERM lets the server script stop the app and drop its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
