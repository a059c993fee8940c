import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end specs drive the system Chromium against the real server on a fresh SQLite
 * database with the demo content (tests/e2e/support/start-server.ts); the specs under
 * tests/e2e/no-js run with JavaScript off.
 */
export default defineConfig({
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
    { name: 'no-js', testMatch: /[\\/]no-js[\\/].*\.spec\.ts$/, use: { javaScriptEnabled: false } },
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
