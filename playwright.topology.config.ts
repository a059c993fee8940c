import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { TOPOLOGY_ADMIN } from './tests/topology/support/admin';

const PORT = Number(process.env.TOPOLOGY_HTTPS_PORT ?? 3443);
// The specs shared with the e2e suite sign in as ADMIN (tests/e2e/support/fixtures.ts): here the
// instances run in production mode, with the topology's own admin password.
process.env.E2E_ADMIN_PASSWORD = TOPOLOGY_ADMIN.password;

/**
 * The public specs of a quick visitor and of a browser without JavaScript, and a back-office smoke
 * test, through the deployed topology: the shipped nginx terminating TLS with HTTP/2 in front of
 * two instances on PostgreSQL, Redis and a bucket (tests/topology/support/topology.ts). The
 * certificate is made for the run, so the browser is told to accept it.
 */
export default defineConfig({
  ...base,
  testDir: 'tests',
  // One deployment, as people run it: its specs take turns on it.
  workers: 1,
  use: { ...base.use, baseURL: `https://localhost:${PORT}`, ignoreHTTPSErrors: true },
  projects: [
    {
      name: 'topology',
      testMatch: [
        /tests[\\/]e2e[\\/]quick-visitor(-controls)?\.spec\.ts$/,
        /tests[\\/]topology[\\/].*\.spec\.ts$/,
      ],
    },
    {
      name: 'topology-no-js',
      // The newsletter links and preferences specs mail through a server of their own, outside the
      // topology.
      testMatch: /tests[\\/]e2e[\\/]no-js[\\/](?!newsletter-(links|preferences)).*\.spec\.ts$/,
      use: { javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/topology/support/start-topology.ts',
    url: `https://localhost:${PORT}/api/health`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { TOPOLOGY_HTTPS_PORT: String(PORT) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
