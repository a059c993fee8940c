import AxeBuilder from '@axe-core/playwright';
import type { DevDiary } from '../../contracts/dev-diary';
import { severeViolations } from './support/axe';
import { atFullSpeed, expect, test } from './support/fixtures';

/** No serious or critical axe violations on the dev diary, support, feedback and story pages. */

const PAGES = ['/dev-diary', 'permalink', '/support', '/help', '/blood-message'];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const name of PAGES) {
      test(`${name} has no serious or critical violations`, async ({ page }) => {
        let path = name;
        if (name === 'permalink') {
          const posts = ((await (await page.request.get('/api/dev-diaries')).json()) as { data: DevDiary[] })
            .data;
          path = `/dev-diary/${posts[0]!.slug}`;
        }
        await page.goto(path);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        expect(await severeViolations(page)).toEqual([]);
      });
    }

    test('an opened FAQ answer and the form errors have no serious or critical violations', async ({
      page,
    }) => {
      await page.goto('/support');
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page
        .getByRole('region', { name: 'Frequently Asked Questions' })
        .getByRole('heading', { level: 3 })
        .first()
        .click();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      const results = await atFullSpeed(page, () =>
        new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze(),
      );
      expect(
        results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
    });
  });
}
