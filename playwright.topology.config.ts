import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.TOPOLOGY_HTTPS_PORT ?? 3443);

/**
 * The public specs of a quick visitor and of a browser without JavaScript, and a back-office smoke
 * test, through the deployed topology: the shipped nginx terminating TLS with HTTP/2 in front of
 * two instances on PostgreSQL, Redis and a bucket (tests/topology/support/topology.ts). The
 * certificate is made for the run, so the browser is told to accept it.
 */
export default defineConfig({
  ...base,
  testDir: 'tests',
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
      // The newsletter links spec mails through a server of its own, outside the topology.
      testMatch: /tests[\\/]e2e[\\/]no-js[\\/](?!newsletter-links).*\.spec\.ts$/,
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
