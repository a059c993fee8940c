import type { Page } from '@playwright/test';
import { textOf } from '../../contracts/rich-text';
import type { Faq } from '../../contracts/faq';
import { disclosureState } from './support/disclosure';
import { expect, test, REFUSED_PAGE_FORM, allowConsoleErrors } from './support/fixtures';
import { contactForm as contact, publishedFaqs } from './support/public-pages';

/** The support page (docs/public-screens.md §2 "Support", §4, §5, §8): FAQ and the contact form. */

const faqSection = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' });
const questions = (page: Page) => faqSection(page).getByRole('heading', { level: 3 });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each heading starts with its question (a category badge may follow it). */
const asQuestions = (faqs: Faq[]) => faqs.map((f) => new RegExp(`^${escape(f.question)}`));
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search FAQs' });

test('shows the published FAQs in order under the SUPPORT heading, searchable over question and answer', async ({
  page,
}) => {
  const faqs = await publishedFaqs(page);
  expect(faqs.length).toBeGreaterThanOrEqual(15);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'SUPPORT' })).toBeVisible();
  await expect(search(page)).toHaveAttribute('placeholder', 'Search FAQs...');
  await expect(questions(page)).toHaveText(asQuestions(faqs));

  // A word from an answer only, typed in another case, finds that FAQ.
  const target = faqs.find((f) => /\b[a-z]{7,}\b/i.test(textOf(f.answer)))!;
  const word = textOf(target.answer).match(/\b[a-z]{7,}\b/i)![0];
  const expected = faqs.filter(
    (f) =>
      f.question.toLowerCase().includes(word.toLowerCase()) ||
      textOf(f.answer).toLowerCase().includes(word.toLowerCase()),
  );
  await search(page).fill(word.toUpperCase());
  await expect(questions(page)).toHaveText(asQuestions(expected));
});

test('a search typed as soon as the page shows filters the list, and the address keeps it', async ({
  page,
}) => {
  const faqs = await publishedFaqs(page);
  const target = faqs.find((f) => /\b[a-z]{7,}\b/i.test(f.question))!;
  const word = target.question.match(/\b[a-z]{7,}\b/i)![0].toLowerCase();
  const expected = faqs.filter(
    (f) => f.question.toLowerCase().includes(word) || textOf(f.answer).toLowerCase().includes(word),
  );
  await page.goto('/support');
  await search(page).pressSequentially(word);
  await expect(questions(page)).toHaveText(asQuestions(expected));
  await expect(search(page)).toHaveValue(word);
  await expect(page).toHaveURL(new RegExp(`/support\\?q=${word}$`));
});

test('category buttons filter the list, one at a time', async ({ page }) => {
  const faqs = await publishedFaqs(page);
  await page.goto('/support');
  const group = page.getByRole('group', { name: 'FAQ category' });
  await expect(group.getByRole('button')).toHaveText([
    'All',
    'General',
    'Technical',
    'Gameplay',
    'Account',
    'Support',
  ]);
  await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  for (const category of ['Technical', 'Account', 'Support'] as const) {
    await group.getByRole('button', { name: category }).click();
    await expect(group.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(questions(page)).toHaveText(asQuestions(faqs.filter((f) => f.category === category)));
  }
  await group.getByRole('button', { name: 'All' }).click();
  await expect(questions(page)).toHaveCount(faqs.length);
});

test('the accordion keeps one answer open at a time, and an open one closes again', async ({ page }) => {
  const [first, second, third] = await publishedFaqs(page);
  await page.goto('/support');
  // Each question is a <summary> (a disclosure button to assistive technology; Playwright's role
  // queries give it none), its <details> open while the answer shows.
  const item = (faq: Faq) =>
    faqSection(page)
      .locator('details')
      .filter({ has: page.getByRole('heading', { level: 3, name: faq.question, exact: true }) });
  const trigger = (faq: Faq) => item(faq).locator('summary');

  await trigger(first!).click();
  await expect(item(first!)).toHaveAttribute('open');
  await expect(page.getByText(textOf(first!.answer))).toBeVisible();
  expect(await disclosureState(page, first!.question)).toBe('expanded');

  await trigger(second!).click();
  await expect(item(second!)).toHaveAttribute('open');
  await expect(item(first!)).not.toHaveAttribute('open');
  await expect(page.getByText(textOf(first!.answer))).toBeHidden();
  await expect(page.getByText(textOf(second!.answer))).toBeVisible();
  expect(await disclosureState(page, first!.question)).toBe('collapsed');

  await trigger(second!).click();
  await expect(item(second!)).not.toHaveAttribute('open');
  await expect(page.getByText(textOf(second!.answer))).toBeHidden();

  // The arrow keys, Home and End move among the questions; Enter opens the focused one.
  await trigger(first!).focus();
  await page.keyboard.press('ArrowDown');
  await expect(trigger(second!)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(trigger(third!)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(trigger(first!)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(faqSection(page).locator('summary').last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(item(first!)).toHaveAttribute('open');
});

test('no match shows the empty text with Clear Filters, which restores everything', async ({ page }) => {
  const faqs = await publishedFaqs(page);
  await page.goto('/support');
  await page.getByRole('group', { name: 'FAQ category' }).getByRole('button', { name: 'Gameplay' }).click();
  await search(page).fill('zzz no such question zzz');
  await expect(page.getByText('No FAQs found matching your criteria.')).toBeVisible();
  await expect(questions(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(
    page.getByRole('group', { name: 'FAQ category' }).getByRole('button', { name: 'All' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(questions(page)).toHaveCount(faqs.length);
});

test('the contact form requires every field and a valid email', async ({ page }) => {
  // Sent before the app has started, the browser posts it and the page answers 400.
  allowConsoleErrors(page, REFUSED_PAGE_FORM);
  await page.goto('/support');
  const form = contact(page);
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(form.getByText(`${label}*`, { exact: true })).toBeVisible();
    await expect(form.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Email must be a valid email address')).toBeVisible();
});
