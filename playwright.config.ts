import { defineConfig } from '@playwright/test';
import type { SiteLocaleFixtures } from './tests/e2e/support/site-locale';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The quick visitor's specs, which run again in Japanese. */
const QUICK_VISITOR = /[\\/]quick-visitor(-controls)?\.spec\.ts$/;
const NO_JS = /[\\/]no-js[\\/].*\.spec\.ts$/;

/**
 * End-to-end specs drive the system Chromium against the real server on a fresh SQLite
 * database with the demo content (tests/e2e/support/start-server.ts); the specs under
 * tests/e2e/no-js run with JavaScript off. The quick-visitor and no-JavaScript specs run once more
 * on the Japanese pages (`siteLocale`, tests/e2e/support/site-locale.ts): the locale furthest from
 * English, its own script and no spaces between words.
 */
export default defineConfig<object, Pick<SiteLocaleFixtures, 'siteLocale'>>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: `node --import tsx tests/e2e/support/start-server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    // SIGTERM lets the server script stop the app and drop its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
