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

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test("the seeded portraits come as WebP by width, the first card's fetched eagerly", async ({
    page,
    request,
  }) => {
    const [fighter] = await roster(page);
    const path = `/media/built-in/images/${encodeURIComponent(fighter!.name)}%20360.png`;
    // Built-in art's variants are made when first asked for (docs/decisions/0052); until then the
    // WebP beside the portrait stands in.
    await expect
      .poll(async () => (await request.get(`${path}.w360.webp`, { maxRedirects: 0 })).status(), {
        timeout: 30_000,
      })
      .toBe(200);

    await page.goto('/fighters');
    const card = page.getByRole('main').getByRole('listitem').first();
    const sizes = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
    // WebP only: 22 AVIF portraits decoded at once cost a phone its blocking time (decision 0052).
    await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(0);
    const webp = card.locator('picture source[type="image/webp"]');
    await expect(webp).toHaveAttribute('srcset', `${path}.w320.webp 320w, ${path}.w360.webp 360w`);
    await expect(webp).toHaveAttribute('sizes', sizes);
    const portrait = card.locator('img');
    await expect(portrait).toHaveAttribute('loading', 'eager');
    await expect(portrait).toHaveJSProperty('complete', true);
    // The card is the screen's width, 780 device pixels: the widest, 360 px.
    expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /360\.png\.w360\.webp$/,
    );
  });

  test("a fighter page's poster, its largest paint, is offered by width and fetched first", async ({
    page,
  }) => {
    const [fighter] = await roster(page);
    await page.goto(`/fighter/${fighter!.id}`);
    const poster = `/videos/${encodeURIComponent(fighter!.name)}%20Vid%201920.webp`;
    const picture = page.locator('picture').filter({ has: page.locator('img[fetchpriority="high"]') });
    const webp = picture.locator('source[type="image/webp"]');
    // The clip covers the screen under the header: a phone crops a 16:9 poster 1,388 px wide.
    await expect(webp).toHaveAttribute(
      'srcset',
      `/media/built-in${poster}.w320.webp 320w, /media/built-in${poster}.w640.webp 640w, ` +
        `/media/built-in${poster}.w960.webp 960w, ${poster} 1280w`,
    );
    await expect(webp).toHaveAttribute(
      'sizes',
      '(max-aspect-ratio: 16/9) calc((100vh - 4rem) * 1.78), 100vw',
    );
    const image = picture.locator('img');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveJSProperty('complete', true);
    // The widest is the clip's own poster: one download for both.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/Vid%201920\.webp$/);
    await expect(page.locator('video').first()).toHaveAttribute('poster', poster);
  });
});

test('a broken portrait is replaced by the placeholder image', async ({ page }) => {
  allowConsoleErrors(page);
  await page.route(/\/images\/.+(%20| )360\.(png|webp)(\.w\d+\.(avif|webp))?$/, (route) =>
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
