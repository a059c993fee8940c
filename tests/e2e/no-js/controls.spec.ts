import { type Page, expect, test } from '@playwright/test';
import type { Faq } from '../../../contracts/faq';
import type { Fighter } from '../../../contracts/fighter';
import { textOf } from '../../../contracts/rich-text';
import { disclosureState } from '../support/disclosure';

/** The public controls without scripts: what works is plain HTML, what cannot is not offered. */

async function apiData<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data;
}

test('an FAQ question opens its answer, and opening another closes the first', async ({ page }) => {
  const [first, second] = await apiData<Faq[]>(page, '/api/faqs?published=true');
  await page.goto('/support');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const item = (question: string) =>
    faq.locator('details').filter({ has: page.getByRole('heading', { level: 3, name: question }) });

  await expect(page.getByText(textOf(first!.answer))).toBeHidden();
  await item(first!.question).locator('summary').click();
  await expect(item(first!.question)).toHaveAttribute('open');
  await expect(page.getByText(textOf(first!.answer))).toBeVisible();
  expect(await disclosureState(page, first!.question)).toBe('expanded');

  await item(second!.question).locator('summary').click();
  await expect(page.getByText(textOf(second!.answer))).toBeVisible();
  await expect(item(first!.question)).not.toHaveAttribute('open');
  await expect(page.getByText(textOf(first!.answer))).toBeHidden();

  await item(second!.question).locator('summary').click();
  await expect(page.getByText(textOf(second!.answer))).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from its toggle and its links navigate', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('banner').getByLabel('Menu', { exact: true });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    expect(await disclosureState(page, 'Menu')).toBe('collapsed');

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await disclosureState(page, 'Menu')).toBe('expanded');
    await expect(menu.getByText('NEWS (Coming Soon)')).toBeVisible();
    await menu.getByRole('link', { name: 'FIGHTERS' }).click();
    await expect(page).toHaveURL(/\/fighters$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your Fighter' })).toBeVisible();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu.getByRole('link', { name: 'FIGHTERS' })).toHaveAttribute('aria-current', 'page');
    await toggle.click();
    await expect(menu).toBeHidden();
  });
});

test('the roster search filters by ?q=, and its clear link shows the whole roster', async ({ page }) => {
  const fighters = await apiData<Fighter[]>(page, '/api/fighters');
  const target = fighters[2]!;
  const matching = fighters.filter(
    (f) =>
      f.name.toLowerCase().includes(target.name.toLowerCase()) ||
      f.role.toLowerCase().includes(target.name.toLowerCase()),
  );
  await page.goto('/fighters');
  const cards = page.getByRole('main').getByRole('listitem');
  const search = page.getByRole('searchbox', { name: 'Search fighters' });
  await expect(cards).toHaveCount(fighters.length);

  await search.fill(target.name.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(/\/fighters\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(target.name.toLowerCase());
  await expect(cards).toHaveCount(matching.length);
  await expect(cards.first().getByRole('heading')).toHaveText(target.name);
  await expect(search).toHaveValue(target.name.toLowerCase());

  await page.goto('/fighters?q=no+such+fighter+anywhere');
  await expect(page.getByText('No fighters found matching the term')).toBeVisible();
  await expect(cards).toHaveCount(0);

  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/fighters$/);
  await expect(cards).toHaveCount(fighters.length);
  await expect(search).toHaveValue('');
});

test("the hero rotator's buttons and the story's sound button are disabled", async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured fighters' });
  for (const name of ['Previous fighter', 'Pause rotation', 'Next fighter']) {
    await expect(hero.getByRole('button', { name })).toBeDisabled();
  }

  await page.goto('/blood-message');
  await expect(page.getByRole('button', { name: 'Mute' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});
