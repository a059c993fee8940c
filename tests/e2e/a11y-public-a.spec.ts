import { allowConsoleErrors, expect, test, waitForAnimations } from './support/fixtures';
import { severeViolations } from './support/axe';

/** No serious or critical axe violations on the public screens of this part of the site. */

const PAGES = ['/', '/fighters', '/fighter/1', '/about', '/newsletter', '/this-page-does-not-exist'];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        if (path.startsWith('/this-page')) allowConsoleErrors(page); // the 404 document itself
        await page.goto(path);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        await waitForAnimations(page);
        expect(await severeViolations(page)).toEqual([]);
      });
    }
  });
}
