import type { APIRequestContext } from '@playwright/test';
import type { About } from '../../contracts/about';
import { textOf } from '../../contracts/rich-text';
import { ADMIN, allowConsoleErrors, expect, test } from './support/fixtures';

/** The About page and its inactive state (docs/public-screens.md §2 "About"). */

async function staffToken(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function setAboutActive(request: APIRequestContext, token: string, about: About, isActive: boolean) {
  const response = await request.put('/api/about', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: about.title,
      description: about.description,
      missionStatement: about.missionStatement,
      isActive,
    },
  });
  expect(response.ok()).toBe(true);
}

test('shows the franchise description and Our Vision from the About content', async ({ page }) => {
  const about = ((await (await page.request.get('/api/about')).json()) as { data: About }).data;
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
  const firstParagraph = textOf(about.description).split('\n\n')[0]!;
  await expect(page.getByText(firstParagraph)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible();
  await expect(page.getByText(about.missionStatement)).toBeVisible();
  await expect(page).toHaveTitle(/About/);
});

test('an inactive About page is not found (404) and leaves the landing page without its section', async ({
  page,
}) => {
  allowConsoleErrors(page); // the browser reports the 404 document
  const token = await staffToken(page.request);
  const about = ((await (await page.request.get('/api/about')).json()) as { data: About }).data;
  await setAboutActive(page.request, token, about, false);
  try {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Choose Your Battlefield' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toHaveCount(0);
  } finally {
    await setAboutActive(page.request, token, about, true);
  }
});
