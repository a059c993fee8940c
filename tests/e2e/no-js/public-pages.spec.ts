import type { Locator, Page } from '@playwright/test';
import type { About } from '../../../contracts/about';
import type { Chapter } from '../../../contracts/chapter';
import type { DevDiary } from '../../../contracts/dev-diary';
import type { Faq } from '../../../contracts/faq';
import type { Fighter } from '../../../contracts/fighter';
import { textOf } from '../../../contracts/rich-text';
import { expect, test } from '../support/site-locale';

/**
 * Every public page says what it has to say from its HTML alone: headings, text and images. The
 * content is read from the API in the page's locale, each field as the page shows it.
 */

/** The roster page's count, a plural message of the catalogues. */
const FIGHTERS_STAND_READY =
  '{count, plural, one {# fighter stands ready in the Shattered Realms, each with their own dice, their own story and their own way to win.} other {# fighters stand ready in the Shattered Realms, each with their own dice, their own story and their own way to win.}}';

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

test('every public page renders its main content without scripts', async ({ page, at, tx, inLocale }) => {
  const fighters = await apiData<Fighter[]>(page, inLocale('/api/fighters'));
  const about = await apiData<About>(page, inLocale('/api/about'));
  const posts = await apiData<DevDiary[]>(page, inLocale('/api/dev-diaries?limit=12'));
  const faqs = await apiData<Faq[]>(page, inLocale('/api/faqs?published=true'));
  const chapters = await apiData<Chapter[]>(page, inLocale('/api/chapters'));
  const main = page.locator('main');
  const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  await page.goto(at('/'));
  // The game's name is a name: no locale translates it.
  await expect(h1(/BLOOD\s*&\s*MAYHEM/)).toBeVisible();
  const hero = page.getByRole('region', { name: tx('Featured fighters') });
  await expect(hero.getByRole('link', { name: new RegExp(fighters[0]!.name) })).toBeVisible();
  await expectLoaded(hero.locator('img').first());
  await expect(
    page.getByRole('region', { name: tx('Choose Your Battlefield') }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByRole('heading', { name: tx('Our Vision') })).toBeVisible();

  await page.goto(at('/fighters'));
  await expect(h1(tx('Choose your Fighter'))).toBeVisible();
  await expect(page.getByText(tx(FIGHTERS_STAND_READY, { count: fighters.length }))).toBeVisible();
  const cards = main.getByRole('listitem');
  await expect(cards).toHaveCount(fighters.length);
  await expect(cards.first().getByRole('heading', { name: fighters[0]!.name })).toBeVisible();
  await expectLoaded(cards.first().locator('img'));
  await expect(page.getByRole('region', { name: tx('Roster statistics') })).toContainText(
    String(fighters.length),
  );

  const fighter = fighters.find((f) => f.id === 1)!;
  await page.goto(at('/fighter/1'));
  await expect(h1(fighter.name)).toBeVisible();
  await expect(page.getByText(fighter.bio)).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: fighter.abilities[0]!.name }),
  ).toBeVisible();

  await page.goto(at('/about'));
  await expect(h1(about.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: tx('Our Vision') })).toBeVisible();
  await expect(page.getByText(about.missionStatement)).toBeVisible();

  await page.goto(at('/dev-diary'));
  await expect(h1(tx('DEV DIARY'))).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(posts.length);
  await expect(main.getByRole('link', { name: posts[0]!.title })).toHaveAttribute(
    'href',
    at(`/dev-diary/${posts[0]!.slug}`),
  );

  const post = posts[0]!;
  await page.goto(at(`/dev-diary/${post.slug}`));
  await expect(h1(post.title)).toBeVisible();
  // The body's first block, whatever else on the page shares its words (a heading, a tag).
  await expect(main).toContainText(
    textOf(post.content)
      .split(/\n\s*\n/)[0]!
      .trim(),
  );
  await page.getByRole('link', { name: tx('Back to Posts') }).click();
  await expect(page).toHaveURL(new RegExp(`${at('/dev-diary')}$`));
  await expect(h1(tx('DEV DIARY'))).toBeVisible();

  await page.goto(at('/support'));
  await expect(h1(tx('SUPPORT'))).toBeVisible();
  await expect(
    page.getByRole('region', { name: tx('Frequently Asked Questions') }).getByRole('heading', { level: 3 }),
  ).toHaveCount(faqs.length);
  await expect(page.getByRole('heading', { level: 2, name: tx('Contact Support') })).toBeVisible();

  await page.goto(at('/help'));
  await expect(h1(tx('Help us improve'))).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Description']) {
    await expect(page.getByRole('main').getByRole('textbox', { name: tx(label), exact: true })).toBeVisible();
  }

  await page.goto(at('/blood-message'));
  const sections = main.locator('section');
  await expect(sections).toHaveCount(chapters.length);
  for (const [index, chapter] of chapters.entries()) {
    await expect(sections.nth(index).getByRole('heading', { level: 2 })).toHaveText(chapter.title);
    await expect(sections.nth(index)).toContainText(chapter.description);
  }
  await expect(sections.first().locator('video')).toHaveAttribute('poster', /\.webp$/);
});
