import { allowConsoleErrors, expect, test } from './support/fixtures';
import { roster } from './support/public-pages';

/** The fighter roster (docs/public-screens.md §2 "Fighter roster", §4, §8). */

test('lists every fighter with portrait and name, linking to its page, with the stats footer', async ({
  page,
}) => {
  const fighters = await roster(page);
  await page.goto('/fighters');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your Fighter' })).toBeVisible();
  await expect(page.getByText(`${fighters.length} fighters stand ready`)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search fighters' })).toBeVisible();

  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(fighters.length);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: fighters[0]!.name })).toBeVisible();
  await expect(first.getByRole('link')).toHaveAttribute('href', `/fighter/${fighters[0]!.id}`);
  const portrait = first.locator('img');
  await expect(portrait).toHaveAttribute('width', '360');
  await expect(portrait).toHaveAttribute('height', '480');
  await expect(portrait).toHaveAttribute('loading', 'eager');
  await expect(cards.last().locator('img')).toHaveAttribute('loading', 'lazy');
  // The cards rise in one after another: 0.05 s per index.
  await expect(cards.nth(3).getByRole('link')).toHaveAttribute('style', /animation-delay:\s*0\.15s/);

  const abilities = fighters.reduce((sum, f) => sum + f.abilities.length, 0);
  const hp = fighters.reduce((sum, f) => sum + f.stats.baseHP, 0);
  const stats = page.getByRole('region', { name: 'Roster statistics' });
  const stat = (label: string) =>
    stats.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(stat('Total Fighters').locator('dd')).toHaveText(String(fighters.length));
  await expect(stat('Total Abilities').locator('dd')).toHaveText(String(abilities));
  await expect(stat('Avg Abilities per Fighter').locator('dd')).toHaveText(
    (abilities / fighters.length).toFixed(1),
  );
  await expect(stat('Avg Base HP').locator('dd')).toHaveText(String(Math.round(hp / fighters.length)));

  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/fighter/${fighters[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: fighters[0]!.name })).toBeVisible();
});

test('portraits come as WebP, a quarter of the PNG bytes', async ({ page }) => {
  await page.goto('/fighters');
  const first = page.getByRole('main').getByRole('listitem').first().locator('img');
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/360\.webp$/);
  expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(360);
});

test('a broken portrait is replaced by the placeholder image', async ({ page }) => {
  allowConsoleErrors(page);
  await page.route(/\/images\/.+(%20| )360\.(png|webp)$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/fighters');
  await expect(page.getByRole('main').getByRole('listitem').first().locator('img')).toHaveAttribute(
    'src',
    '/images/placeholder.png',
  );
});

test('search filters by name or role, case-insensitively, with an empty-result text', async ({ page }) => {
  const fighters = await roster(page);
  const byName = fighters[1]!;
  const byRole = fighters[3]!;
  await page.goto('/fighters');
  const search = page.getByRole('searchbox', { name: 'Search fighters' });
  const cards = page.getByRole('main').getByRole('listitem');

  // Searching changes only the address (no reload of the page's data, no new history entry).
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.data(\?|$)|\/api\/fighters/.test(request.url())) dataRequests.push(request.url());
  });
  const historyLength = await page.evaluate(() => history.length);

  await search.fill(byName.name.toLowerCase());
  await expect(cards.first().getByRole('heading')).toHaveText(byName.name);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(byName.name.toLowerCase());
  const nameMatches = fighters.filter(
    (f) =>
      f.name.toLowerCase().includes(byName.name.toLowerCase()) ||
      f.role.toLowerCase().includes(byName.name.toLowerCase()),
  );
  await expect(cards).toHaveCount(nameMatches.length);

  await search.fill(byRole.role.toUpperCase());
  await expect(cards.filter({ hasText: byRole.name })).toHaveCount(1);

  await search.fill('no such fighter anywhere');
  await expect(page.getByText('No fighters found matching the term')).toBeVisible();
  await expect(cards).toHaveCount(0);
  // The stats footer describes the whole roster, not the search result.
  await expect(page.getByRole('region', { name: 'Roster statistics' })).toContainText(
    String(fighters.length),
  );

  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(fighters.length);
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\/fighters$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(dataRequests).toEqual([]);
});
