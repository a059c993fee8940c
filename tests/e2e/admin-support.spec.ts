import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, bearer, unique } from './support/admin-session';
import { allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/**
 * Support Messages on the real API (docs/back-office-screens.md §2, §4, §8), paged and searched by the
 * server.
 */

/** The list call (`/api/support-messages?limit=…`), not one message. */
const LIST = /\/api\/support-messages\?/;

async function sendMessage(request: APIRequestContext, subject: string) {
  const email = `${unique()}@example.com`;
  const response = await request.post('/api/support-messages', {
    data: {
      name: 'Mara Quill',
      email,
      subject,
      message: 'My save file vanished after the last patch.\nCan you help?',
    },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).data.id as number, email };
}

const card = (page: Page, subject: string) => page.getByRole('listitem').filter({ hasText: subject });

async function openScreen(page: Page, search?: string) {
  await signIn(page);
  await page.goto('/admin/support-messages');
  await expect(page.getByRole('heading', { name: 'Support Messages', exact: true })).toBeVisible();
  if (search) await page.getByPlaceholder('Search by name, email, subject or message...').fill(search);
}

test.describe('support messages', () => {
  test('changes the status, replies by email and deletes a message', async ({ page, request }) => {
    test.setTimeout(60_000);
    const subject = `Lost save ${unique()}`;
    const { id, email } = await sendMessage(request, subject);
    await openScreen(page, subject.toUpperCase());
    await expect(page.getByRole('heading', { name: 'Messages (1)' })).toBeVisible();
    const message = card(page, subject);
    await expect(message.getByText('new', { exact: true })).toBeVisible();
    await expect(message.getByText(`Mara Quill <${email}>`)).toBeVisible();
    await expect(
      message.getByText(/^Received [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible();
    await expect(message.getByText(/^Updated /)).toHaveCount(0);
    // The text is clamped to two lines.
    await expect(message.getByText(/My save file vanished/)).toHaveClass(/line-clamp-2/);

    await message.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByText('Message marked as read')).toBeVisible();
    await expect(message.getByText('read', { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

    await message.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Message marked as closed')).toBeVisible();
    await expect(message.getByText('closed', { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: 'Close' })).toHaveCount(0);

    const statuses = page.getByRole('group', { name: 'Filter by status' });
    await expect(statuses.getByRole('button')).toHaveText(['All', 'new', 'read', 'replied', 'closed']);
    await statuses.getByRole('button', { name: 'new' }).click();
    await expect(page.getByText('No messages found matching your criteria.')).toBeVisible();
    await statuses.getByRole('button', { name: 'closed' }).click();
    await expect(message).toBeVisible();
    await statuses.getByRole('button', { name: 'All' }).click();

    // Reply via Email: a mailto link that also marks the message replied and closes the dialog.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
        },
        true,
      ),
    );
    await message.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: subject });
    await expect(details.getByText('Mara Quill')).toBeVisible();
    await expect(details.getByText(email)).toBeVisible();
    await expect(details.getByText('Can you help?')).toBeVisible();
    const reply = details.getByRole('link', { name: 'Reply via Email' });
    await expect(reply).toHaveAttribute(
      'href',
      `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await reply.click();
    await expect(details).toBeHidden();
    await expect(page.getByText('Message marked as replied')).toBeVisible();
    await expect(message.getByText('replied', { exact: true })).toBeVisible();
    await expect(message.getByText(/^Updated /)).toBeVisible();
    const session = await apiLogin(request);
    const stored = await (
      await request.get(`/api/support-messages/${id}`, { headers: bearer(session) })
    ).json();
    expect(stored.data.status).toBe('replied');

    await message.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Message deleted successfully')).toBeVisible();
    await expect(message).toHaveCount(0);
    expect((await request.get(`/api/support-messages/${id}`, { headers: bearer(session) })).status()).toBe(
      404,
    );
  });

  test('shows loading, error with Try Again, and the empty text', async ({ page }) => {
    allowConsoleErrors(page);
    await signIn(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/admin/support-messages');
    await expect(page.getByText('Loading support messages...')).toBeVisible();
    release();
    await expect(page.getByText('Failed to load support messages')).toBeVisible({ timeout: 10_000 });
    await page.unroute(LIST);
    await page.route(LIST, (route) =>
      route.fulfill({
        json: { success: true, data: [], error: null, meta: { total: 0, limit: 50, offset: 0 } },
      }),
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No support messages received yet.')).toBeVisible();
  });

  test('reports a status change the server did not take', async ({ page, request }) => {
    allowConsoleErrors(page);
    const subject = `Refund ${unique()}`;
    await sendMessage(request, subject);
    await openScreen(page, subject);
    await page.route('**/api/support-messages/*', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await card(page, subject).getByRole('button', { name: 'Mark as replied' }).click();
    await expect(page.getByText('Failed to update message status')).toBeVisible();
    await expect(card(page, subject).getByText('new', { exact: true })).toBeVisible();
  });

  test('pages and searches the messages on the server, keeping the view in the URL', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const tag = `pg${unique()}`;
    for (let i = 0; i < 55; i += 1) await sendMessage(request, `${tag} question ${i}`);
    await signIn(page);
    await page.goto(`/admin/support-messages?q=${tag}`);
    await expect(page.getByRole('heading', { name: 'Messages (55)' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Messages (55)' }).getByRole('listitem');
    await expect(cards).toHaveCount(50);
    await expect(cards.first()).toContainText(`${tag} question 54`);
    const pages = page.getByRole('navigation', { name: 'Message pages' });
    await expect(pages).toContainText('Showing 1–50 of 55');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveCount(5);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.reload();
    await expect(cards).toHaveCount(5);
    await expect(page.getByPlaceholder('Search by name, email, subject or message...')).toHaveValue(tag);

    // The search goes to the server once typing pauses, and starts again from the first page.
    const searches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/support-messages' && url.searchParams.has('search'))
        searches.push(url.searchParams.get('search')!);
    });
    const box = page.getByPlaceholder('Search by name, email, subject or message...');
    await box.fill('');
    const term = `${tag} QUESTION 1`;
    await box.pressSequentially(term, { delay: 30 });
    // 1 and 10 … 19.
    await expect(page.getByRole('heading', { name: 'Messages (11)' })).toBeVisible();
    expect(searches.at(-1)).toBe(term);
    // Far fewer requests than keys (a stall of the machine between two keys may add one).
    expect(searches.length).toBeLessThanOrEqual(Math.ceil(term.length / 4));
    await expect(page).not.toHaveURL(/page=/);
  });
});
