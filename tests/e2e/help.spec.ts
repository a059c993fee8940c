import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test, REFUSED_PAGE_FORM, waitForHydration } from './support/fixtures';

/** The feedback page, Help us improve (public-site.md §2 "Feedback", §4, §5, §8). */

// A real 1x1 PNG: the server checks attachments by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MB = 1024 * 1024;

async function open(page: Page) {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help us improve' })).toBeVisible();
}

/**
 * For tests of what the app does with the form: its file checks, and the API it sends to (which a
 * page routes here). Before the app starts, the browser posts the form to the page instead.
 */
async function openWithApp(page: Page) {
  await open(page);
  await waitForHydration(page);
}

const form = (page: Page) => page.getByRole('main').locator('form');
const fileInput = (page: Page) => form(page).locator('input[type="file"]');
const selected = (page: Page) => page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');

async function fillForm(page: Page) {
  await form(page).getByLabel('Name').fill('Tamsin Reeve');
  await form(page).getByLabel('Email').fill('tamsin@example.com');
  await form(page).getByLabel('Subject').fill('Corvina clips through walls');
  await form(page)
    .getByLabel('Description')
    .fill('Scatter in Impulse 2 puts her inside the pillar on the Drowned Nave map.');
}

test('Name, Email, Subject and Description are required; the email must be valid; a tips box helps', async ({
  page,
}) => {
  // Sent before the app has started, the browser posts it and the page answers 400.
  allowConsoleErrors(page, REFUSED_PAGE_FORM);
  await open(page);
  await expect(page.getByRole('complementary', { name: 'Tips for great feedback' })).toBeVisible();
  await expect(form(page).getByLabel('Email')).toHaveAttribute('type', 'email');

  await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
  for (const message of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Description is required',
  ])
    await expect(form(page).getByText(message)).toBeVisible();

  await form(page).getByLabel('Email').fill('nope');
  await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(form(page).getByText('Email must be a valid email address')).toBeVisible();
});

test('attachments are listed with their size in MB and can be removed one by one', async ({ page }) => {
  await open(page);
  await expect(fileInput(page)).toHaveAttribute(
    'accept',
    /image\/\*.*video\/\*.*\.mp4.*\.avi.*\.mov.*\.png.*\.jpg.*\.jpeg.*\.gif/,
  );
  await expect(page.getByText(/MP4, AVI, MOV, PNG, JPG, JPEG, GIF/)).toBeVisible();

  await fileInput(page).setInputFiles([
    { name: 'pillar.png', mimeType: 'image/png', buffer: Buffer.alloc(1.5 * MB) },
    { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(2 * MB + 0.25 * MB) },
  ]);
  await fileInput(page).setInputFiles([
    { name: 'map.gif', mimeType: 'image/gif', buffer: Buffer.alloc(1000) },
  ]);
  await expect(selected(page)).toHaveCount(3);
  await expect(selected(page).nth(0)).toContainText('pillar.png');
  await expect(selected(page).nth(0)).toContainText('1.50 MB');
  await expect(selected(page).nth(1)).toContainText('2.25 MB');
  await expect(selected(page).nth(2)).toContainText('0.00 MB');

  await page.getByRole('button', { name: 'Remove clip.mp4' }).click();
  await expect(selected(page)).toHaveCount(2);
  await expect(page.getByText('clip.mp4')).toHaveCount(0);
  await expect(selected(page).nth(1)).toContainText('map.gif');
});

test('a batch with a file over 10 MB is refused whole; a good selection clears the message', async ({
  page,
}) => {
  await openWithApp(page);
  await fileInput(page).setInputFiles([
    { name: 'small.png', mimeType: 'image/png', buffer: Buffer.alloc(1000) },
    { name: 'huge.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(10 * MB + 1) },
  ]);
  await expect(page.getByText('Some files are too large. Maximum file size is 10MB.')).toBeVisible();
  await expect(selected(page)).toHaveCount(0);

  await fileInput(page).setInputFiles([
    { name: 'exactly-10.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * MB) },
  ]);
  await expect(page.getByText('Some files are too large. Maximum file size is 10MB.')).toHaveCount(0);
  await expect(selected(page)).toHaveCount(1);
  await expect(selected(page).first()).toContainText('10.00 MB');
});

test('submitting sends the attachments as data URLs, then Thank You and Submit Another give a cleared form', async ({
  page,
}) => {
  await openWithApp(page);
  await fillForm(page);
  await fileInput(page).setInputFiles([{ name: 'pillar.png', mimeType: 'image/png', buffer: PNG }]);

  // Hold the request a moment so the submitting state can be seen.
  await page.route('**/api/feedback', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
  await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();

  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    name: 'Tamsin Reeve',
    email: 'tamsin@example.com',
    subject: 'Corvina clips through walls',
    attachments: [
      {
        name: 'pillar.png',
        type: 'image/png',
        size: PNG.length,
        data: `data:image/png;base64,${PNG.toString('base64')}`,
      },
    ],
  });

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Another' }).click();
  for (const label of ['Name', 'Email', 'Subject', 'Description'])
    await expect(form(page).getByLabel(label)).toHaveValue('');
  await expect(selected(page)).toHaveCount(0);
});

test('a request that never gets an answer shows the connection banner above the form, values kept', async ({
  page,
}) => {
  allowConsoleErrors(page);
  await openWithApp(page);
  await page.route('**/api/feedback', (route) => route.abort());
  await fillForm(page);
  await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
  const banner = form(page).getByRole('alert').first();
  await expect(banner).toHaveText('Failed to submit feedback. Please check your connection and try again.');
  await expect(form(page).getByLabel('Name')).toHaveValue('Tamsin Reeve');
  // The banner sits above the fields.
  const bannerBox = (await banner.boundingBox())!;
  const nameBox = (await form(page).getByLabel('Name').boundingBox())!;
  expect(bannerBox.y).toBeLessThan(nameBox.y);
  await expect(form(page).getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
});

test('a refusal shows the server text, or the default message when there is none', async ({ page }) => {
  allowConsoleErrors(page);
  await openWithApp(page);
  let error = 'Subject must be at most 200 characters';
  await page.route('**/api/feedback', (route) =>
    route.fulfill({ status: 400, json: { success: false, data: null, error } }),
  );
  await fillForm(page);
  await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(form(page).getByRole('alert').first()).toHaveText(error);

  error = '';
  await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(form(page).getByRole('alert').first()).toHaveText(
    'Failed to submit feedback. Please try again.',
  );
});
