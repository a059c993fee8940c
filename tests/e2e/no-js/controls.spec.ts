import type { Page } from '@playwright/test';
import type { Faq } from '../../../contracts/faq';
import type { Fighter } from '../../../contracts/fighter';
import { textOf } from '../../../contracts/rich-text';
import { disclosureState } from '../support/disclosure';
import { expect, test } from '../support/site-locale';

/** The public controls without scripts: what works is plain HTML, what cannot is not offered. */

async function apiData<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data;
}

test('an FAQ question opens its answer, and opening another closes the first', async ({
  page,
  at,
  tx,
  inLocale,
}) => {
  const [first, second] = await apiData<Faq[]>(page, inLocale('/api/faqs?published=true'));
  await page.goto(at('/support'));
  const faq = page.getByRole('region', { name: tx('Frequently Asked Questions') });
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

  test('the menu opens from its toggle and its links navigate', async ({ page, at, tx }) => {
    await page.goto(at('/about'));
    const toggle = page.getByRole('banner').getByLabel(tx('Menu'), { exact: true });
    const menu = page.getByRole('navigation', { name: tx('Mobile') });
    await expect(menu).toBeHidden();
    expect(await disclosureState(page, tx('Menu'))).toBe('collapsed');

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await disclosureState(page, tx('Menu'))).toBe('expanded');
    await expect(menu.getByText(`${tx('NEWS')} ${tx('(Coming Soon)')}`)).toBeVisible();
    await menu.getByRole('link', { name: tx('FIGHTERS') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/fighters')}$`));
    await expect(page.getByRole('heading', { level: 1, name: tx('Choose your Fighter') })).toBeVisible();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu.getByRole('link', { name: tx('FIGHTERS') })).toHaveAttribute('aria-current', 'page');
    await toggle.click();
    await expect(menu).toBeHidden();
  });
});

test('the roster search filters by ?q=, and its clear link shows the whole roster', async ({
  page,
  at,
  tx,
  inLocale,
}) => {
  const fighters = await apiData<Fighter[]>(page, inLocale('/api/fighters'));
  const target = fighters[2]!;
  const matching = fighters.filter(
    (f) =>
      f.name.toLowerCase().includes(target.name.toLowerCase()) ||
      f.role.toLowerCase().includes(target.name.toLowerCase()),
  );
  await page.goto(at('/fighters'));
  const cards = page.getByRole('main').getByRole('listitem');
  const search = page.getByRole('searchbox', { name: tx('Search fighters') });
  await expect(cards).toHaveCount(fighters.length);

  await search.fill(target.name.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${at('/fighters')}\\?q=`));
  expect(new URL(page.url()).searchParams.get('q')).toBe(target.name.toLowerCase());
  await expect(cards).toHaveCount(matching.length);
  await expect(cards.first().getByRole('heading')).toHaveText(target.name);
  await expect(search).toHaveValue(target.name.toLowerCase());

  await page.goto(at('/fighters?q=no+such+fighter+anywhere'));
  await expect(page.getByText(tx('No fighters found matching the term'))).toBeVisible();
  await expect(cards).toHaveCount(0);

  await page.getByRole('link', { name: tx('Clear search') }).click();
  await expect(page).toHaveURL(new RegExp(`${at('/fighters')}$`));
  await expect(cards).toHaveCount(fighters.length);
  await expect(search).toHaveValue('');
});

test("the hero rotator's buttons and the story's sound button are disabled", async ({ page, at, tx }) => {
  await page.goto(at('/'));
  const hero = page.getByRole('region', { name: tx('Featured fighters') });
  for (const name of ['Previous fighter', 'Pause rotation', 'Next fighter']) {
    await expect(hero.getByRole('button', { name: tx(name) })).toBeDisabled();
  }

  await page.goto(at('/blood-message'));
  await expect(page.getByRole('button', { name: tx('Mute') })).toBeDisabled();
  await expect(page.getByRole('link', { name: tx('Home') })).toHaveAttribute('href', at('/'));
});
