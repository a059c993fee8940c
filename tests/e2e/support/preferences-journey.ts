import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { Locale } from '../../../contracts/locales';
import { NO_TOPICS } from '../../../contracts/newsletter-topics';
import { ADMIN } from './fixtures';
import type { mailServer } from './mail-server';
import type { Tx } from './site-locale';

type Site = ReturnType<typeof mailServer>;

/** The e2e mail servers of the preference specs serve every locale, as the shared one does. */
export const EVERY_LOCALE = { LOCALES: 'en,fr,ja' };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const linkIn = (text: string, page: string) =>
  new RegExp(`http://\\S+/newsletter/${page}\\?token=[^\\s]+`).exec(text)![0];

/**
 * A subscriber signed up from `locale`'s pages who confirmed on the confirm page with Events
 * unticked, then was mailed a news post: answers the preferences link of that real mail.
 */
async function preferencesLinkOfMailedPost(
  site: Site,
  page: Page,
  request: APIRequestContext,
  { email, locale, tx }: { email: string; locale: Locale; tx: Tx },
) {
  const base = site.server.baseUrl;
  const signUp = await request.post(`${base}/api/subscribers`, {
    data: { email, ...(locale === 'en' ? {} : { locale }) },
  });
  expect(signUp.status()).toBe(201);
  await site.smtp.waitFor(() => site.smtp.to(email).length === 1);
  await page.goto(linkIn(site.smtp.to(email)[0]!.text, 'confirm'), { waitUntil: 'domcontentloaded' });
  await page.getByRole('checkbox', { name: new RegExp(`^${escaped(tx('Events'))}`) }).uncheck();
  await page.getByRole('button', { name: tx('Confirm'), exact: true }).click();
  await expect(page.getByRole('status')).toContainText(
    tx('You are subscribed. News from the arena will reach your inbox.'),
  );

  const login = await request.post(`${base}/api/auth/login`, { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const title = `News for ${email}`;
  const post = await request.post(`${base}/api/dev-diaries`, {
    headers,
    data: { title, excerpt: 'Lead.', content: 'Body.', author: 'E2E', tags: [], published: true },
  });
  const id = (await post.json()).data.id as number;
  const mailing = await request.post(`${base}/api/dev-diaries/${id}/email`, {
    headers,
    data: { topic: 'news' },
  });
  expect(mailing.status()).toBe(200);
  await site.smtp.waitFor(() => site.smtp.to(email).some((m) => m.subject === title));
  const mail = site.smtp.to(email).find((m) => m.subject === title)!;
  return linkIn(mail.text, 'preferences');
}

/**
 * The preference page from a really mailed link: change the topics, save, see it said and kept
 * after a reload; none ticked is refused; then unsubscribe from everything, after which the page
 * says the address receives nothing. Acts as soon as the page has arrived, scripts or not.
 */
export async function preferencesJourney(
  site: Site,
  page: Page,
  request: APIRequestContext,
  visitor: { email: string; locale: Locale; tx: Tx },
  /** More checks of the page as it first shows, with its topics. */
  checkPage?: (page: Page) => Promise<void>,
) {
  const { email, locale, tx } = visitor;
  const link = await preferencesLinkOfMailedPost(site, page, request, visitor);
  expect(link).toContain(locale === 'en' ? '/newsletter/preferences?' : `/${locale}/newsletter/preferences?`);
  const box = (label: string) => page.getByRole('checkbox', { name: new RegExp(`^${escaped(tx(label))}`) });

  const response = await page.goto(link, { waitUntil: 'domcontentloaded' });
  expect(response!.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: tx('Newsletter preferences') })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(box('Patch notes')).toBeChecked();
  await expect(box('News')).toBeChecked();
  await expect(box('Events')).not.toBeChecked();
  await checkPage?.(page);

  await box('News').uncheck();
  await box('Events').check();
  await page.getByRole('button', { name: tx('Save'), exact: true }).click();
  await expect(page.getByRole('status')).toContainText(tx('Your choices are saved.'));
  await page.goto(link, { waitUntil: 'domcontentloaded' });
  await expect(box('Patch notes')).toBeChecked();
  await expect(box('News')).not.toBeChecked();
  await expect(box('Events')).toBeChecked();
  const stored = await request.get(
    `${site.server.baseUrl}/api/subscribers/preferences?token=${new URL(link).searchParams.get('token')}`,
  );
  expect((await stored.json()).data.topics).toEqual(['patch-notes', 'events']);

  await box('Patch notes').uncheck();
  await box('Events').uncheck();
  await page.getByRole('button', { name: tx('Save'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(tx(NO_TOPICS));

  await page.getByRole('button', { name: tx('Unsubscribe from everything') }).click();
  await expect(page.getByRole('status')).toContainText(
    tx('You are unsubscribed. You will receive no more newsletter mail.'),
  );
  expect(await site.statusOf(email, request)).toBe('unsubscribed');
  await page.goto(link, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status')).toContainText(tx('This address receives no newsletter mail:'));
  await expect(page.getByRole('button', { name: tx('Save'), exact: true })).toHaveCount(0);
}
