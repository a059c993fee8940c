import type { Page } from '@playwright/test';
import type { About } from '../../contracts/about';
import type { Fighter } from '../../contracts/fighter';
import type { GameMode } from '../../contracts/game-mode';
import { expect, test } from './support/fixtures';

/** The landing page (docs/public-screens.md §1 and §2 "Landing"; docs/architecture.md §5). */

const FIGHTER_CLIP = /\/videos\/[^/]+ Vid 1920\.mp4$/;

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  return ((await response.json()) as { data: T }).data;
}

test('shows the game modes and the About content the API serves', async ({ page }) => {
  const modes = await apiData<GameMode[]>(page, '/api/game-modes');
  const about = await apiData<About>(page, '/api/about');
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/BLOOD\s*&\s*MAYHEM/);
  const cards = page.getByRole('region', { name: 'Choose Your Battlefield' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const mode of modes) {
    const card = cards.filter({ has: page.getByRole('heading', { name: mode.name, exact: true }) });
    await expect(card).toContainText(mode.subtitle);
    if (mode.platform === 'PC') {
      await expect(card.getByRole('link')).toHaveAttribute('href', '/blood-message');
      await expect(card).toContainText('PLAY NOW');
    } else {
      await expect(card).toContainText('Coming Soon');
      await expect(card.getByRole('link')).toHaveCount(0);
    }
  }

  await expect(page.getByRole('heading', { level: 2, name: about.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(page.getByText(about.missionStatement)).toBeVisible();

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blood-message$/);
});

test('the hero presents one fighter at a time, links to it, and wraps around', async ({ page }) => {
  const fighters = await apiData<Fighter[]>(page, '/api/fighters');
  const first = fighters[0]!;
  const second = fighters[1]!;
  const last = fighters.at(-1)!;
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured fighters' });

  const featured = hero.getByRole('link', { name: new RegExp(first.name) });
  await expect(featured).toHaveAttribute('href', `/fighter/${first.id}`);
  await expect(featured).toContainText(first.role);
  await expect(hero.getByText(`01 / ${fighters.length}`)).toBeVisible();

  await hero.getByRole('button', { name: 'Next fighter' }).click();
  await expect(hero.getByRole('link', { name: new RegExp(second.name) })).toHaveAttribute(
    'href',
    `/fighter/${second.id}`,
  );
  await hero.getByRole('button', { name: 'Previous fighter' }).click();
  await hero.getByRole('button', { name: 'Previous fighter' }).click();
  await expect(hero.getByRole('link', { name: new RegExp(last.name) })).toHaveAttribute(
    'href',
    `/fighter/${last.id}`,
  );

  await hero.getByRole('link', { name: new RegExp(last.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/fighter/${last.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: last.name })).toBeVisible();
});

/**
 * Lets the page run the tasks it has already queued: React runs the effects of a render a
 * pointer caused in a task of their own, posted like this one and so run before it.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );

test('the hero advances every 8 seconds, and holds while hovered', async ({ page }) => {
  const fighters = await apiData<Fighter[]>(page, '/api/fighters');
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured fighters' });
  const shown = (fighter: Fighter) => hero.getByRole('link', { name: new RegExp(fighter.name) });
  await expect(shown(fighters[0]!)).toBeVisible();
  // The rotation runs once the app does, and its buttons come alive with it. The page's own timer
  // that starts the app runs on the installed clock too.
  await page.clock.runFor(10);
  const pause = hero.getByRole('button', { name: 'Pause rotation' });
  await expect(pause).toBeEnabled({ timeout: 15_000 });

  // From here the page's clock moves only when the test moves it, however busy the machine. The
  // 8 s start over when the focus leaves the hero: a discrete event, whose effects React runs
  // before the event returns.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await expect(shown(fighters[0]!)).toBeVisible();
  await pause.focus();
  await pause.blur();
  await page.clock.runFor(7_000);
  await expect(shown(fighters[0]!)).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(shown(fighters[1]!)).toBeVisible();

  const live = hero.locator('[aria-live]');
  await hero.hover();
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await settle(page);
  await page.clock.runFor(20_000);
  await expect(shown(fighters[1]!)).toBeVisible();

  await page.mouse.move(5, 5);
  await expect(live).toHaveAttribute('aria-live', 'off');
  await settle(page);
  await page.clock.runFor(8_500);
  await expect(shown(fighters[2]!)).toBeVisible();
});

test('loads at most two fighter clips before the visitor interacts, and no back-office code', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(decodeURI(new URL(request.url()).pathname)));
  await page.goto('/');
  await expect(page.locator('video[data-hero-slide="current"]')).toHaveAttribute('src', /Vid%201920\.mp4$/);
  // Well under one rotation (8 s): what the page fetches on its own.
  await page.waitForTimeout(3_000);

  const clips = [...requested].filter((path) => FIGHTER_CLIP.test(path));
  expect(clips.length).toBeGreaterThanOrEqual(1);
  expect(clips.length).toBeLessThanOrEqual(2);
  expect(await page.locator('video[src*="Vid%201920"]').count()).toBeLessThanOrEqual(2);

  // The page holds only the routes it discovered; the full route manifest lists the back office too.
  const manifestUrl = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest.url,
  );
  const manifestText = await (await page.request.get(manifestUrl)).text();
  const manifest = JSON.parse(manifestText.replace(/^[^{]*/, '').replace(/;?\s*$/, '')) as {
    routes: Record<string, { module: string }>;
  };
  const adminModules = Object.entries(manifest.routes)
    .filter(([id]) => id.startsWith('routes/admin/'))
    .map(([, route]) => route.module);
  expect(adminModules.length).toBeGreaterThan(0);
  const assets = [...requested].filter((path) => path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  for (const module of adminModules) expect(assets).not.toContain(module);
});

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the poster only: no clip is fetched and nothing rotates', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(decodeURI(new URL(request.url()).pathname)));
    await page.clock.install();
    await page.goto('/');
    const current = page.locator('video[data-hero-slide="current"]');
    await expect(current).toHaveAttribute('poster', /Vid%201920\.webp$/);
    await expect(current).not.toHaveAttribute('src', /./);
    const hero = page.getByRole('region', { name: 'Featured fighters' });
    const name = await hero.getByRole('link').first().textContent();
    await page.clock.runFor(20_000);
    await expect(hero.getByRole('link').first()).toHaveText(name!);
    expect(requested.filter((path) => FIGHTER_CLIP.test(path))).toEqual([]);
  });
});
