import {
  type ApiSession,
  apiLogin,
  bearer,
  createPost,
  createUser,
  listOf,
  storeSession,
} from './support/admin-session';
import { allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/**
 * The role rules as a plain admin (docs/back-office-screens.md §6): what the screens offer, and
 * the server refusing the same actions when called directly with the admin's token.
 */

type Post = { id: number; title: string; authorId: number | null; published: boolean; featured: boolean };

let superAdmin: ApiSession;
let admin: ApiSession;
let credentials: { username: string; password: string };

test.beforeAll(async ({ request }) => {
  superAdmin = await apiLogin(request);
  const created = await createUser(request, superAdmin, { role: 'admin', name: 'Ada Admin' });
  credentials = created.credentials;
  admin = await apiLogin(request, credentials);
});

test('an admin signs in and sees every entry but User Management', async ({ page }) => {
  await signIn(page, credentials);
  const panel = page.getByRole('complementary');
  await expect(panel.getByText('Admin', { exact: true })).toBeVisible();
  const nav = panel.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByRole('link')).toHaveCount(12);
  await expect(nav.getByRole('link', { name: 'User Management' })).toHaveCount(0);

  // Dashboard: no user links, no Recent Users, no User Management quick action.
  await expect(page.getByText('Welcome back, Ada Admin!')).toBeVisible();
  const counts = page.getByRole('region', { name: 'Counts' });
  await expect(counts.getByRole('link', { name: /^Dev Diary Posts/ })).toBeVisible();
  await expect(counts.getByRole('link', { name: /^Total Users/ })).toHaveCount(0);
  await expect(counts.getByRole('link', { name: /^Subscribers/ })).toHaveCount(0);
  await expect(counts.getByText('Total Users')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Users' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'User Management' })).toHaveCount(0);
});

test('an admin opening /admin/users is refused', async ({ page }) => {
  await storeSession(page, admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
});

test("Edit and Delete are disabled on another author's post; the toggles are not", async ({
  page,
  request,
}) => {
  const othersPost = await createPost(request, superAdmin, { published: false });
  const ownPost = await createPost(request, admin);
  await storeSession(page, admin);
  await page.goto('/admin/dev-diaries');

  await page.getByRole('button', { name: `Actions for ${othersPost.title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByText('Only the author can edit or delete this post.')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${ownPost.title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeEnabled();
  await page.keyboard.press('Escape');

  // Opening another author's post in the editor directly: saving is switched off.
  await page.goto(`/admin/dev-diaries/edit/${othersPost.id}`);
  await expect(page.getByText('You can only edit your own posts.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
});

test('the server refuses the same actions to the admin', async ({ request }) => {
  const post = await createPost(request, superAdmin);
  const body = {
    title: `${post.title} (hijacked)`,
    excerpt: 'x',
    content: 'x',
    author: 'Ada Admin',
    tags: ['PC'],
    featured: false,
    published: false,
  };
  const edit = await request.put(`/api/dev-diaries/${post.id}`, { headers: bearer(admin), data: body });
  expect(edit.status()).toBe(403);
  expect((await edit.json()).error).toBe('You can only edit your own posts');
  expect((await request.delete(`/api/dev-diaries/${post.id}`, { headers: bearer(admin) })).status()).toBe(
    403,
  );

  const create = await request.post('/api/users', {
    headers: bearer(admin),
    data: {
      name: 'Nope',
      username: 'nope_user',
      email: 'nope@example.com',
      password: 'crimson-quill-lantern',
      role: 'user',
    },
  });
  expect(create.status()).toBe(403);
  const superAdminId = superAdmin.user.id;
  expect((await request.delete(`/api/users/${superAdminId}`, { headers: bearer(admin) })).status()).toBe(403);
  expect(
    (
      await request.put(`/api/users/${superAdminId}`, { headers: bearer(admin), data: { name: 'Nope' } })
    ).status(),
  ).toBe(403);

  const posts = await listOf<Post>(request, superAdmin, '/api/dev-diaries?limit=500');
  expect(posts.find((p) => p.id === post.id)?.title).toBe(post.title);
});

test('a role change acts at once: a demoted admin is signed out of the back office', async ({
  page,
  request,
}) => {
  allowConsoleErrors(page); // the session check answers 403
  const { user, credentials: demoted } = await createUser(request, superAdmin, { role: 'admin' });
  const session = await apiLogin(request, demoted);
  await storeSession(page, session);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await request.put(`/api/users/${user.id}`, { headers: bearer(superAdmin), data: { role: 'user' } });
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
