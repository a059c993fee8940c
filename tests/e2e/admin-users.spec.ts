import type { Page } from '@playwright/test';
import { apiLogin, bearer, createUser, signInAsSuperAdmin, unique } from './support/admin-session';
import { allowConsoleErrors, expect, test } from './support/fixtures';

/** User Management on the real API (docs/back-office-screens.md §2, §5, §6, §8). */

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openAddUser(page: Page) {
  await page.getByRole('button', { name: 'Add User' }).click();
  return page.getByRole('dialog', { name: 'Add User' });
}

/** The list call (`/api/users?limit=…`), not the stats or one account. */
const LIST = /\/api\/users\?/;

test.describe('user management', () => {
  test('lists the accounts with cards, roles, dates and filters', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const player = await createUser(request, session, { role: 'user' });
    const users = (await (await request.get('/api/users?limit=1', { headers: bearer(session) })).json()) as {
      meta: { total: number };
    };
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByText('Total Users', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Admins', { exact: true })).toBeVisible();
    await expect(page.getByText('Regular Users', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Users (${users.meta.total})` })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'User',
      'Role',
      'Joined',
      'Last Login',
      'Actions',
    ]);

    const playerRow = rowOf(page, player.credentials.username);
    await expect(playerRow.getByText('User', { exact: true })).toBeVisible();
    await expect(playerRow.getByRole('cell').nth(3)).toHaveText('Never');
    await expect(rowOf(page, 'admin@bloodandmayhem.example').getByRole('cell').nth(3)).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
    );
    // Each role has its own icon.
    await expect(
      rowOf(page, 'admin@bloodandmayhem.example').locator('[data-role-icon="super_admin"]'),
    ).toHaveCount(1);
    await expect(playerRow.locator('[data-role-icon="user"]')).toHaveCount(1);

    await page
      .getByPlaceholder('Search users by name, username, or email...')
      .fill(player.credentials.username.toUpperCase());
    await expect(page.getByRole('heading', { name: 'Users (1)' })).toBeVisible();
    await page.getByPlaceholder('Search users by name, username, or email...').fill('');

    const superAdmins = (await (
      await request.get('/api/users?role=super_admin&limit=1', { headers: bearer(session) })
    ).json()) as { meta: { total: number } };
    const role = page.getByLabel('Filter by role');
    await expect(role.locator('option')).toHaveText(['All Roles', 'Super Admin', 'Admin', 'User']);
    await role.selectOption({ label: 'Super Admin' });
    await expect(page.getByRole('heading', { name: `Users (${superAdmins.meta.total})` })).toBeVisible();
    await page.getByPlaceholder('Search users by name, username, or email...').fill(`nobody-${unique()}`);
    await expect(page.getByText('No users found matching your criteria.')).toBeVisible();
  });

  test('shows the loading and error states', async ({ page, request }) => {
    allowConsoleErrors(page);
    await signInAsSuperAdmin(page, request);
    let fail: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.route(LIST, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/admin/users');
    await expect(page.getByText('Loading users...')).toBeVisible();
    fail();
    await expect(page.getByText('Failed to load users')).toBeVisible();
    await page.unroute(LIST);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'admin@bloodandmayhem.example' })).toHaveCount(1);
  });

  test('adds a user', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    await page.goto('/admin/users');
    const dialog = await openAddUser(page);
    await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['User', 'Admin', 'Super Admin']);
    const id = unique();
    await dialog.getByLabel('Full Name').fill(`Nadia Voss ${id}`);
    await dialog.getByLabel('Username').fill(`nadia_${id}`);
    await dialog.getByLabel('Email').fill(`nadia_${id}@example.com`);
    await dialog.getByLabel('Password').fill('crimson-quill-lantern');
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added successfully!')).toBeVisible();
    await expect(page.getByText(`Nadia Voss ${id} has been added as Admin.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, `nadia_${id}`).getByText('Admin', { exact: true })).toBeVisible();
    // The account is real: it signs in.
    const nadia = await apiLogin(request, { username: `nadia_${id}`, password: 'crimson-quill-lantern' });
    expect(nadia.user.role).toBe('admin');
    expect(session.user.role).toBe('super_admin');
  });

  test('validates the new user with the spec messages', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/users');
    const dialog = await openAddUser(page);
    const submit = dialog.getByRole('button', { name: 'Add User' });
    await submit.click();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();

    await dialog.getByLabel('Username').fill('ab');
    await expect(dialog.getByText('Username must be at least 3 characters long')).toBeVisible();
    await dialog.getByLabel('Username').fill('bad name');
    await expect(
      dialog.getByText('Username can only contain letters, numbers, and underscores'),
    ).toBeVisible();
    await dialog.getByLabel('Username').fill(`fresh_${unique()}`);
    await expect(dialog.getByText('Username can only contain letters, numbers, and underscores')).toHaveCount(
      0,
    );

    await dialog.getByLabel('Full Name').fill('Someone');
    await dialog.getByLabel('Email').fill('not-an-address');
    await submit.click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();

    await dialog.getByLabel('Email').fill('ADMIN@bloodandmayhem.example');
    await dialog.getByLabel('Password').fill('crimson-quill-lantern');
    await submit.click();
    await expect(dialog.getByText('Email address already exists.')).toBeVisible();

    await dialog.getByLabel('Email').fill(`someone_${unique()}@example.com`);
    await dialog.getByLabel('Username').fill('ADMIN');
    await submit.click();
    await expect(dialog.getByText('Username already exists.')).toBeVisible();

    await dialog.getByLabel('Username').fill(`someone_${unique()}`);
    await dialog.getByLabel('Password').fill('12345');
    await submit.click();
    await expect(dialog.getByText('Password must be at least 12 characters long.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('shows the server text for a duplicate and a generic text otherwise', async ({ page, request }) => {
    allowConsoleErrors(page); // 409 and the aborted request
    const session = await signInAsSuperAdmin(page, request);
    await page.goto('/admin/users');
    await expect(rowOf(page, 'admin@bloodandmayhem.example')).toHaveCount(1);
    // Someone else takes the username after the list was loaded: only the server can tell.
    const taken = await createUser(request, session, { role: 'user' });
    const dialog = await openAddUser(page);
    await dialog.getByLabel('Full Name').fill('Late Comer');
    await dialog.getByLabel('Username').fill(taken.credentials.username);
    await dialog.getByLabel('Email').fill(`late_${unique()}@example.com`);
    await dialog.getByLabel('Password').fill('crimson-quill-lantern');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Failed to add user')).toBeVisible();
    // In the toast and in the dialog.
    await expect(page.getByText('Username already exists.')).toHaveCount(2);

    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await dialog.getByLabel('Username').fill(`late_${unique()}`);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Please try again later.')).toBeVisible();
  });

  test('edits a user and resets the password', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const player = await createUser(request, session, { role: 'user' });
    await page.goto('/admin/users');
    await rowOf(page, player.credentials.username).getByRole('button', { name: 'Edit User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Full Name')).toHaveValue(player.user.name);
    await dialog.getByLabel('Full Name').fill('Renamed Player');
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByLabel('New Password').fill('another-secret');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, player.credentials.username);
    await expect(row).toContainText('Renamed Player');
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    const renamed = await apiLogin(request, {
      username: player.credentials.username,
      password: 'another-secret',
    });
    expect(renamed.user.name).toBe('Renamed Player');
  });

  test('the edit form checks its fields', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const player = await createUser(request, session, { role: 'user' });
    await page.goto('/admin/users');
    await rowOf(page, player.credentials.username).getByRole('button', { name: 'Edit User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Full Name').fill(' ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Someone');
    await dialog.getByLabel('Email').fill('admin@BLOODANDMAYHEM.example');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Email address already exists.')).toBeVisible();
    await dialog.getByLabel('Email').fill(player.user.email);
    await dialog.getByLabel('New Password').fill('123');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Password must be at least 12 characters long.')).toBeVisible();
  });

  test('deletes a user after confirmation', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const player = await createUser(request, session, { role: 'user' });
    await page.goto('/admin/users');
    await rowOf(page, player.credentials.username).getByRole('button', { name: 'Delete User' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this user?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted successfully!')).toBeVisible();
    await expect(rowOf(page, player.credentials.username)).toHaveCount(0);
    expect((await request.get(`/api/users/${player.user.id}`, { headers: bearer(session) })).status()).toBe(
      404,
    );
  });

  test('a super admin can edit themselves but not delete themselves or touch another super admin', async ({
    page,
    request,
  }) => {
    const session = await signInAsSuperAdmin(page, request);
    const other = await createUser(request, session, { role: 'super_admin' });
    await page.goto('/admin/users');
    const own = rowOf(page, 'admin@bloodandmayhem.example');
    await expect(own.getByRole('button', { name: 'Edit User' })).toBeEnabled();
    await expect(own.getByRole('button', { name: 'Delete User' })).toBeDisabled();
    const otherRow = rowOf(page, other.credentials.username);
    await expect(otherRow.getByRole('button', { name: 'Edit User' })).toBeDisabled();
    await expect(otherRow.getByRole('button', { name: 'Delete User' })).toBeDisabled();

    await own.getByRole('button', { name: 'Edit User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Role')).toHaveValue('Super Admin');
    await expect(dialog.getByText('You cannot change your own role.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('pages and searches the accounts on the server, keeping the view in the URL', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await signInAsSuperAdmin(page, request);
    const tag = `Crew ${unique()}`;
    for (let i = 0; i < 52; i += 1) await createUser(request, session, { role: 'user', name: `${tag} ${i}` });
    await page.goto(`/admin/users?q=${encodeURIComponent(tag.toUpperCase())}`);
    await expect(page.getByRole('heading', { name: 'Users (52)' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(50);
    const pages = page.getByRole('navigation', { name: 'User pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await page.getByPlaceholder('Search users by name, username, or email...').fill(`${tag} 5`);
    // 5, 50 and 51.
    await expect(page.getByRole('heading', { name: 'Users (3)' })).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
  });
});
