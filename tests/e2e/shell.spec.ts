import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test, waitForHydration } from './support/fixtures';
import { disclosureState } from './support/disclosure';

/** The shared header, mobile menu, footer and newsletter signup (public-site.md §2, §4, §5, §8). */

const COMING_SOON = ['NEWS', 'PATCH NOTES', 'UNIVERSE', 'MERCH'];

const newsletter = (page: Page) => {
  const footer = page.getByRole('contentinfo');
  return {
    input: footer.getByRole('textbox', { name: 'Email address' }),
    button: footer.getByRole('button', { name: /Subscribe/ }),
    alert: footer.getByRole('alert'),
  };
};

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('links to the main sections and highlights the active route', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'DEV DIARY' })).toHaveAttribute('href', '/dev-diary');

    await nav.getByRole('link', { name: 'FIGHTERS' }).click();
    await expect(page).toHaveURL(/\/fighters$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your Fighter' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'FIGHTERS' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current', 'page');

    const studio = nav.getByRole('link', { name: /STUDIO/ });
    await expect(studio).toHaveAttribute('target', '_blank');
    await expect(studio).toHaveAttribute('rel', /noopener/);

    await expect(page.getByRole('banner').getByRole('link', { name: 'PLAY NOW' })).toHaveAttribute(
      'href',
      '/blood-message',
    );
  });

  test('inert sections say Coming Soon on hover and on keyboard focus, and go nowhere', async ({ page }) => {
    await page.goto('/fighters');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of COMING_SOON) {
      const item = nav.getByRole('button', { name: label, exact: true });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await item.hover();
      await expect(
        nav.getByRole('tooltip').filter({ hasText: 'Coming Soon' }).filter({ visible: true }),
      ).toHaveCount(1);
      await item.click({ force: true }); // aria-disabled: Playwright would otherwise wait for it to be enabled
      await expect(page).toHaveURL(/\/fighters$/);
    }
    await page.mouse.move(0, 800);
    await expect(nav.getByRole('tooltip').filter({ visible: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'DEV DIARY' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'NEWS', exact: true })).toBeFocused();
    await expect(nav.getByRole('tooltip').filter({ visible: true })).toHaveText('Coming Soon');
  });

  test('a skip link jumps past the navigation to the main content', async ({ page }) => {
    await page.goto('/fighters');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the toggle, lists the sections, closes with Escape and on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // The toggle is a <summary>: a disclosure button named Menu to assistive technology, which
    // Playwright's role queries do not model; its expanded state is read from Chromium.
    const toggle = page.getByRole('banner').getByLabel('Menu', { exact: true });
    await expect(toggle).toBeVisible();
    expect(await disclosureState(page, 'Menu')).toBe('collapsed');

    await toggle.click();
    await expect.poll(() => disclosureState(page, 'Menu')).toBe('expanded');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    for (const label of COMING_SOON) await expect(menu.getByText(`${label} (Coming Soon)`)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: /STUDIO/ })).toHaveAttribute('target', '_blank');

    // Focus moves on into the menu from the toggle.
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'HOME' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => disclosureState(page, 'Menu')).toBe('collapsed');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'FIGHTERS' }).click();
    await expect(page).toHaveURL(/\/fighters$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => disclosureState(page, 'Menu')).toBe('collapsed');
  });
});

test.describe('footer', () => {
  test('links to about, help and support, with social, legal and rating marks', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Help us improve' })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    for (const network of ['X', 'YouTube', 'Discord', 'Twitch', 'Instagram']) {
      await expect(footer.getByRole('link', { name: `Blood & Mayhem on ${network}` })).toBeVisible();
    }
    for (const label of [
      'Privacy Notice',
      'Terms of Service',
      'Cookie Policy',
      'Company Information',
      'Cookie Preferences',
    ]) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
    for (const badge of [
      'Rated T for Teen',
      'Rated E10+ for Everyone 10 and older',
      'Available on Steam',
      'Available on PC',
    ]) {
      await expect(footer.getByRole('img', { name: badge })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('newsletter signup', () => {
  test('sends the trimmed email, disables while sending, thanks for 5 s, then returns to the form', async ({
    page,
  }) => {
    await page.goto('/about');
    // With scripts the form goes to the API: this test is about what the app sends and shows.
    await waitForHydration(page);
    const { input, button } = newsletter(page);
    // An empty address is never sent: the field is required, and the app ignores it.
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') sent += 1;
    });
    await button.click();
    await input.fill('   ');
    await button.click();
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
    await expect(button).toBeEnabled();
  });

  test('a failed network shows the error inline and as a toast; editing clears it', async ({ page }) => {
    allowConsoleErrors(page);
    await page.goto('/about');
    // With scripts the form goes to the API: this test is about what the app sends and shows.
    await waitForHydration(page);
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
    await page.goto('/about');
    // With scripts the form goes to the API: this test is about what the app sends and shows.
    await waitForHydration(page);
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
