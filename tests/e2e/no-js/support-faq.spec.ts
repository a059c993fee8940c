import type { Page } from '@playwright/test';
import type { Faq } from '../../../contracts/faq';
import { textOf } from '../../../contracts/rich-text';
import { type Tx, expect, test } from '../support/site-locale';

/** The FAQ's search and category filter without scripts: a GET form the server answers filtered. */
async function publishedFaqs(page: Page, path: string) {
  return ((await (await page.request.get(path)).json()) as { data: Faq[] }).data;
}
const questions = (page: Page, tx: Tx) =>
  page.getByRole('region', { name: tx('Frequently Asked Questions') }).getByRole('heading', { level: 3 });

/**
 * A word of the question to search for: one of five letters or more, or, in a language written
 * without spaces (Japanese), a run of two or more of its characters.
 */
function wordOf(question: string) {
  const word =
    question.match(/\b[a-z]{5,}\b/i) ?? question.match(/[\p{Script=Han}\p{Script=Katakana}ー]{2,}/u);
  return word![0].toLowerCase();
}

test('searching and choosing a category filter the FAQ, and Clear Filters shows them all', async ({
  page,
  at,
  tx,
  inLocale,
}) => {
  const faqs = await publishedFaqs(page, inLocale('/api/faqs?published=true'));
  await page.goto(at('/support'));
  await expect(questions(page, tx)).toHaveCount(faqs.length);

  const word = wordOf(faqs[0]!.question);
  const matching = faqs.filter(
    (f) => f.question.toLowerCase().includes(word) || textOf(f.answer).toLowerCase().includes(word),
  );
  const search = page.getByRole('searchbox', { name: tx('Search FAQs') });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${at('/support')}\\?q=${encodeURIComponent(word)}`));
  await expect(questions(page, tx)).toHaveCount(matching.length);
  await expect(search).toHaveValue(word);

  const group = page.getByRole('group', { name: tx('FAQ category') });
  const gameplay = group.getByRole('button', { name: tx('Gameplay', {}, 'FAQ category') });
  await gameplay.click();
  // The category's value in the address is the data's, in every locale.
  await expect(page).toHaveURL(/category=Gameplay/);
  await expect(gameplay).toHaveAttribute('aria-pressed', 'true');
  const both = matching.filter((f) => f.category === 'Gameplay');
  if (both.length > 0) await expect(questions(page, tx)).toHaveCount(both.length);
  else await expect(page.getByText(tx('No FAQs found matching your criteria.'))).toBeVisible();

  await search.fill('zzz no such question zzz');
  await search.press('Enter');
  await expect(page.getByText(tx('No FAQs found matching your criteria.'))).toBeVisible();
  await page.getByRole('button', { name: tx('Clear Filters') }).click();
  await expect(questions(page, tx)).toHaveCount(faqs.length);
  await expect(search).toHaveValue('');
});
