import type { Page } from '@playwright/test';
import { bearer, listOf, signInAsSuperAdmin } from './support/admin-session';
import { allowConsoleErrors, expect, test } from './support/fixtures';

/**
 * Dashboard (docs/back-office-screens.md §2 Dashboard, §8), its numbers counted by the server in one call.
 */

const STATS = '**/api/dashboard/stats';

/** Answers the stats call with the server's own answer, changed by `edit`. */
async function editStats(page: Page, edit: (data: Record<string, unknown>) => void) {
  await page.route(STATS, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    edit(json.data);
    await route.fulfill({ response, json });
  });
}

test.describe('dashboard', () => {
  test('welcomes the user and counts posts, users, fighters and subscribers', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const [posts, users, fighters, subscribers] = await Promise.all([
      listOf<{ title: string }>(request, session, '/api/dev-diaries?limit=500'),
      request.get('/api/users?limit=1', { headers: bearer(session) }).then((r) => r.json()),
      listOf(request, session, '/api/fighters'),
      request.get('/api/subscribers?limit=1', { headers: bearer(session) }).then((r) => r.json()),
    ]);
    // The dashboard asks for its numbers only: no list is downloaded to count it.
    const apiCalls: string[] = [];
    let apiBytes = 0;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/auth/')) return;
      apiCalls.push(url.pathname);
      apiBytes += (await response.body()).length;
    });
    await page.goto('/admin');
    await expect(page.getByText('Welcome back, Studio Admin!')).toBeVisible();

    const counts = page.getByRole('region', { name: 'Counts' });
    await expect(counts.getByRole('link', { name: /^Dev Diary Posts/ })).toHaveAttribute(
      'href',
      '/admin/dev-diaries',
    );
    await expect(counts.getByRole('link', { name: /^Dev Diary Posts/ })).toContainText(String(posts.length));
    await expect(counts.getByRole('link', { name: /^Total Users/ })).toHaveAttribute('href', '/admin/users');
    await expect(counts.getByRole('link', { name: /^Total Users/ })).toContainText(String(users.meta.total));
    await expect(counts.getByRole('link', { name: /^Fighters/ })).toHaveAttribute('href', '/admin/fighters');
    await expect(counts.getByRole('link', { name: /^Fighters/ })).toContainText(String(fighters.length));
    await expect(counts.getByRole('link', { name: /^Subscribers/ })).toHaveAttribute(
      'href',
      '/admin/subscribers',
    );
    await expect(counts.getByRole('link', { name: /^Subscribers/ })).toContainText(
      subscribers.meta.total.toLocaleString('en-US'),
    );
    expect(apiCalls).toEqual(['/api/dashboard/stats']);
    expect(apiBytes).toBeLessThan(50 * 1024);

    await expect(page.getByRole('link', { name: 'New Dev Diary Post' })).toHaveAttribute(
      'href',
      '/admin/dev-diaries/new',
    );
    await expect(page.getByRole('link', { name: 'Manage Fighters' })).toHaveAttribute(
      'href',
      '/admin/fighters',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'href',
      '/admin/users',
    );

    const recentPosts = page.getByRole('region', { name: 'Recent Dev Diary Posts' });
    await expect(recentPosts.getByRole('listitem')).toHaveCount(Math.min(3, posts.length));
    await expect(recentPosts.getByRole('listitem').first()).toContainText(posts[0]!.title);
    await expect(recentPosts.getByRole('listitem').first()).toContainText('views');
    await expect(recentPosts.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/dev-diaries',
    );

    const recentUsers = page.getByRole('region', { name: 'Recent Users' });
    await expect(recentUsers.getByRole('listitem')).toHaveCount(Math.min(3, users.meta.total));
    await expect(recentUsers.getByRole('listitem').first()).toContainText('Joined');
  });

  test('shows counts with thousands separators and the empty texts', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await editStats(page, (data) => {
      data.counts = { devDiaries: 0, users: 0, fighters: 21, subscribers: 1234567 };
      data.recentPosts = [];
      data.recentUsers = [];
    });
    await page.goto('/admin');
    await expect(
      page.getByRole('region', { name: 'Counts' }).getByRole('link', { name: /^Subscribers/ }),
    ).toContainText('1,234,567');
    await expect(page.getByText('No dev diary posts yet')).toBeVisible();
    await expect(page.getByText('No users yet')).toBeVisible();
  });

  test('marks a featured post in the recent list', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    const post = {
      id: 1,
      slug: 'featured-one',
      title: 'A featured diary',
      excerpt: 'x',
      content: 'x',
      author: 'Rhea Castell',
      authorId: null,
      tags: ['News'],
      featured: true,
      published: true,
      date: '2026-03-04T10:00:00.000Z',
      views: 12345,
      createdAt: '2026-03-04T10:00:00.000Z',
      updatedAt: '2026-03-04T10:00:00.000Z',
    };
    await editStats(page, (data) => {
      data.recentPosts = [post];
    });
    await page.goto('/admin');
    const item = page.getByRole('region', { name: 'Recent Dev Diary Posts' }).getByRole('listitem');
    await expect(item).toContainText('A featured diary');
    await expect(item).toContainText('By Rhea Castell');
    await expect(item).toContainText('Mar 4, 2026');
    await expect(item).toContainText('12,345 views');
    await expect(item.getByText('Featured', { exact: true })).toBeVisible();
  });

  test('shows a loading state', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STATS, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByText('Loading dashboard...')).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Counts' })).toBeVisible();
  });

  test('a failed call leaves the counts at 0 and reports the failure', async ({ page, request }) => {
    allowConsoleErrors(page);
    await signInAsSuperAdmin(page, request);
    await page.route(STATS, (route) => route.abort());
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toHaveText('Failed to load dashboard data');
    const counts = page.getByRole('region', { name: 'Counts' });
    await expect(counts.getByRole('link', { name: /^Fighters/ })).toHaveText(/^Fighters\s*0$/);
    await expect(counts.getByRole('link', { name: /^Dev Diary Posts/ })).toHaveText(/^Dev Diary Posts\s*0$/);
    await expect(page.getByText('No dev diary posts yet')).toBeVisible();
  });
});
