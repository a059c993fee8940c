import { allowConsoleErrors, expect, test } from '../support/fixtures';
import {
  MB,
  PNG,
  contactForm as contact,
  feedbackFileInput as fileInput,
  feedbackForm as form,
  fillContactForm as fillContact,
  fillFeedbackForm as fillForm,
  newsletterForm as newsletter,
  selectedFiles as selected,
} from '../support/public-pages';
import { openWithApp } from './open-with-app';

/**
 * The public forms once the app runs: they go to the API instead of the page's action, show their
 * in-flight state, toasts and alerts, and the feedback form checks its files before sending. What
 * a visitor sees when a form is sent before the app starts is in the forms' own specs and the
 * no-js project.
 */

test.describe('newsletter signup', () => {
  test('sends the trimmed email, disables while sending, thanks for 5 s, then returns to the form', async ({
    page,
  }) => {
    await openWithApp(page, '/about');
    const { input, button } = newsletter(page);
    // An empty address is never sent: Subscribe is disabled while the trimmed address is empty.
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') sent += 1;
    });
    await expect(button).toBeDisabled();
    await input.fill('   ');
    await expect(button).toBeDisabled();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    expect(sent).toBe(0);

    // Hold the request so the in-flight state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/subscribers', async (route) => {
      await held;
      await route.continue();
    });
    await input.fill('  e2e-shell@example.com  ');
    await expect(button).toBeEnabled();
    const request = page.waitForRequest('**/api/subscribers');
    await button.click();
    expect((await request).postDataJSON()).toEqual({ email: 'e2e-shell@example.com', source: 'website' });
    await expect(input).toBeDisabled();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Subscribing...' }),
    ).toBeDisabled();
    release();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(
      footer.getByText(/receive updates about the game's latest news and announcements/),
    ).toBeVisible();
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();

    await expect(footer.getByText('Thank you for subscribing!')).toBeHidden({ timeout: 8000 });
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
    // Back to an empty field: nothing to send until an address is typed again.
    await expect(button).toBeDisabled();
  });

  test('a failed network shows the error inline and as a toast; editing clears it', async ({ page }) => {
    allowConsoleErrors(page);
    await openWithApp(page, '/about');
    await page.route('**/api/subscribers', (route) => route.abort());
    const { input, button, alert } = newsletter(page);
    await input.fill('offline@example.com');
    await button.click();
    await expect(alert).toHaveText('Network error. Please check your connection.');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Network error. Please check your connection.' }),
    ).toBeVisible();
    await expect(input).toHaveValue('offline@example.com');
    await expect(input).toBeEnabled();

    await input.press('End');
    await input.press('Backspace');
    await expect(alert).toHaveCount(0);
  });

  test("shows the server's message, or 'Failed to subscribe' when it gives none", async ({ page }) => {
    allowConsoleErrors(page);
    await openWithApp(page, '/about');
    const { input, button, alert } = newsletter(page);
    await page.route('**/api/subscribers', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, error: 'Email must be a valid email address' }),
      }),
    );
    await input.fill('someone@example.com');
    await button.click();
    await expect(alert).toHaveText('Email must be a valid email address');

    await page.unroute('**/api/subscribers');
    await page.route('**/api/subscribers', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, error: '' }),
      }),
    );
    await button.click();
    await expect(alert).toHaveText('Failed to subscribe');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to subscribe' }),
    ).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('a sent message shows the success card for 5 seconds, then the form returns cleared', async ({
    page,
  }) => {
    await openWithApp(page, '/support');
    await fillContact(page);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/support-messages') && r.method() === 'POST',
    );
    await contact(page).getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Mara Quill',
      email: 'mara@example.com',
      subject: 'Cannot join ranked',
      message: 'The queue button stays grey after the last patch.',
    });

    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    // Counted from when the card was seen, so a slow check above does not eat into the 5 seconds.
    const shownAt = Date.now();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you within 24-48 hours."),
    ).toBeVisible();
    await page.waitForTimeout(Math.max(0, shownAt + 3_500 - Date.now()));
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();

    await expect(contact(page).getByLabel('Name')).toBeVisible({ timeout: 3000 });
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(contact(page).getByLabel(label)).toHaveValue('');
  });

  test('a failed send raises the browser alert and keeps the values', async ({ page }) => {
    allowConsoleErrors(page);
    await openWithApp(page, '/support');
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
});

