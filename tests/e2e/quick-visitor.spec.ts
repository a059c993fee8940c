import type { Feedback } from '../../contracts/feedback';
import type { SupportMessage } from '../../contracts/support-message';
import { apiLogin, listOf, unique } from './support/admin-session';
import { actAsQuickVisitor, expect, test } from './support/fixtures';

/**
 * A visitor who does not wait: the page has just shown (domcontentloaded, the CPU of a mid-range
 * phone) and its scripts have not started. What they type is kept when the app starts.
 */
test('an email typed in the footer as soon as the page shows is kept, and Subscribe sends it', async ({
  page,
  at,
  tx,
}) => {
  await actAsQuickVisitor(page, 6);
  await page.goto(at('/help'));
  const footer = page.getByRole('contentinfo');
  const field = footer.getByPlaceholder(tx('Enter your email'));
  await field.pressSequentially('quick-footer@example.com');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(field).toHaveValue('quick-footer@example.com');
  await footer.getByRole('button', { name: tx('Subscribe') }).click();
  await expect(footer.getByText(tx('Thank you for subscribing!'))).toBeVisible();
});

// A real 1x1 PNG: the server checks attachments by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the contact form filled and sent as soon as the page shows stores what was typed', async ({
  page,
  request,
  at,
  tx,
}) => {
  const subject = `Quick contact ${unique()}`;
  await actAsQuickVisitor(page, 6);
  await page.goto(at('/support'));
  const form = page.getByRole('region', { name: tx('Contact Support') });
  await form.getByLabel(tx('Name')).fill('Quick Ada');
  await form.getByLabel(tx('Email')).fill('quick-ada@example.com');
  await form.getByLabel(tx('Subject')).fill(subject);
  await form.getByLabel(tx('Message')).fill('Typed before the app started.');
  await form.getByRole('button', { name: tx('Send Message') }).click();
  await expect(form.getByText(tx('Message Sent Successfully!'))).toBeVisible();
  const stored = await listOf<SupportMessage>(request, await apiLogin(request), '/api/support-messages');
  expect(stored.find((m) => m.subject === subject)).toMatchObject({
    name: 'Quick Ada',
    email: 'quick-ada@example.com',
    message: 'Typed before the app started.',
  });
});

test('the feedback form filled, given a file and sent as soon as the page shows stores all of it', async ({
  page,
  request,
  at,
  tx,
}) => {
  const subject = `Quick feedback ${unique()}`;
  await actAsQuickVisitor(page, 6);
  await page.goto(at('/help'));
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(tx('Name')).fill('Quick Tamsin');
  await form.getByLabel(tx('Email')).fill('quick-tamsin@example.com');
  await form.getByLabel(tx('Subject')).fill(subject);
  await form.getByLabel(tx('Description')).fill('Typed before the app started.');
  await form
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'early.png', mimeType: 'image/png', buffer: PNG }]);
  await form.getByRole('button', { name: tx('Submit Feedback') }).click();
  await expect(page.getByRole('heading', { name: tx('Thank You!') })).toBeVisible();
  const stored = (await listOf<Feedback>(request, await apiLogin(request), '/api/feedback')).find(
    (f) => f.subject === subject,
  );
  expect(stored).toMatchObject({
    name: 'Quick Tamsin',
    email: 'quick-tamsin@example.com',
    description: 'Typed before the app started.',
  });
  expect(stored!.attachments).toMatchObject([{ name: 'early.png', type: 'image/png', size: PNG.length }]);
});

test('a file picked before the app starts is listed once it has, and sent with the form', async ({
  page,
  request,
  at,
  tx,
}) => {
  const subject = `Early file ${unique()}`;
  await actAsQuickVisitor(page, 6);
  await page.goto(at('/help'));
  const form = page.getByRole('main').locator('form');
  await form
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'early.png', mimeType: 'image/png', buffer: PNG }]);
  await form.getByLabel(tx('Subject')).fill(subject);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(page.getByRole('list', { name: tx('Selected files') }).getByRole('listitem')).toHaveText(
    /early\.png/,
  );
  await form.getByLabel(tx('Name')).fill('Quick Tamsin');
  await form.getByLabel(tx('Email')).fill('quick-tamsin@example.com');
  await form.getByLabel(tx('Description')).fill('Picked before the app started.');
  await form.getByRole('button', { name: tx('Submit Feedback') }).click();
  await expect(page.getByRole('heading', { name: tx('Thank You!') })).toBeVisible();
  // The app sent it: the page stayed where it was.
  expect(new URL(page.url()).hash).toBe('');
  const stored = (await listOf<Feedback>(request, await apiLogin(request), '/api/feedback')).find(
    (f) => f.subject === subject,
  );
  expect(stored!.attachments).toMatchObject([{ name: 'early.png', type: 'image/png', size: PNG.length }]);
});
