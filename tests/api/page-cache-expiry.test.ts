import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp({ READ_CACHE_SECONDS: '1' });
});
afterAll(() => t?.close());

const page = (url: string) => t.request({ method: 'GET', url });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('page cache expiry', () => {
  it('serves an expired page once more while it renders the new one, then the new one', async () => {
    await page('/fighters');
    await t.db.kysely.updateTable('fighters').set({ name: 'CHANGED LATER' }).where('id', '=', 1).execute();
    await sleep(1200); // past the TTL of 1 s, inside the grace of one more TTL
    const stale = await page('/fighters');
    expect(stale.headers['x-page-cache']).toBe('STALE');
    expect(stale.body).not.toContain('CHANGED LATER');
    let refreshed = '';
    for (let i = 0; i < 50 && !refreshed.includes('CHANGED LATER'); i++) {
      await sleep(50);
      refreshed = (await page('/fighters')).body;
    }
    expect(refreshed).toContain('CHANGED LATER');
  });

  it('renders afresh once an entry is older than two TTLs', async () => {
    await page('/about');
    await sleep(2200);
    const res = await page('/about');
    expect(res.headers['x-page-cache']).toBe('MISS');
  });
});
