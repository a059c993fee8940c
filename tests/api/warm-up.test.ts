import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from '../../server/http/warm-up';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp();
});
afterAll(() => t?.close());

describe('warm-up before listening', () => {
  it('renders the public pages once, so the first visitor is answered from the page cache', async () => {
    // A page the warm-up does not ask for is rendered on its first visit.
    expect((await t.request({ method: 'GET', url: '/about' })).headers['x-page-cache']).toBe('MISS');
    await warmUp(t.app);
    for (const url of ['/', '/fighters', '/fighter/1', '/support']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-page-cache'], url).toBe('HIT');
    }
  });
});
