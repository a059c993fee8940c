import { expect, test } from './support/fixtures';
import { disclosureState } from './support/disclosure';

/** The shared header, mobile menu, footer and newsletter signup (docs/public-screens.md §2, §4, §5, §8). */

const COMING_SOON = ['NEWS', 'PATCH NOTES', 'UNIVERSE', 'MERCH'];

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