test.describe('feedback form', () => {
  // Batches add up and files are removed one by one in the app's list. Before the app starts the
  // input holds the last pick, as a plain file input does, and the app takes it up when it starts
  // (quick-visitor.spec.ts).
  test('attachments are listed with their size in MB and can be removed one by one', async ({ page }) => {
    await openWithApp(page, '/help');
    await fileInput(page).setInputFiles([
      { name: 'pillar.png', mimeType: 'image/png', buffer: Buffer.alloc(1.5 * MB) },
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(2 * MB + 0.25 * MB) },
    ]);
    await fileInput(page).setInputFiles([
      { name: 'map.gif', mimeType: 'image/gif', buffer: Buffer.alloc(1000) },
    ]);
    await expect(selected(page)).toHaveCount(3);
    await expect(selected(page).nth(0)).toContainText('pillar.png');
    await expect(selected(page).nth(0)).toContainText('1.50 MB');
    await expect(selected(page).nth(1)).toContainText('2.25 MB');
    await expect(selected(page).nth(2)).toContainText('0.00 MB');

    await page.getByRole('button', { name: 'Remove clip.mp4' }).click();
    await expect(selected(page)).toHaveCount(2);
    await expect(page.getByText('clip.mp4')).toHaveCount(0);
    await expect(selected(page).nth(1)).toContainText('map.gif');
  });

  test('a batch with a file over 10 MB is refused whole; a good selection clears the message', async ({
    page,
  }) => {
    // Twenty megabytes of files cross the DevTools protocol: on a busy machine that alone can take
    // most of the default 30 s.
    test.slow();
    await openWithApp(page, '/help');
    await fileInput(page).setInputFiles([
      { name: 'small.png', mimeType: 'image/png', buffer: Buffer.alloc(1000) },
      { name: 'huge.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(10 * MB + 1) },
    ]);
    await expect(page.getByText('Some files are too large. Maximum file size is 10MB.')).toBeVisible();
    await expect(selected(page)).toHaveCount(0);

    await fileInput(page).setInputFiles([
      { name: 'exactly-10.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * MB) },
    ]);
    await expect(page.getByText('Some files are too large. Maximum file size is 10MB.')).toHaveCount(0);
    await expect(selected(page)).toHaveCount(1);
    await expect(selected(page).first()).toContainText('10.00 MB');
  });

  test('submitting sends the attachments as data URLs, then Thank You and Submit Another give a cleared form', async ({
    page,
  }) => {
    await openWithApp(page, '/help');
    await fillForm(page);
    await fileInput(page).setInputFiles([{ name: 'pillar.png', mimeType: 'image/png', buffer: PNG }]);

    // Hold the request a moment so the submitting state can be seen.
    await page.route('**/api/feedback', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
    await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Tamsin Reeve',
      email: 'tamsin@example.com',
      subject: 'Corvina clips through walls',
      attachments: [
        {
          name: 'pillar.png',
          type: 'image/png',
          size: PNG.length,
          data: `data:image/png;base64,${PNG.toString('base64')}`,
        },
      ],
    });

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Another' }).click();
    for (const label of ['Name', 'Email', 'Subject', 'Description'])
      await expect(form(page).getByLabel(label)).toHaveValue('');
    await expect(selected(page)).toHaveCount(0);
  });

  test('a request that never gets an answer shows the connection banner above the form, values kept', async ({
    page,
  }) => {
    allowConsoleErrors(page);
    await openWithApp(page, '/help');
    await page.route('**/api/feedback', (route) => route.abort());
    await fillForm(page);
    await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
    const banner = form(page).getByRole('alert').first();
    await expect(banner).toHaveText('Failed to submit feedback. Please check your connection and try again.');
    await expect(form(page).getByLabel('Name')).toHaveValue('Tamsin Reeve');
    // The banner sits above the fields.
    const bannerBox = (await banner.boundingBox())!;
    const nameBox = (await form(page).getByLabel('Name').boundingBox())!;
    expect(bannerBox.y).toBeLessThan(nameBox.y);
    await expect(form(page).getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
  });

  test('a refusal shows the server text, or the default message when there is none', async ({ page }) => {
    allowConsoleErrors(page);
    await openWithApp(page, '/help');
    let error = 'Subject must be at most 200 characters';
    await page.route('**/api/feedback', (route) =>
      route.fulfill({ status: 400, json: { success: false, data: null, error } }),
    );
    await fillForm(page);
    await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(form(page).getByRole('alert').first()).toHaveText(error);

    error = '';
    await form(page).getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(form(page).getByRole('alert').first()).toHaveText(
      'Failed to submit feedback. Please try again.',
    );
  });
});

test.describe('in another locale', () => {
  test("the contact form's own checks and the newsletter's refusal speak the page's language", async ({
    page,
  }) => {
    // The API's refusal of the address below.
    allowConsoleErrors(page, /status of 400/);
    await openWithApp(page, '/fr/support');
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posted += 1;
    });
    const form = page.getByRole('region', { name: 'Contacter l’assistance' });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    // Checked in the browser by the API's schema, nothing sent: its messages in French.
    await expect(form.getByText('Le nom est obligatoire')).toBeVisible();
    await expect(form.getByText('L’adresse e-mail est obligatoire')).toBeVisible();
    await form.getByLabel('E-mail').fill('mara@');
    await expect(form.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
    expect(posted).toBe(0);

    // The API refuses the address in English; the footer shows it in French.
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Saisissez votre e-mail').fill('ada@localhost');
    await footer.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(footer.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
  });
});
