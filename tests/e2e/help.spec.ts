import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test, REFUSED_PAGE_FORM } from './support/fixtures';
import {
  MB,
  feedbackFileInput as fileInput,
  feedbackForm as form,
  selectedFiles as selected,
} from './support/public-pages';

/** The feedback page, Help us improve (docs/public-screens.md §2 "Feedback", §4, §5, §8). */

async function open(page: Page) {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help us improve' })).toBeVisible();
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
