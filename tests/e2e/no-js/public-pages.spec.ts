import { type Locator, type Page, expect, test } from '@playwright/test';
import type { About } from '../../../contracts/about';
import type { Chapter } from '../../../contracts/chapter';
import type { DevDiary } from '../../../contracts/dev-diary';
import type { Faq } from '../../../contracts/faq';
import type { Fighter } from '../../../contracts/fighter';
import { textOf } from '../../../contracts/rich-text';

/** Every public page says what it has to say from its HTML alone: headings, text and images. */

async function apiData<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data;
}

/** The image has been fetched and decoded: it shows, not its empty box. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

test('every public page renders its main content without scripts', async ({ page }) => {
  const fighters = await apiData<Fighter[]>(page, '/api/fighters');
  const about = await apiData<About>(page, '/api/about');
  const posts = await apiData<DevDiary[]>(page, '/api/dev-diaries?limit=12');
  const faqs = await apiData<Faq[]>(page, '/api/faqs?published=true');
  const chapters = await apiData<Chapter[]>(page, '/api/chapters');
  const main = page.locator('main');
  const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  await page.goto('/');
  await expect(h1(/BLOOD\s*&\s*MAYHEM/)).toBeVisible();
  const hero = page.getByRole('region', { name: 'Featured fighters' });
  await expect(hero.getByRole('link', { name: new RegExp(fighters[0]!.name) })).toBeVisible();
  await expectLoaded(hero.locator('img').first());
  await expect(
    page.getByRole('region', { name: 'Choose Your Battlefield' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();

  await page.goto('/fighters');
  await expect(h1('Choose your Fighter')).toBeVisible();
  await expect(page.getByText(`${fighters.length} fighters stand ready`)).toBeVisible();
  const cards = main.getByRole('listitem');
  await expect(cards).toHaveCount(fighters.length);
  await expect(cards.first().getByRole('heading', { name: fighters[0]!.name })).toBeVisible();
  await expectLoaded(cards.first().locator('img'));
  await expect(page.getByRole('region', { name: 'Roster statistics' })).toContainText(
    String(fighters.length),
  );

  const fighter = fighters.find((f) => f.id === 1)!;
  await page.goto('/fighter/1');
  await expect(h1(fighter.name)).toBeVisible();
  await expect(page.getByText(fighter.bio)).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: fighter.abilities[0]!.name }),
  ).toBeVisible();

  await page.goto('/about');
  await expect(h1(about.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(page.getByText(about.missionStatement)).toBeVisible();

  await page.goto('/dev-diary');
  await expect(h1('DEV DIARY')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(posts.length);
  await expect(main.getByRole('link', { name: posts[0]!.title })).toHaveAttribute(
    'href',
    `/dev-diary/${posts[0]!.slug}`,
  );

  const post = posts[0]!;
  await page.goto(`/dev-diary/${post.slug}`);
  await expect(h1(post.title)).toBeVisible();
  await expect(
    page.getByText(
      textOf(post.content)
        .split(/\n\s*\n/)[0]!
        .trim(),
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Posts' }).click();
  await expect(page).toHaveURL(/\/dev-diary$/);
  await expect(h1('DEV DIARY')).toBeVisible();

  await page.goto('/support');
  await expect(h1('SUPPORT')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(faqs.length);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Support' })).toBeVisible();

  await page.goto('/help');
  await expect(h1('Help us improve')).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Description']) {
    await expect(page.getByRole('main').getByRole('textbox', { name: label, exact: true })).toBeVisible();
  }

  await page.goto('/blood-message');
  const sections = main.locator('section');
  await expect(sections).toHaveCount(chapters.length);
  for (const [index, chapter] of chapters.entries()) {
    await expect(sections.nth(index).getByRole('heading', { level: 2 })).toHaveText(chapter.title);
    await expect(sections.nth(index)).toContainText(chapter.description);
  }
  await expect(sections.first().locator('video')).toHaveAttribute('poster', /\.webp$/);
});
