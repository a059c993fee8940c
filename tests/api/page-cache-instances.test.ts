import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureProductionBuild } from './support/production-build';
import { type TestDatabase, freshDatabase } from '../support/databases';
import { type ServerProcess, startServer } from '../support/server-process';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two instances behind one load balancer: one PostgreSQL database (created here, dropped after)
 * and one Redis. A write on one instance must clear the other's page cache, not wait for its TTL.
 */
describe.skipIf(!databaseUrl || !redisUrl)('page cache across instances', () => {
  let database: TestDatabase | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    await ensureProductionBuild();
    database = await freshDatabase('postgres');
    // A TTL far beyond the test: only the Redis message can refresh instance B in time.
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, READ_CACHE_SECONDS: '120' };
    // One after the other: the first one migrates and seeds the empty database.
    a = await startServer(env);
    b = await startServer(env);
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  it('shows a fighter renamed through instance A on instance B within a second', async () => {
    const login = await fetch(`${a!.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const token = (await login.json()).data.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const fighter = (await (await fetch(`${a!.baseUrl}/api/fighters/1`, { headers: auth })).json()).data;

    await fetch(`${b!.baseUrl}/fighter/1`);
    const cached = await fetch(`${b!.baseUrl}/fighter/1`);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    expect(await cached.text()).not.toContain('RENAMED ON A');

    const put = await fetch(`${a!.baseUrl}/api/fighters/1`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...fighter, name: 'Renamed on A' }),
    });
    expect(put.status).toBe(200);

    let seen = false;
    for (let attempt = 0; attempt < 10 && !seen; attempt++) {
      seen = (await (await fetch(`${b!.baseUrl}/fighter/1`)).text()).includes('RENAMED ON A');
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(true);
  });
});
