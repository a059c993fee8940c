import AxeBuilder from '@axe-core/playwright';
import { apiLogin, createUser, signInAsSuperAdmin, storeSession } from './support/admin-session';
import { expect, test, waitForToastsAtRest } from './support/fixtures';
import { mailgunEvent } from './support/mailgun-event';

/** Activity, the audit log screen: super admins only, filtered in the URL, linked from details. */

test('a super admin edits a user, then finds the change in Activity with filters that survive a reload', async ({
  page,
  request,
}) => {
  const session = await signInAsSuperAdmin(page, request);
  const { user } = await createUser(request, session, { role: 'user', name: 'Rowan Before' });

  await page.goto('/admin/users');
  await page.getByPlaceholder('Search users by name, username, or email...').fill(user.username);
  await page.getByRole('button', { name: `Edit User ${user.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Full Name').fill('Rowan After');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  await page.getByLabel('Filter by kind of entry').selectOption('user');
  await page.getByLabel('Filter by action').selectOption('update');
  await page.getByLabel('Filter by actor').fill('ADMIN');
  await expect(page).toHaveURL(/actor=ADMIN/);
  await expect(page).toHaveURL(/entity=user/);
  await expect(page).toHaveURL(/action=update/);

  const row = page.getByRole('row').filter({ hasText: user.username });
  await expect(row.first()).toContainText('@admin');
  await expect(row.first()).toContainText('Updated');
  await expect(row.first()).toContainText('name: "Rowan Before" → "Rowan After"');

  await page.reload();
  await expect(page.getByLabel('Filter by actor')).toHaveValue('ADMIN');
  await expect(page.getByLabel('Filter by action')).toHaveValue('update');
  await expect(row.first()).toContainText('name: "Rowan Before" → "Rowan After"');

  // A day range that ends before today leaves nothing to show.
  await page.getByLabel('To date').fill('2020-01-01');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
});

test('View activity in a details dialog opens the entries of that row', async ({ page, request }) => {
  const session = await signInAsSuperAdmin(page, request);
  const { user } = await createUser(request, session, { role: 'admin' });
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search users by name, username, or email...').fill(user.username);
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('button', { name: `Edit User ${user.name}` }).click();
  await page.getByRole('dialog', { name: 'Edit User' }).getByRole('link', { name: 'View activity' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/activity\\?entity=user&entityId=${user.id}$`));
  await expect(page.getByLabel('Filter by kind of entry')).toHaveValue('user');
  const rows = page.getByRole('table').getByRole('row');
  // The header and the one entry: the account's creation.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Created');
  await expect(rows.nth(1)).toContainText(`User #${user.id}`);

  // The chip says the list is narrowed to that account; removing it shows every user's entries.
  await page.getByRole('button', { name: `Show every entry, not only User #${user.id}` }).click();
  await expect(page).toHaveURL(/\/admin\/activity\?entity=user$/);
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
});

test('a search still waiting to be sent does not pull a navigation back', async ({ page, request }) => {
  await signInAsSuperAdmin(page, request);
  await page.goto('/admin/users');
  await expect(page.getByRole('link', { name: 'Activity' })).toBeVisible();
  // The Activity screen's code arrives late, as on a slow phone: the term typed just before the
  // click is still waiting to go to the URL meanwhile.
  await page.route('**/assets/activity-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByPlaceholder('Search users by name, username, or email...').fill('admin');
  await page.getByRole('link', { name: 'Activity' }).click();

  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/activity$/);
});

test('an admin has no Activity entry and is refused on its URL', async ({ page, request }) => {
  const superAdmin = await apiLogin(request);
  const { credentials } = await createUser(request, superAdmin, { role: 'admin' });
  await storeSession(page, await apiLogin(request, credentials));
  await page.goto('/admin');
  const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(0);

  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Activity has no serious or critical axe violations at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/activity');
    // The table on wide screens, the cards on a phone.
    await expect(page.getByText('Signed in').filter({ visible: true }).first()).toBeVisible();
    await waitForToastsAtRest(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target.join(' ')) }));
    expect(severe).toEqual([]);
  });
}

test('a bounce reported by the mail provider is in Activity, done by the mail system', async ({
  page,
  request,
}) => {
  const email = `bounce-activity-${Date.now()}@example.com`;
  expect((await request.post('/api/subscribers', { data: { email } })).status()).toBe(201);
  const event = await request.post('/api/mail/webhooks/mailgun', {
    data: mailgunEvent({
      event: 'failed',
      severity: 'permanent',
      recipient: email,
      'delivery-status': { code: 550, message: 'No such mailbox' },
    }),
  });
  expect(event.status()).toBe(200);

  await signInAsSuperAdmin(page, request);
  await page.goto('/admin/activity?action=mail_bounce');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.first()).toContainText('Mail system');
  await expect(row.first()).toContainText('Bounced');
  await expect(row.first()).toContainText('550 No such mailbox');
});
