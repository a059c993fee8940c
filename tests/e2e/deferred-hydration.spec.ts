import { test as plainTest } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Public pages paint from their HTML and start their scripts afterwards
 * (server/http/deferred-hydration.ts): no script may be requested before the first contentful
 * paint, the app still starts by itself, and a form sent before it has started is held.
 */
for (const path of ['/', '/fighters', '/fighter/1', '/support']) {
  test(`${path} paints before it requests a script, then hydrates by itself`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(timing.paint).toBeLessThan(Infinity);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  });
}

test('the back office gets its scripts at once', async ({ page }) => {
  const response = await page.goto('/admin/login');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('rel="modulepreload"');
  expect(html).not.toContain('text/x-deferred-module');
});

// The plain Playwright test: its page must not wait for a hydration that is prevented here.
plainTest('a form sent before the app has started is held, not posted by the browser', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const signup = page.getByPlaceholder('Enter your email');
  await signup.fill('early@test.example');
  // Its Subscribe button waits for the app to enable it; a visitor's browser could still submit.
  await signup.evaluate((input: HTMLInputElement) => input.form!.requestSubmit());
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  await expect(signup).toHaveValue('early@test.example');
});
