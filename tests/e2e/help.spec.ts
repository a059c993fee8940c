import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test, REFUSED_PAGE_FORM } from './support/fixtures';
import { feedbackFileInput as fileInput, feedbackForm as form } from './support/public-pages';

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

test('the attachment field takes images and videos and says which', async ({ page }) => {
  await open(page);
  await expect(fileInput(page)).toHaveAttribute(
    'accept',
    /image\/\*.*video\/\*.*\.mp4.*\.avi.*\.mov.*\.png.*\.jpg.*\.jpeg.*\.gif/,
  );
  await expect(page.getByText(/MP4, AVI, MOV, PNG, JPG, JPEG, GIF/)).toBeVisible();
});
