import type { Page } from '@playwright/test';
import type { Faq } from '../../contracts/faq';
import { allowConsoleErrors, expect, test, waitForHydration, REFUSED_PAGE_FORM } from './support/fixtures';
import { disclosureState } from './support/disclosure';

/** The support page (public-site.md §2 "Support", §4, §5, §8): FAQ and the contact form. */

const FAQ_API = /\/api\/faqs\?published=true$/;

async function publishedFaqs(page: Page) {
  const response = await page.request.get('/api/faqs?published=true');
  return ((await response.json()) as { data: Faq[] }).data;
}

const faqSection = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' });
const questions = (page: Page) => faqSection(page).getByRole('heading', { level: 3 });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each heading starts with its question (a category badge may follow it). */
const asQuestions = (faqs: Faq[]) => faqs.map((f) => new RegExp(`^${escape(f.question)}`));
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search FAQs' });

/** Reaches /support by a client navigation (footer link), so the FAQ is fetched by the browser. */
async function openSupportFromFooter(page: Page) {
  await page.goto('/help');
  // The FAQ's loading states belong to a client-side navigation, which exists once the app runs.
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
}

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
  const target = faqs.find((f) => /\b[a-z]{7,}\b/i.test(f.answer))!;
  const word = target.answer.match(/\b[a-z]{7,}\b/i)![0];
  const expected = faqs.filter(
    (f) =>
      f.question.toLowerCase().includes(word.toLowerCase()) ||
      f.answer.toLowerCase().includes(word.toLowerCase()),
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
    (f) => f.question.toLowerCase().includes(word) || f.answer.toLowerCase().includes(word),
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
  await expect(page.getByText(first!.answer)).toBeVisible();
  expect(await disclosureState(page, first!.question)).toBe('expanded');

  await trigger(second!).click();
  await expect(item(second!)).toHaveAttribute('open');
  await expect(item(first!)).not.toHaveAttribute('open');
  await expect(page.getByText(first!.answer)).toBeHidden();
  await expect(page.getByText(second!.answer)).toBeVisible();
  expect(await disclosureState(page, first!.question)).toBe('collapsed');

  await trigger(second!).click();
  await expect(item(second!)).not.toHaveAttribute('open');
  await expect(page.getByText(second!.answer)).toBeHidden();

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

test('with no FAQs at all it says so, without a Clear Filters button', async ({ page }) => {
  await page.route(FAQ_API, (route) => route.fulfill({ json: { success: true, data: [], error: null } }));
  await openSupportFromFooter(page);
  await expect(page.getByText('No FAQs available at the moment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
});

test('a failed FAQ load shows the error in red with Try Again, which retries', async ({ page }) => {
  allowConsoleErrors(page);
  await page.route(FAQ_API, (route) => route.abort());
  await openSupportFromFooter(page);
  await expect(page.getByText('Loading FAQs...')).toBeVisible();

  // Three retries with growing delays come first (public-site.md §9).
  const message = page.getByText('Network error. Please check your connection.');
  await expect(message).toBeVisible({ timeout: 20_000 });
  await expect(message).toHaveCSS('color', 'rgb(224, 74, 74)');

  await page.unroute(FAQ_API);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(questions(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
});

test('the server error text is shown when the API refuses', async ({ page }) => {
  await page.route(FAQ_API, (route) =>
    route.fulfill({ status: 503, json: { success: false, data: null, error: 'FAQs are resting' } }),
  );
  allowConsoleErrors(page);
  await openSupportFromFooter(page);
  await expect(page.getByText('FAQs are resting')).toBeVisible({ timeout: 20_000 });
});

const contact = (page: Page) => page.getByRole('region', { name: 'Contact Support' });

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

async function fillContact(page: Page) {
  const form = contact(page);
  await form.getByLabel('Name').fill('Mara Quill');
  await form.getByLabel('Email').fill('mara@example.com');
  await form.getByLabel('Subject').fill('Cannot join ranked');
  await form.getByLabel('Message').fill('The queue button stays grey after the last patch.');
}

test('a sent message shows the success card for 5 seconds, then the form returns cleared', async ({
  page,
}) => {
  await page.goto('/support');
  // With scripts the form goes to the API: this test is about what the app sends and shows.
  await waitForHydration(page);
  await fillContact(page);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/support-messages') && r.method() === 'POST');
  await contact(page).getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: 'Mara Quill',
    email: 'mara@example.com',
    subject: 'Cannot join ranked',
    message: 'The queue button stays grey after the last patch.',
  });

  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you within 24-48 hours."),
  ).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();

  await expect(contact(page).getByLabel('Name')).toBeVisible({ timeout: 3000 });
  await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
  for (const label of ['Name', 'Email', 'Subject', 'Message'])
    await expect(contact(page).getByLabel(label)).toHaveValue('');
});

test('a failed send raises the browser alert and keeps the values', async ({ page }) => {
  allowConsoleErrors(page);
  await page.goto('/support');
  // With scripts the form goes to the API: this test is about what the app sends and shows.
  await waitForHydration(page);
  await page.route('**/api/support-messages', (route) => route.abort());
  await fillContact(page);
  const alerts: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    alerts.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  });
  await contact(page).getByRole('button', { name: 'Send Message' }).click();
  await expect
    .poll(() => alerts)
    .toEqual([{ type: 'alert', message: 'Failed to send message. Please try again.' }]);

  await expect(contact(page).getByLabel('Name')).toHaveValue('Mara Quill');
  await expect(contact(page).getByLabel('Message')).toHaveValue(
    'The queue button stays grey after the last patch.',
  );
  await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
});
