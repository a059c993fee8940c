import type { Page } from '@playwright/test';
import type { DevDiary } from '../../../contracts/dev-diary';
import type { Faq } from '../../../contracts/faq';
import type { Fighter } from '../../../contracts/fighter';

/** What several public specs read or find on the public pages, in one place. */

/** The roster as the API lists it, in display order. */
export async function roster(page: Page) {
  const response = await page.request.get('/api/fighters');
  return ((await response.json()) as { data: Fighter[] }).data;
}

/** The posts of the dev diary list's first page (twelve, as the screen shows them). */
export async function publishedPosts(page: Page) {
  const response = await page.request.get('/api/dev-diaries?limit=12');
  return ((await response.json()) as { data: DevDiary[] }).data;
}

/** The published FAQs in display order. */
export async function publishedFaqs(page: Page) {
  const response = await page.request.get('/api/faqs?published=true');
  return ((await response.json()) as { data: Faq[] }).data;
}

/** The request the dev diary list makes when the browser loads it, in the page's locale. */
export const DIARY_LIST_API = /\/api\/dev-diaries\?published=true&limit=12&locale=en$/;

/** The three sample posts the dev diary shows when its list cannot load. */
export const DIARY_SAMPLE_TITLES = [
  'Welcome to the Blood & Mayhem Dev Diary',
  'Designing Fighters Who Play Nothing Alike',
  'The Story So Far: Welcome to the Shattered Realms',
];

export const diaryCards = (page: Page) => page.getByRole('main').getByRole('article');

/** The footer's newsletter form, on every public page. */
export function newsletterForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    input: footer.getByRole('textbox', { name: 'Email address' }),
    button: footer.getByRole('button', { name: /Subscribe/ }),
    alert: footer.getByRole('alert'),
  };
}

/** The contact form on /support. */
export const contactForm = (page: Page) => page.getByRole('region', { name: 'Contact Support' });

export async function fillContactForm(page: Page) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Mara Quill');
  await form.getByLabel('Email').fill('mara@example.com');
  await form.getByLabel('Subject').fill('Cannot join ranked');
  await form.getByLabel('Message').fill('The queue button stays grey after the last patch.');
}

/** A real 1x1 PNG: the server checks attachments by their content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const MB = 1024 * 1024;

/** The feedback form on /help, its file input and the list of the files chosen. */
export const feedbackForm = (page: Page) => page.getByRole('main').locator('form');
export const feedbackFileInput = (page: Page) => feedbackForm(page).locator('input[type="file"]');
export const selectedFiles = (page: Page) =>
  page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');

export async function fillFeedbackForm(page: Page) {
  const form = feedbackForm(page);
  await form.getByLabel('Name').fill('Tamsin Reeve');
  await form.getByLabel('Email').fill('tamsin@example.com');
  await form.getByLabel('Subject').fill('Corvina clips through walls');
  await form
    .getByLabel('Description')
    .fill('Scatter in Impulse 2 puts her inside the pillar on the Drowned Nave map.');
}
