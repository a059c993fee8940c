import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components under test use the message macros (docs/decisions/0055).
  plugins: [lingui({ macroTransform: true })],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      '@contracts': path.resolve(import.meta.dirname, 'contracts'),
    },
  },
  test: {
    include: [
      'server/**/*.test.ts',
      'contracts/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/api/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/api/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file opens its own database; two cores run two files at a time.
    maxWorkers: 2,
    // A worker keeps the modules it imported from one file to the next: each file imported the
    // whole server afresh, two thirds of the suite's time. A file's state lives in the app and the
    // database it opens; one that fakes timers or globals puts them back after itself.
    isolate: false,
  },
});
