import type { Page } from '@playwright/test';
import { textOf } from '../../contracts/rich-text';
import type { Faq } from '../../contracts/faq';
import type { Fighter } from '../../contracts/fighter';
import { actAsQuickVisitor, expect, test } from './support/fixtures';

/**
 * A visitor who does not wait (domcontentloaded, the CPU of a mid-range phone), using the page's
 * controls before its scripts have started: the browser does what they ask, and the app, once it
 * runs, carries on from there.
 */

async function apiData<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test('an FAQ question tapped at once shows its answer, and the accordion goes on working', async ({
  page,
  at,
  tx,
  inLocale,
}) => {
  const [first, second] = await apiData<Faq[]>(page, inLocale('/api/faqs?published=true'));
  await actAsQuickVisitor(page, 6);
  await page.goto(at('/support'));
  const item = (faq: Faq) =>
    page
      .getByRole('region', { name: tx('Frequently Asked Questions') })
      .locator('details')
      .filter({ has: page.getByRole('heading', { level: 3, name: faq.question, exact: true }) });

  await item(first!).locator('summary').click();
  await expect(page.getByText(textOf(first!.answer))).toBeVisible();

  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByText(textOf(first!.answer))).toBeVisible();
  await item(second!).locator('summary').click();
  await expect(page.getByText(textOf(second!.answer))).toBeVisible();
  await expect(item(first!)).not.toHaveAttribute('open');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opened at once shows, stays open when the app starts, and Escape closes it', async ({
    page,
    at,
    tx,
  }) => {
    await actAsQuickVisitor(page, 6);
    await page.goto(at('/about'));
    const toggle = page.getByRole('banner').getByLabel(tx('Menu'), { exact: true });
    const menu = page.getByRole('navigation', { name: tx('Mobile') });

    await toggle.click();
    await expect(menu).toBeVisible();

    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('a fighter search typed at once filters the roster once the app starts, and the address keeps it', async ({
  page,
  at,
  tx,
  inLocale,
}) => {
  const fighters = await apiData<Fighter[]>(page, inLocale('/api/fighters'));
  const term = fighters[4]!.role.toLowerCase();
  const matching = fighters.filter(
    (f) => f.name.toLowerCase().includes(term) || f.role.toLowerCase().includes(term),
  );
  expect(matching.length).toBeLessThan(fighters.length);
  await actAsQuickVisitor(page, 6);
  await page.goto(at('/fighters'));
  const search = page.getByRole('searchbox', { name: tx('Search fighters') });

  await search.pressSequentially(term);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(matching.length);
  await expect(search).toHaveValue(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
});

test("the hero's buttons are disabled until the app runs, then work", async ({ page, at, tx, inLocale }) => {
  const fighters = await apiData<Fighter[]>(page, inLocale('/api/fighters'));
  await actAsQuickVisitor(page, 6);
  await page.goto(at('/'));
  const hero = page.getByRole('region', { name: tx('Featured fighters') });
  const next = hero.getByRole('button', { name: tx('Next fighter') });

  // Read together, so the answer is about one moment: the page as served, before the app.
  const before = await next.evaluate((button) => ({
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    disabled: (button as HTMLButtonElement).disabled,
  }));
  expect(before).toEqual({ hydrated: false, disabled: true });
  const box = await next.boundingBox();

  await expect(next).toBeEnabled({ timeout: 15_000 });
  // Nothing moved when the buttons came alive.
  expect(await next.boundingBox()).toEqual(box);
  await next.click();
  await expect(hero.getByRole('link', { name: new RegExp(fighters[1]!.name) })).toBeVisible();
});
