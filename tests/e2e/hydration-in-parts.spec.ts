import { expect, test } from './support/fixtures';

/**
 * Public pages hydrate in parts (app/lib/hydrate-in-turn.tsx, decision 0021). Each part is a
 * <Suspense> boundary in React's server render; the page still arrives whole, every part in
 * place, with no template moved to the end and no inline script to swap it back.
 */
const pages = ['/', '/fighters', '/fighter/1', '/dev-diary', '/support', '/blood-message', '/about', '/help'];

for (const path of pages) {
  test(`${path} arrives with every part in place`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<!--$-->');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<template id="B:/);
    expect(html).not.toContain('$RC(');
  });
}

test('once hydrated, the page answers in every part and its head keeps its links', async ({ page }) => {
  await page.goto('/support');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // <main>: a question opens its answer, which the question names by the browser's own id.
  const question = page
    .getByRole('region', { name: 'Frequently Asked Questions' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('button');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answerId = await question.getAttribute('aria-controls');
  await expect(page.locator(`[id="${answerId}"]`)).toBeVisible();
  // The footer: its sign-up checks the address on the client.
  await page.getByPlaceholder('Enter your email').fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/support$/);
  // The head, which React and the browser's renderer order differently.
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/support$/);
});
