import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, bearer, unique } from './support/admin-session';
import { allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/**
 * Feedback Management on the real API, staff-only attachment download included (docs/back-office-screens.md
 * §2, §4); the server pages, filters, searches and counts.
 */

/** The list call (`/api/feedback?limit=…`), not the counters or one submission. */
const LIST = /\/api\/feedback\?/;

const SCREENSHOT = fs.readFileSync(path.resolve('public/images/VESPERA 360.png'));

async function submitFeedback(request: APIRequestContext, subject: string) {
  const response = await request.post('/api/feedback', {
    data: {
      name: 'Oren Vale',
      email: `oren${unique()}@example.com`,
      subject,
      description: 'The ability wheel stays open after the match ends.\nSteps: win a ranked match.',
      attachments: [
        {
          name: 'wheel.png',
          type: 'image/png',
          size: SCREENSHOT.length,
          data: `data:image/png;base64,${SCREENSHOT.toString('base64')}`,
        },
      ],
    },
  });
  expect(response.status(), 'submit feedback').toBe(201);
  return (await response.json()).data.id as number;
}

const rowOf = (page: Page, subject: string) => page.getByRole('row').filter({ hasText: subject });

test.describe('feedback management', () => {
  test('opens a feedback, downloads its attachment, updates status and notes, and deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const subject = `Wheel stuck ${unique()}`;
    const id = await submitFeedback(request, subject);
    await signIn(page);
    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { name: 'Feedback Management' })).toBeVisible();
    for (const label of ['Total', 'New', 'In Progress', 'Resolved', 'Closed']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('columnheader')).toHaveText([
      'Name',
      'Email',
      'Subject',
      'Attachments',
      'Status',
      'Date',
      'Actions',
    ]);
    const statusFilter = page.getByLabel('Filter by status');
    await expect(statusFilter.locator('option')).toHaveText([
      /^All Statuses \(\d+\)$/,
      /^New \(\d+\)$/,
      /^In Progress \(\d+\)$/,
      /^Resolved \(\d+\)$/,
      /^Closed \(\d+\)$/,
    ]);

    await page.getByPlaceholder('Search by name, email or subject...').fill(subject.toLowerCase());
    await expect(page.getByRole('heading', { name: 'Feedback (1)' })).toBeVisible();
    const row = rowOf(page, subject);
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row.getByText('New', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: /^View feedback/ }).click();
    const details = page.getByRole('dialog', { name: 'Feedback Details' });
    await expect(details.getByText('Oren Vale')).toBeVisible();
    await expect(details.getByText(subject)).toBeVisible();
    await expect(details.getByText('Steps: win a ranked match.')).toBeVisible();
    await expect(details.getByText('wheel.png')).toBeVisible();
    await expect(
      details.getByText(`image/png · ${(SCREENSHOT.length / 1024 / 1024).toFixed(2)} MB`),
    ).toBeVisible();

    // The attachment URL needs the staff token: the file arrives through a blob download.
    const downloadEvent = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Download wheel.png' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('wheel.png');
    expect(fs.readFileSync((await download.path())!).equals(SCREENSHOT)).toBe(true);

    // Status and notes are saved together; the button says so while it waits.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/feedback/${id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await details.getByLabel('Status').selectOption({ label: 'Resolved' });
    await details.getByLabel('Admin Notes').fill('Fixed in patch 1.0.4.');
    await details.getByRole('button', { name: 'Update Status & Notes' }).click();
    await expect(details.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    await expect(page.getByText('Feedback updated successfully')).toBeVisible();
    await expect(details.getByLabel('Status')).toHaveValue('resolved');
    await expect(details.getByLabel('Admin Notes')).toHaveValue('Fixed in patch 1.0.4.');
    await page.unroute(`**/api/feedback/${id}`);
    const session = await apiLogin(request);
    const stored = (await (await request.get(`/api/feedback/${id}`, { headers: bearer(session) })).json())
      .data;
    expect(stored).toMatchObject({ status: 'resolved', notes: 'Fixed in patch 1.0.4.' });
    await page.keyboard.press('Escape');
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await statusFilter.selectOption('new');
    await expect(page.getByText('No feedback found')).toBeVisible();
    await statusFilter.selectOption('resolved');
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /^Delete feedback/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this feedback? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Feedback deleted successfully')).toBeVisible();
    await expect(page.getByText('No feedback found')).toBeVisible();
    expect((await request.get(`/api/feedback/${id}`, { headers: bearer(session) })).status()).toBe(404);
  });

  test('shows loading, an error with a toast and Try Again, and the empty text', async ({ page }) => {
    allowConsoleErrors(page);
    await signIn(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/admin/feedback');
    await expect(page.getByText('Loading feedback...')).toBeVisible();
    release();
    await expect(page.getByText('Failed to load feedback')).toBeVisible({ timeout: 10_000 });
    await page.unroute(LIST);
    await page.route(LIST, (route) =>
      route.fulfill({
        json: { success: true, data: [], error: null, meta: { total: 0, limit: 50, offset: 0 } },
      }),
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No feedback found')).toBeVisible();
  });

  test('pages, filters and searches on the server, with the counts from the server', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const tag = `fb${unique()}`;
    for (let i = 0; i < 53; i += 1) {
      const response = await request.post('/api/feedback', {
        data: {
          name: `Player ${i}`,
          email: `p${i}@example.com`,
          subject: `${tag} report ${i}`,
          description: 'x',
        },
      });
      expect(response.status()).toBe(201);
    }
    const session = await apiLogin(request);
    const stats = (await (await request.get('/api/feedback/stats', { headers: bearer(session) })).json())
      .data;
    await signIn(page);
    await page.goto(`/admin/feedback?q=${tag.toUpperCase()}`);
    await expect(page.getByRole('heading', { name: 'Feedback (53)' })).toBeVisible();
    await expect(page.getByRole('option', { name: `All Statuses (${stats.total})` })).toBeAttached();
    const rows = page.getByRole('region', { name: 'Feedback (53)' }).getByRole('row');
    // 50 rows and the header row.
    await expect(rows).toHaveCount(51);
    await expect(rows.nth(1)).toContainText(`${tag} report 52`);
    const pages = page.getByRole('navigation', { name: 'Feedback pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(rows).toHaveCount(4);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.reload();
    await expect(rows).toHaveCount(4);

    await page.getByPlaceholder('Search by name, email or subject...').fill(`${tag} report 5`);
    // 5 and 50 … 52.
    await expect(page.getByRole('heading', { name: 'Feedback (4)' })).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
  });
});
