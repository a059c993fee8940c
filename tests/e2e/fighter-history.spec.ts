import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, bearer, unique } from './support/admin-session';
import { atFullSpeed, expect, signIn, test, waitForAnimations } from './support/fixtures';

/** Patch history (issue 9): balance changes made in the back office, shown on the public fighter page. */

const PATCH_NOTES = 'Balance Patch 0.9.2: Iron Maiden, Tempest and the Impulse Economy';

// Borrowed media of a demo fighter: a made-up fighter has no files of its own (404s would fail the spec).
const ability = (name: string) => ({
  name,
  type: 'Ability',
  subType: 'Active',
  usage: 'Cycle Agnostic',
  frequency: 'Once Per Cycle',
  description: `${name} hits hard.`,
  demoVideoUrl: '/videos/ASHKA/Ember Veil.mp4',
});

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  return page.getByRole('menu');
}

test('a dice change and an ability removal in the back office show as a nerf list on the fighter page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `HISTORIAN ${unique().toUpperCase()}`;
  const session = await apiLogin(request);
  const created = await request.post('/api/fighters', {
    headers: bearer(session),
    data: {
      name,
      role: 'Chronicler',
      bio: 'A fighter who exists only to have his balance changed by the end-to-end suite.',
      imageUrl: '/images/ASHKA 360.png',
      videoUrl: '/videos/ASHKA Vid 1920.mp4',
      stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 6, baseMobility: 4 },
      abilities: [ability('Cleave'), ability('Roar'), ability('Stomp')],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  const historyOf = async () =>
    (await (await request.get(`/api/fighters/${id}/history`)).json()).data as {
      id: number;
      changes: { field: string }[];
    }[];

  // A fighter nobody has rebalanced has no patch history section.
  await page.goto(`/fighter/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Patch history' })).toHaveCount(0);

  // The back office: attack dice D4 → D3 through Edit Fighter, Roar removed through Manage Abilities.
  await signIn(page);
  await page.goto('/admin/fighters');
  await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Edit Fighter' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Fighter' });
  await edit.getByLabel('Attack Dice').selectOption('D3');
  await edit.getByRole('button', { name: 'Update Fighter' }).click();
  await expect(page.getByText('Fighter updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  expect((await historyOf()).map((e) => e.changes.map((c) => c.field))).toEqual([['stats.attackDice']]);

  await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Manage Abilities' }).click();
  const manage = page.getByRole('dialog', { name });
  await manage.getByRole('button', { name: 'Delete ability Roar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Ability deleted successfully!')).toBeVisible();
  await expect(manage.getByText('Current Abilities (2)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();
  // The second save of the same rebalance joins the first: one entry, one patch.
  expect((await historyOf()).map((e) => e.changes.map((c) => c.field))).toEqual([
    ['stats.attackDice', 'abilities[Roar]'],
  ]);

  // Staff label the dice change with its version and patch notes.
  await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Patch History' }).click();
  const dialog = page.getByRole('dialog', { name: `Patch History: ${name}` });
  const entries = dialog.getByRole('listitem').filter({ has: page.getByRole('form') });
  await expect(entries).toHaveCount(1);
  const diceEntry = entries.filter({ hasText: 'Attack dice' });
  await diceEntry.getByLabel('Version').fill('next week');
  await diceEntry.getByRole('button', { name: 'Save' }).click();
  await expect(diceEntry.getByText(/version must look like 0\.9\.4/)).toBeVisible();
  await diceEntry.getByLabel('Version').fill('0.9.5');
  // The post is found by a server search, however many newer posts the diary holds.
  await diceEntry.getByLabel('Find patch notes').fill('Patch 0.9.2');
  await diceEntry.getByLabel('Patch notes', { exact: true }).selectOption({ label: PATCH_NOTES });
  await diceEntry.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Patch history entry updated!')).toBeVisible();
  await page.keyboard.press('Escape');

  // The public page shows the patch at once: the dice change as a red ▼ nerf, the lost ability.
  await page.goto(`/fighter/${id}`);
  const section = page.getByRole('region', { name: 'Patch history' });
  await expect(section).toBeVisible();
  const shown = section.getByRole('list').first().locator('> li');
  await expect(shown).toHaveCount(1);
  await expect(shown.nth(0)).toContainText('Removed ability: Roar');
  const nerf = shown.nth(0).getByRole('listitem').filter({ hasText: 'Attack dice' });
  await expect(nerf).toHaveText('▼Attack diceD4 → D3(nerf)');
  await expect(nerf.locator('> span')).toHaveCSS('color', 'rgb(224, 74, 74)');
  await expect(shown.nth(0)).toContainText('Patch 0.9.5');
  const notes = shown.nth(0).getByRole('link', { name: 'Patch notes' });
  await expect(notes).toHaveAttribute('href', /^\/dev-diary\/balance-patch-0-9-2-/);
  await notes.click();
  await expect(page.getByRole('heading', { name: PATCH_NOTES, level: 1 })).toBeVisible();

  await request.delete(`/api/fighters/${id}`, { headers: bearer(session) });
});

test("the demo roster shows Tempest's 0.9.2 changes, the HP buff in green", async ({ page, request }) => {
  await page.goto('/fighters');
  await page
    .getByRole('link', { name: /TEMPEST/ })
    .first()
    .click();
  const section = page.getByRole('region', { name: 'Patch history' });
  await expect(section).toContainText('Patch 0.9.2');
  await expect(section).toContainText('August 28, 2026');
  const buff = section.getByRole('listitem').filter({ hasText: /^▲HP4 → 5\(buff\)$/ });
  // Tailwind's emerald-400, the buff colour.
  await expect(buff.locator('> span')).toHaveCSS('color', /^oklch\(0\.765 /);
  await expect(section).toContainText('Static Charge now reads');

  // The section is in the server's HTML, before any script runs.
  const html = await (await request.get(page.url())).text();
  expect(html).toContain('Patch history');
  expect(html).toContain('Static Charge');

  await waitForAnimations(page);
  const results = await atFullSpeed(page, () =>
    new AxeBuilder({ page })
      .include('[aria-labelledby="patch-history-heading"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze(),
  );
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('moving to a rebalanced fighter in the browser shows its history too', async ({ page }) => {
  await page.goto('/fighter/1');
  await expect(page.getByRole('heading', { level: 1, name: 'VESPERA' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Patch history' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Next fighter: IRON MAIDEN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'IRON MAIDEN' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Patch history' });
  await expect(section.getByRole('listitem').filter({ hasText: /^▼Mobility3 → 2\(nerf\)$/ })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Patch notes' })).toHaveAttribute(
    'href',
    /^\/dev-diary\/balance-patch-0-9-2-/,
  );
});
