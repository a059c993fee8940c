import type { APIRequestContext, Page } from '@playwright/test';
import type { Feedback } from '../../../contracts/feedback';
import type { SupportMessage } from '../../../contracts/support-message';
import { apiLogin, listOf, unique } from '../support/admin-session';
import { type Tx, expect, test } from '../support/site-locale';

/**
 * The footer's newsletter form, the contact form and the feedback form in a browser that runs no
 * scripts: the browser posts them to their pages' actions, which answer with the app's texts. The
 * contracts' messages about a field are the API's, in English whatever the page's locale.
 */

// A real 1x1 PNG: the server checks attachments by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function staffList<T>(request: APIRequestContext, path: string) {
  return listOf<T>(request, await apiLogin(request), path);
}

test.describe('the footer newsletter form', () => {
  const footer = (page: Page) => page.getByRole('contentinfo');

  test('subscribes and lands on the newsletter page with the thank-you panel', async ({ page, at, tx }) => {
    await page.goto(at('/about'));
    await footer(page).getByPlaceholder(tx('Enter your email')).fill(`no-js-${unique()}@example.com`);
    await footer(page)
      .getByRole('button', { name: tx('Subscribe') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/newsletter')}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: tx('Newsletter') })).toBeVisible();
    await expect(main.getByRole('status')).toContainText(tx('Thank you for subscribing!'));
    await expect(main.getByRole('status')).toContainText(
      tx("You'll receive updates about the game's latest news and announcements."),
    );
  });

  test('Subscribe stays enabled and the browser refuses an empty address', async ({ page, at, tx }) => {
    await page.goto(at('/about'));
    const button = footer(page).getByRole('button', { name: tx('Subscribe') });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${at('/about')}$`));
    await expect(footer(page).locator('input[type="email"]:invalid')).toHaveCount(1);
  });

  test('an address the server refuses comes back with its message and the form to try again', async ({
    page,
    at,
    tx,
  }) => {
    await page.goto(at('/about'));
    // The browser takes an address without a dot in its domain; the contract does not.
    await footer(page).getByPlaceholder(tx('Enter your email')).fill('ada@localhost');
    await footer(page)
      .getByRole('button', { name: tx('Subscribe') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/newsletter')}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(tx('Email must be a valid email address'));
    await expect(main.getByPlaceholder(tx('Enter your email'))).toHaveValue('ada@localhost');
    await main.getByPlaceholder(tx('Enter your email')).fill(`again-${unique()}@example.com`);
    await main.getByRole('button', { name: tx('Subscribe') }).click();
    await expect(main.getByRole('status')).toContainText(tx('Thank you for subscribing!'));
  });
});

test.describe('the contact form on /support', () => {
  const form = (page: Page, tx: Tx) => page.getByRole('region', { name: tx('Contact Support') });

  test('sends the message and shows the success card', async ({ page, request, at, tx }) => {
    const subject = `No scripts ${unique()}`;
    await page.goto(at('/support'));
    await form(page, tx).getByLabel(tx('Name')).fill('Ada Lovelace');
    await form(page, tx).getByLabel(tx('Email')).fill('ada@example.com');
    await form(page, tx).getByLabel(tx('Subject')).fill(subject);
    await form(page, tx).getByLabel(tx('Message')).fill('The gate never opens after the second wave.');
    await form(page, tx)
      .getByRole('button', { name: tx('Send Message') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/support')}#contact-heading$`));
    await expect(form(page, tx).getByRole('status')).toContainText(tx('Message Sent Successfully!'));
    await expect(form(page, tx).getByRole('status')).toContainText(
      tx("Thank you for contacting us. We'll get back to you within 24-48 hours."),
    );
    const stored = await staffList<SupportMessage>(request, '/api/support-messages');
    expect(stored.find((m) => m.subject === subject)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'The gate never opens after the second wave.',
    });
  });

  test('a form the server refuses shows each field’s message, the values kept', async ({ page, at, tx }) => {
    await page.goto(at('/support'));
    await form(page, tx).getByLabel(tx('Name')).fill('Ada Lovelace');
    await form(page, tx).getByLabel(tx('Email')).fill('nope');
    await form(page, tx)
      .getByRole('button', { name: tx('Send Message') })
      .click();
    await expect(form(page, tx).getByText(tx('Email must be a valid email address'))).toBeVisible();
    await expect(form(page, tx).getByText(tx('Subject is required'))).toBeVisible();
    await expect(form(page, tx).getByText(tx('Message is required'))).toBeVisible();
    await expect(form(page, tx).getByLabel(tx('Name'))).toHaveValue('Ada Lovelace');
    await expect(form(page, tx).getByLabel(tx('Email'))).toHaveValue('nope');
    await expect(form(page, tx).getByLabel(tx('Email'))).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the feedback form on /help', () => {
  const form = (page: Page) => page.getByRole('main').locator('form');

  test('sends the feedback with its attachment and shows Thank You; Submit Another opens the form', async ({
    page,
    request,
    at,
    tx,
  }) => {
    const subject = `No scripts ${unique()}`;
    await page.goto(at('/help'));
    await form(page).getByLabel(tx('Name')).fill('Tamsin Reeve');
    await form(page).getByLabel(tx('Email')).fill('tamsin@example.com');
    await form(page).getByLabel(tx('Subject')).fill(subject);
    await form(page).getByLabel(tx('Description')).fill('Scatter puts her inside the pillar.');
    await form(page)
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'pillar.png', mimeType: 'image/png', buffer: PNG }]);
    await form(page)
      .getByRole('button', { name: tx('Submit Feedback') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/help')}#feedback$`));
    await expect(page.getByRole('heading', { name: tx('Thank You!') })).toBeVisible();

    const stored = (await staffList<Feedback>(request, '/api/feedback')).find((f) => f.subject === subject);
    expect(stored).toMatchObject({ name: 'Tamsin Reeve', email: 'tamsin@example.com' });
    expect(stored!.attachments).toMatchObject([{ name: 'pillar.png', type: 'image/png', size: PNG.length }]);

    await page.getByRole('button', { name: tx('Submit Another') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/help')}\\??$`));
    await expect(form(page).getByLabel(tx('Name'))).toHaveValue('');
  });

  test('a form the server refuses shows the messages under the fields, the values kept', async ({
    page,
    at,
    tx,
  }) => {
    await page.goto(at('/help'));
    await form(page).getByLabel(tx('Subject')).fill('Only a subject');
    await form(page)
      .getByRole('button', { name: tx('Submit Feedback') })
      .click();
    for (const message of ['Name is required', 'Email is required', 'Description is required'])
      await expect(form(page).getByText(tx(message))).toBeVisible();
    await expect(form(page).getByLabel(tx('Subject'))).toHaveValue('Only a subject');
  });

  test('a file that is not an image or a video is refused in the banner', async ({ page, at, tx }) => {
    await page.goto(at('/help'));
    await form(page).getByLabel(tx('Name')).fill('Tamsin Reeve');
    await form(page).getByLabel(tx('Email')).fill('tamsin@example.com');
    await form(page).getByLabel(tx('Subject')).fill('A text file');
    await form(page).getByLabel(tx('Description')).fill('Renamed to look like a picture.');
    await form(page)
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain words') }]);
    await form(page)
      .getByRole('button', { name: tx('Submit Feedback') })
      .click();
    await expect(form(page).getByRole('alert').first()).toHaveText(
      tx('Only image and video files can be attached; "{name}" is not an image or a video', {
        name: 'notes.png',
      }),
    );
    await expect(form(page).getByLabel(tx('Description'))).toHaveValue('Renamed to look like a picture.');
  });
});
