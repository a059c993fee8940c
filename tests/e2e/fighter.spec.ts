import { apiLogin, bearer, unique } from './support/admin-session';
import { allowConsoleErrors, expect, test } from './support/fixtures';
import { roster } from './support/public-pages';

/** The fighter detail page (docs/public-screens.md §2 "Fighter detail", §4, §8, §9). */

test('shows the fighter over its gameplay video: role, name, bio and the four stats', async ({ page }) => {
  const [fighter] = await roster(page);
  await page.goto(`/fighter/${fighter!.id}`);

  await expect(page.getByRole('heading', { level: 1, name: fighter!.name })).toBeVisible();
  const profile = page.getByRole('region', { name: fighter!.name });
  await expect(profile.getByText(fighter!.role, { exact: true })).toBeVisible();
  await expect(profile.getByText(fighter!.bio)).toBeVisible();
  const stat = (label: string) =>
    profile
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(stat('Attack dice')).toHaveText(fighter!.stats.attackDice);
  await expect(stat('Defense dice')).toHaveText(fighter!.stats.defenseDice);
  await expect(stat('HP')).toHaveText(String(fighter!.stats.baseHP));
  await expect(stat('Mobility')).toHaveText(String(fighter!.stats.baseMobility));

  const background = profile.locator('video').first();
  await expect(background).toHaveAttribute('src', encodeURI(fighter!.videoUrl!));
  await expect(background).toHaveAttribute('poster', /\.webp$/);
  await expect(page).toHaveTitle(new RegExp(fighter!.name));
});

test('/fighter without an id shows the first fighter (id 1)', async ({ page }) => {
  const fighters = await roster(page);
  const one = fighters.find((f) => f.id === 1)!;
  await page.goto('/fighter');
  await expect(page.getByRole('heading', { level: 1, name: one.name })).toBeVisible();
});

test('abilities: the first is active, a click or the arrow keys select another', async ({ page }) => {
  const [fighter] = await roster(page);
  const abilities = fighter!.abilities;
  await page.goto(`/fighter/${fighter!.id}`);

  const tabs = page.getByRole('tablist', { name: `${fighter!.name} abilities` }).getByRole('tab');
  await expect(tabs).toHaveCount(abilities.length);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel');
  const first = abilities[0]!;
  await expect(panel.getByRole('heading', { name: first.name })).toBeVisible();
  await expect(panel.getByText(first.description)).toBeVisible();
  for (const badge of [first.type, first.subType, first.usage])
    await expect(panel.getByText(badge, { exact: true }).first()).toBeVisible();
  await expect(panel.locator('dt', { hasText: 'Frequency' }).locator('+ dd')).toHaveText(first.frequency);
  await expect(panel.locator('dt', { hasText: 'Usage' }).locator('+ dd')).toHaveText(first.usage);
  const demo = panel.locator('video');
  await expect(demo).toHaveAttribute('width', '600');
  await expect(demo).toHaveAttribute('height', '337');

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: abilities[1]!.name })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(panel.getByRole('heading', { name: abilities[2]!.name })).toBeVisible();
  await page.keyboard.press('End');
  await expect(panel.getByRole('heading', { name: abilities.at(-1)!.name })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('heading', { name: first.name })).toBeVisible();
});

test('an ability tapped as soon as the page shows is selected, before the scripts have started', async ({
  page,
}) => {
  const [fighter] = await roster(page);
  const second = fighter!.abilities[1]!;
  await page.goto(`/fighter/${fighter!.id}`);
  await page.getByRole('tab', { name: second.name }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: second.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: second.name })).toHaveAttribute('aria-selected', 'true');
  expect(new URL(page.url()).search).toBe('?ability=2');
});

test('previous and next follow the roster order and wrap around at both ends', async ({ page }) => {
  const fighters = await roster(page);
  const first = fighters[0]!;
  const last = fighters.at(-1)!;
  await page.goto(`/fighter/${first.id}`);

  await page.getByRole('link', { name: `Previous fighter: ${last.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/fighter/${last.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: last.name })).toBeVisible();
  // The move does not wait for the server's loader; the tab still names the fighter shown.
  await expect(page).toHaveTitle(`${last.name}, ${last.role} | Blood & Mayhem`);

  await page.getByRole('link', { name: `Next fighter: ${first.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/fighter/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();

  await page.getByRole('link', { name: `Next fighter: ${fighters[1]!.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: fighters[1]!.name })).toBeVisible();
  await expect(page).toHaveTitle(`${fighters[1]!.name}, ${fighters[1]!.role} | Blood & Mayhem`);
  // Abilities start over at the first one for every fighter.
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
});

for (const path of ['/fighter/abc', '/fighter/99999']) {
  test(`${path} is not found: status 404, the error and a way back`, async ({ page }) => {
    allowConsoleErrors(page); // the browser reports the 404 document
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Error: Fighter not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Fighters' }).click();
    await expect(page).toHaveURL(/\/fighters$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your Fighter' })).toBeVisible();
  });
}

test('a fighter opened from the roster names the tab after that fighter', async ({ page }) => {
  const fighters = await roster(page);
  const second = fighters[1]!;
  await page.goto('/fighters');
  await page.locator(`a[href="/fighter/${second.id}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect(page).toHaveTitle(`${second.name}, ${second.role} | Blood & Mayhem`);
});

test('a fighter removed since the roster loaded: the error, and the tab says so', async ({
  page,
  request,
}) => {
  allowConsoleErrors(page); // the browser reports the API's 404
  const session = await apiLogin(request);
  const name = `FLEETING ${unique().toUpperCase()}`;
  const created = await request.post('/api/fighters', {
    headers: bearer(session),
    data: {
      name,
      role: 'Deserter',
      bio: 'A fighter who leaves the roster while a visitor is looking at it.',
      imageUrl: '/images/ASHKA 360.png',
      videoUrl: '/videos/ASHKA Vid 1920.mp4',
      stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 6, baseMobility: 4 },
      abilities: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  const fighters = await roster(page);
  const before = fighters[fighters.findIndex((fighter) => fighter.id === id) - 1]!;
  await page.goto(`/fighter/${before.id}`);
  await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible();

  expect((await request.delete(`/api/fighters/${id}`, { headers: bearer(session) })).status()).toBe(200);
  await page.getByRole('link', { name: `Next fighter: ${name}` }).click();
  await expect(page.getByText('Error: Fighter not found')).toBeVisible();
  await expect(page).toHaveTitle('Fighter not found | Blood & Mayhem');
});
