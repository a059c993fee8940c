import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, bearer, unique } from './support/admin-session';
import { mailgunEvent } from './support/mailgun-event';
import { allowConsoleErrors, expect, signIn, test, waitForToastsAtRest } from './support/fixtures';

/**
 * Subscribers Management on the real API (docs/back-office-screens.md §2, §7, §8): the server pages, filters,
 * searches and counts the list and streams the CSV export.
 */

/** The list call (`/api/subscribers?limit=…`), not the counters, the export or a delete. */
const LIST = /\/api\/subscribers\?/;

async function subscribe(request: APIRequestContext, data: { email: string; name?: string; source: string }) {
  const response = await request.post('/api/subscribers', { data });
  expect(response.status(), `subscribe ${data.email}`).toBe(201);
}

const entry = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email });
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

test.describe('subscribers management', () => {
  test('filters, searches, exports the filtered list as CSV and deletes a subscriber', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const tag = `sub${unique()}`;
    const ana = `${tag}-ana@example.com`;
    const bo = `${tag}-bo@example.com`;
    const eve = `${tag}-eve@example.com`;
    await subscribe(request, { email: ana, name: 'Ana Marsh', source: 'website' });
    await subscribe(request, { email: bo, source: 'social' });
    await subscribe(request, {
      email: eve,
      name: '=HYPERLINK("http://evil.example","x")',
      source: 'newsletter',
    });

    await signIn(page);
    await page.goto('/admin/subscribers');
    await expect(page.getByRole('heading', { name: 'Subscribers Management' })).toBeVisible();
    for (const label of [
      'Total',
      'Pending',
      'Active',
      'Unsubscribed',
      'Bounced',
      'Complained',
      'Website',
      'Newsletter',
      'Social',
    ]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(entry(page, ana)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

    // Entries: badges, name, date and time, mail-to.
    await expect(entry(page, ana).getByText('active', { exact: true })).toBeVisible();
    await expect(entry(page, ana).getByText('website', { exact: true })).toBeVisible();
    await expect(entry(page, ana).getByText('Ana Marsh')).toBeVisible();
    await expect(
      entry(page, ana).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible();
    await expect(entry(page, ana).getByRole('link', { name: `Send email to ${ana}` })).toHaveAttribute(
      'href',
      `mailto:${ana}`,
    );

    // Search (case-insensitive, over email and name) and the two button groups.
    const search = page.getByPlaceholder('Search subscribers by email or name...');
    await search.fill(tag.toUpperCase());
    await expect(page.getByRole('heading', { name: 'Subscribers (3)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await search.fill('ana marsh');
    await expect(page.getByRole('heading', { name: 'Subscribers (1)' })).toBeVisible();
    await search.fill(tag);
    const sources = page.getByRole('group', { name: 'Filter by source' });
    await expect(sources.getByRole('button')).toHaveText(['All', 'website', 'newsletter', 'social']);
    await sources.getByRole('button', { name: 'social' }).click();
    await expect(sources.getByRole('button', { name: 'social' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Subscribers (1)' })).toBeVisible();
    await expect(entry(page, bo)).toBeVisible();
    const statuses = page.getByRole('group', { name: 'Filter by status' });
    await expect(statuses.getByRole('button')).toHaveText([
      'All',
      'pending',
      'active',
      'unsubscribed',
      'bounced',
      'complained',
    ]);
    await statuses.getByRole('button', { name: 'unsubscribed' }).click();
    await expect(page.getByText('No subscribers found matching your criteria.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await statuses.getByRole('button', { name: 'active' }).click();
    await sources.getByRole('button', { name: 'All' }).click();
    await expect(page.getByRole('heading', { name: 'Subscribers (3)' })).toBeVisible();

    // Export: the filtered list, today's date in the name, formulas neutralised.
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`subscribers-${today()}.csv`);
    await expect(page.getByText('Subscribers exported successfully')).toBeVisible();
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Email,Name,Status,Source,Subscribed At,Confirmed At,IP Hash,Suppressed Reason,Suppressed At',
    );
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.startsWith(`${ana},Ana Marsh,active,website,`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${bo},,active,social,`))).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

    // Delete, after a confirmation.
    await entry(page, ana)
      .getByRole('button', { name: `Delete subscriber ${ana}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(ana);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Subscriber deleted successfully')).toBeVisible();
    await expect(entry(page, ana)).toHaveCount(0);
    const session = await apiLogin(request);
    const left = (
      await (await request.get(`/api/subscribers?search=${tag}`, { headers: bearer(session) })).json()
    ).data as { email: string }[];
    expect(left.map((s) => s.email)).not.toContain(ana);
    expect(left.map((s) => s.email)).toContain(bo);
  });

  test('shows a subscriber whose mail bounced, with the reason, under the bounced filter', async ({
    page,
    request,
  }) => {
    const email = `bounce${unique()}@example.com`;
    await subscribe(request, { email, source: 'website' });
    const event = await request.post('/api/mail/webhooks/mailgun', {
      data: mailgunEvent({
        event: 'failed',
        severity: 'permanent',
        recipient: email,
        'delivery-status': { code: 550, message: '5.1.1 No such mailbox' },
      }),
    });
    expect(event.status()).toBe(200);

    await signIn(page);
    await page.goto('/admin/subscribers');
    await page.getByPlaceholder('Search subscribers by email or name...').fill(email);
    await page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: 'bounced' })
      .click();
    await expect(page.getByRole('heading', { name: 'Subscribers (1)' })).toBeVisible();
    await expect(entry(page, email).getByText('bounced', { exact: true })).toBeVisible();
    await expect(entry(page, email).getByText('550 5.1.1 No such mailbox')).toBeVisible();
    await expect(entry(page, email).getByText(/^Bounced/)).toBeVisible();

    // The reason's red text and the new badges read well enough, on a phone and a wide screen.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await waitForToastsAtRest(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target.join(' ')) }));
      expect(severe, `${viewport.width} px`).toEqual([]);
    }
  });

  test('shows the loading state, then the error with Try Again', async ({ page }) => {
    allowConsoleErrors(page);
    await signIn(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/admin/subscribers');
    await expect(page.getByText('Loading subscribers...')).toBeVisible();
    release();
    await expect(page.getByText('Failed to load subscribers')).toBeVisible({ timeout: 10_000 });
    await page.unroute(LIST);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: /^Subscribers \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  });

  test('says so when nobody has subscribed, and a failed delete is reported', async ({ page, request }) => {
    allowConsoleErrors(page);
    const email = `gone${unique()}@example.com`;
    await subscribe(request, { email, source: 'website' });
    await signIn(page);
    await page.route(LIST, (route) =>
      route.fulfill({
        json: { success: true, data: [], error: null, meta: { total: 0, limit: 50, offset: 0 } },
      }),
    );
    await page.goto('/admin/subscribers');
    await expect(page.getByText('No subscribers found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await page.unroute(LIST);

    await page.route('**/api/subscribers/*', (route) => route.abort());
    await page.getByRole('button', { name: 'Refresh' }).click();
    await entry(page, email)
      .getByRole('button', { name: `Delete subscriber ${email}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete subscriber')).toBeVisible();
    await expect(entry(page, email)).toBeVisible();
  });
});
