import { type Page, expect, test } from '@playwright/test';
import type { Faq } from '../../../contracts/faq';
import { textOf } from '../../../contracts/rich-text';

/** The FAQ's search and category filter without scripts: a GET form the server answers filtered. */
async function publishedFaqs(page: Page) {
  return ((await (await page.request.get('/api/faqs?published=true')).json()) as { data: Faq[] }).data;
}
const questions = (page: Page) =>
  page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('heading', { level: 3 });

test('searching and choosing a category filter the FAQ, and Clear Filters shows them all', async ({
  page,
}) => {
  const faqs = await publishedFaqs(page);
  await page.goto('/support');
  await expect(questions(page)).toHaveCount(faqs.length);

  const word = faqs[0]!.question.match(/\b[a-z]{5,}\b/i)![0].toLowerCase();
  const matching = faqs.filter(
    (f) => f.question.toLowerCase().includes(word) || textOf(f.answer).toLowerCase().includes(word),
  );
  await page.getByRole('searchbox', { name: 'Search FAQs' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search FAQs' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/support\\?q=${word}`));
  await expect(questions(page)).toHaveCount(matching.length);
  await expect(page.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue(word);

  const group = page.getByRole('group', { name: 'FAQ category' });
  await group.getByRole('button', { name: 'Gameplay' }).click();
  await expect(page).toHaveURL(/category=Gameplay/);
  await expect(group.getByRole('button', { name: 'Gameplay' })).toHaveAttribute('aria-pressed', 'true');
  const both = matching.filter((f) => f.category === 'Gameplay');
  if (both.length > 0) await expect(questions(page)).toHaveCount(both.length);
  else await expect(page.getByText('No FAQs found matching your criteria.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('zzz no such question zzz');
  await page.getByRole('searchbox', { name: 'Search FAQs' }).press('Enter');
  await expect(page.getByText('No FAQs found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(questions(page)).toHaveCount(faqs.length);
  await expect(page.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('');
});
