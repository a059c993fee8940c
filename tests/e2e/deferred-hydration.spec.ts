import { test as plainTest } from './support/site-locale';
import { expect, test } from './support/fixtures';

/**
 * Public pages paint from their HTML and start their scripts afterwards
 * (server/http/deferred-hydration.ts): no script may be requested before the first contentful
 * paint, the app still starts by itself, and only a form the app alone can send is held until then.
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
plainTest('a form only the app can send is held before the app has started', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  // Every form of the site can go without the app; this one, like a form written for the app
  // alone, has neither an action nor method="post".
  const field = await page.evaluateHandle(() => {
    const form = document.createElement('form');
    const input = Object.assign(document.createElement('input'), { name: 'secret', value: 'kept' });
    form.append(input);
    document.body.append(form);
    return input;
  });
  await field.evaluate((input: HTMLInputElement) => input.form!.requestSubmit());
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
});

plainTest('a form with an address goes before the app has started', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/support');
  await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('account');
  await page.getByRole('searchbox', { name: 'Search FAQs' }).press('Enter');
  await expect(page).toHaveURL(/\/support\?q=account/);
});

plainTest(
  'a form that posts to a page goes before the app has started, and the page answers it',
  async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Enter your email').fill('early@test.example');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you for subscribing!');
  },
);
