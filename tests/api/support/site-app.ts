import { seedDemoContent } from '../../../server/db/seed/seed';
import { registerWeb } from '../../../server/web';
import { ensureProductionBuild } from './production-build';
import { type TestApp, createTestApp } from './test-app';

/**
 * The whole site as `npm run serve` runs it: the production build's pages beside the API, on a
 * database holding the demo content. `env` adds settings; READ_CACHE_SECONDS defaults to 60, long
 * enough that only a staff write's invalidation, never the clock, refreshes a cached page.
 */
export async function createSiteTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  await ensureProductionBuild();
  return createTestApp({
    web: registerWeb,
    env: { READ_CACHE_SECONDS: '60', ...env },
    seed: async (db) => void (await seedDemoContent(db)),
  });
}
