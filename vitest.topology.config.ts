import { defineConfig } from 'vitest/config';

/**
 * The deployed topology's own tests (tests/topology/*.test.ts): the shipped nginx, TLS, two
 * instances on PostgreSQL, Redis and a bucket, restarted under load. Part of `npm run
 * test:topology`, with the browser specs of playwright.topology.config.ts. Needs the production
 * build, TEST_DATABASE_URL and TEST_REDIS_URL.
 */
export default defineConfig({
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
