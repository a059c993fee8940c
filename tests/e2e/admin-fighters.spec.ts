import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin, bearer, unique } from './support/admin-session';
import { allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/** Fighter Management on the real API, uploads included (docs/back-office-screens.md §2, §4, §5, §8). */

const PORTRAIT = path.resolve('public/images/VESPERA 360.png');
const MB = 1024 * 1024;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  return page.getByRole('menu');
}

async function openFighters(page: Page) {
  await signIn(page);
  await page.goto('/admin/fighters');
  await expect(page.getByRole('heading', { name: 'Fighter Management' })).toBeVisible();
  await expect(page.getByText('Loading fighters...')).toHaveCount(0);
}

test.describe('fighter management', () => {
  test('adds a fighter with a portrait and an ability, edits, features, manages abilities and deletes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `REAVER ${unique().toUpperCase()}`;
    await openFighters(page);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Image',
      'Fighter',
      'Role',
      'Stats',
      'Abilities',
      'Featured',
      'Actions',
    ]);
    for (const card of ['Total Fighters', 'Featured', 'Total Abilities', 'Avg. HP', 'With Media']) {
      await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Upcoming Features' })).toBeVisible();
    for (const item of ['Fighter Editor', 'Ability Management', 'Image Upload', 'Balance Testing']) {
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    }

    // Add: the button waits for name, role and bio.
    await page.getByRole('button', { name: 'Add Fighter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Fighter' });
    const save = dialog.getByRole('button', { name: 'Add Fighter' });
    await expect(save).toBeDisabled();
    await expect(dialog.getByLabel('Attack Dice')).toHaveValue('D3');
    await expect(dialog.getByLabel('Base HP')).toHaveValue('3');
    await dialog.getByLabel('Name').fill(name.toLowerCase());
    await dialog.getByLabel('Role').fill('Duelist');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Bio').fill('A test fighter who exists only for the end-to-end suite.');
    await dialog.getByLabel('Attack Dice').selectOption('D6');
    await dialog.getByLabel('Base HP').fill('8');

    const upload = page.waitForResponse(
      (r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST',
    );
    await dialog.getByLabel('Portrait Image', { exact: true }).setInputFiles(PORTRAIT);
    expect((await upload).status()).toBe(201);
    await expect(dialog.getByRole('img', { name: 'Portrait Image preview' })).toBeVisible();
    await expect(dialog.getByText(/VESPERA 360\.png \(0\.\d\d MB\)/)).toBeVisible();

    // An ability added during creation stays on the screen until the fighter is saved.
    await dialog.getByRole('button', { name: 'Add Ability' }).click();
    const abilityForm = page.getByRole('dialog', { name: 'Add New Ability' });
    const addAbility = abilityForm.getByRole('button', { name: 'Add Ability' });
    await expect(abilityForm.getByLabel('Type', { exact: true })).toHaveValue('Ability');
    await expect(abilityForm.getByLabel('Sub Type')).toHaveValue('Trait');
    await expect(abilityForm.getByText('Recommended: 1920x1080px MP4 format, Max 50MB')).toBeVisible();
    await expect(addAbility).toBeDisabled();
    await abilityForm.getByLabel('Ability Name').fill('Opening Cut');
    await expect(addAbility).toBeDisabled();
    await abilityForm
      .getByLabel('Description')
      .fill('The first strike of a Cycle rolls one extra Attack die.');
    await addAbility.click();
    await expect(page.getByText('Ability Added!')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Abilities (1)' })).toBeVisible();

    await save.click();
    await expect(page.getByText('Fighter added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: `${name} portrait` })).toHaveAttribute('src', /^\/media\//);
    await expect(row).toContainText('ATK D6');
    await expect(row).toContainText('HP 8');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');

    // Edit.
    await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Edit Fighter' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Fighter' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Role').fill('Blade Dancer');
    await edit.getByRole('button', { name: 'Update Fighter' }).click();
    await expect(page.getByText('Fighter updated successfully!')).toBeVisible();
    await expect(row.getByText('Blade Dancer')).toBeVisible();

    // Feature toggle.
    await expect(row.getByText('Not featured')).toBeAttached();
    await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Mark as Featured' }).click();
    await expect(page.getByText('Fighter marked as featured!')).toBeVisible();
    await expect(row.getByText('Featured', { exact: true })).toBeAttached();
    const menu = await openRowMenu(page, name);
    await expect(menu.getByRole('menuitem', { name: 'Remove from Featured' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
      'href',
      /^\/fighter\/\d+$/,
    );
    await page.keyboard.press('Escape');

    // Manage abilities: each change saves the whole fighter.
    await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Manage Abilities' }).click();
    const manage = page.getByRole('dialog', { name });
    await expect(manage.getByText('Current Abilities (1)')).toBeVisible();
    await expect(manage.getByText('Opening Cut')).toBeVisible();
    await manage.getByRole('button', { name: 'Add Ability' }).click();
    const secondForm = page.getByRole('dialog', { name: 'Add New Ability' });
    await secondForm.getByLabel('Ability Name').fill('Riposte');
    await secondForm.getByLabel('Type', { exact: true }).selectOption('Spell');
    await secondForm.getByLabel('Sub Type').selectOption('Impulse 2');
    await secondForm.getByLabel('Frequency').fill('Once Per Cycle');
    await secondForm.getByLabel('Usage').fill('On Defense');
    await secondForm.getByLabel('Description').fill('Answer a missed attack with a free strike.');
    await secondForm.getByRole('button', { name: 'Add Ability' }).click();
    await expect(page.getByText('Ability added successfully!')).toBeVisible();
    await expect(manage.getByText('Current Abilities (2)')).toBeVisible();
    await expect(manage.getByText('Impulse 2')).toBeVisible();
    await expect(manage.getByText('On Defense')).toBeVisible();

    await manage.getByRole('button', { name: 'Delete ability Opening Cut' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Ability deleted successfully!')).toBeVisible();
    await expect(manage.getByText('Current Abilities (1)')).toBeVisible();
    await expect(manage.getByText('Opening Cut')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(manage).toBeHidden();

    // The public roster shows the new fighter.
    const publicPage = await page.context().newPage();
    await publicPage.goto('/fighters');
    await expect(publicPage.getByText(name).first()).toBeVisible();
    await publicPage.close();

    // Delete.
    await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Delete Fighter' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this fighter? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Fighter deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByPlaceholder('Search fighters by name or role...').fill(name);
    await expect(page.getByText('No fighters found matching your criteria.')).toBeVisible();
  });

  test('checks files before uploading and keeps the numbers in range', async ({ page }, testInfo) => {
    // Playwright hands large files over by path; a sparse file costs no disk.
    const longVideo = testInfo.outputPath('long.mp4');
    fs.writeFileSync(longVideo, '');
    fs.truncateSync(longVideo, 50 * MB + 1);
    await openFighters(page);
    const uploads: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/uploads') && uploads.push(request.url()));
    await page.getByRole('button', { name: 'Add Fighter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Fighter' });

    await dialog
      .getByLabel('Portrait Image', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(dialog.getByText('Please select a valid image file (PNG, JPG, etc.)')).toBeVisible();
    await dialog
      .getByLabel('Portrait Image', { exact: true })
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * MB + 1) });
    await expect(dialog.getByText('Image file size must be less than 5MB')).toBeVisible();
    await dialog
      .getByLabel('Fighter Video', { exact: true })
      .setInputFiles({ name: 'clip.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(dialog.getByText('Please select a valid video file (MP4, WebM, etc.)')).toBeVisible();
    await dialog.getByLabel('Fighter Video', { exact: true }).setInputFiles(longVideo);
    await expect(dialog.getByText('Video file size must be less than 50MB')).toBeVisible();
    expect(uploads).toEqual([]);

    // An emptied number counts as 1; out of range is refused by the schema.
    const hp = dialog.getByLabel('Base HP');
    await hp.fill('');
    await hp.blur();
    await expect(hp).toHaveValue('1');
    await dialog.getByLabel('Base Mobility').fill('11');
    await dialog.getByLabel('Name').fill('Nobody');
    await dialog.getByLabel('Role').fill('Nothing');
    await dialog.getByLabel('Bio').fill('Never saved.');
    await dialog.getByRole('button', { name: 'Add Fighter' }).click();
    await expect(dialog.getByText('Base mobility must be between 1 and 10')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('searches by name or role and filters by featured', async ({ page, request }) => {
    const session = await apiLogin(request);
    const fighters = (await (await request.get('/api/fighters', { headers: bearer(session) })).json())
      .data as {
      name: string;
      role: string;
      featured: boolean;
    }[];
    const featured = fighters.filter((f) => f.featured);
    const sample = featured[0]!;
    await openFighters(page);
    await expect(page.getByRole('heading', { name: `Fighters (${fighters.length})` })).toBeVisible();

    const search = page.getByPlaceholder('Search fighters by name or role...');
    await search.fill(sample.role.toUpperCase());
    await expect(rowOf(page, sample.name)).toBeVisible();
    await search.fill(sample.name.toLowerCase());
    await expect(rowOf(page, sample.name)).toBeVisible();
    await search.fill('');

    const filter = page.getByLabel('Featured filter');
    await expect(filter.locator('option')).toHaveText(['All Fighters', 'Featured Only', 'Not Featured']);
    await filter.selectOption({ label: 'Featured Only' });
    await expect(page.getByRole('heading', { name: `Fighters (${featured.length})` })).toBeVisible();
    await filter.selectOption({ label: 'Not Featured' });
    await expect(
      page.getByRole('heading', { name: `Fighters (${fighters.length - featured.length})` }),
    ).toBeVisible();
    await expect(rowOf(page, sample.name)).toHaveCount(0);
    await search.fill(`zz-${unique()}`);
    await expect(page.getByText('No fighters found matching your criteria.')).toBeVisible();
  });

  test('shows the loading row, then the error row and toast', async ({ page }) => {
    allowConsoleErrors(page);
    await signIn(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/fighters', async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/admin/fighters');
    await expect(page.getByText('Loading fighters...')).toBeVisible();
    release();
    await expect(page.getByText('Failed to load fighters. Please try again.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      page.getByRole('cell', { name: 'Network error. Please check your connection.' }),
    ).toBeVisible();
  });
});
