import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: the real server in its own processes, against real databases that
 * the tests stop, flood or pull the plug on. Files run one at a time: each one loads the machine.
 * Needs the production build (`npm run build`).
 */
export default defineConfig({
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
