import { apiLogin, createPost } from '../e2e/support/admin-session';
import { expect, signIn, test } from '../e2e/support/fixtures';
import { TOPOLOGY_ADMIN, runningTopology } from './support/topology';

/**
 * The back office through the TLS proxy: a member of staff signs in, publishes a draft, and the
 * post is on the public site at once, whichever instance answers the visitor.
 */
test('sign in, publish a draft, and every instance serves the post', async ({ page, request, baseURL }) => {
  const topology = runningTopology(baseURL!);
  expect(topology.instances).toHaveLength(2);
  const post = await createPost(request, await apiLogin(request, TOPOLOGY_ADMIN), { published: false });
  // Asked once before publishing, so a page cache on either instance would hold the 404.
  for (const instance of topology.instances)
    expect((await request.get(`${instance}/dev-diary/${post.slug}`)).status()).toBe(404);

  await signIn(page, TOPOLOGY_ADMIN);
  await expect(page).toHaveURL(/^https:\/\/localhost:\d+\/admin$/);
  await page.goto('/admin/dev-diaries');
  const row = page.getByRole('row').filter({ hasText: post.title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();

  for (const instance of topology.instances) {
    const answer = await request.get(`${instance}/dev-diary/${post.slug}`);
    expect(answer.status(), instance).toBe(200);
    expect(await answer.text()).toContain(post.title);
  }
  await page.goto(`/dev-diary/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
});

test('the proxy speaks HTTP/2 over TLS and the app tells browsers to stay on https', async ({ page }) => {
  const response = await page.goto('/fighters');
  expect(response!.status()).toBe(200);
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    ),
  ).toBe('h2');
  expect(response!.headers()['strict-transport-security']).toBe('max-age=31536000');
});
