import { severeViolations } from './support/axe';
import { REFUSED_PAGE_FORM, allowConsoleErrors, expect, test } from './support/fixtures';
import { mailServer } from './support/mail-server';
import { EVERY_LOCALE, preferencesJourney } from './support/preferences-journey';
import { catalogueOf } from './support/site-locale';

/**
 * The newsletter's preference page with its scripts, in English and in Japanese (the mails of a
 * subscriber who signed up on /ja link to /ja's pages), from a link of a really mailed post. The
 * same journey without scripts is tests/e2e/no-js/newsletter-preferences.spec.ts.
 */
const site = mailServer(11, EVERY_LOCALE);

site.hooks(test);
// Saving with no topic ticked is refused with a 400, which the browser logs.
test.beforeEach(({ page }) => allowConsoleErrors(page, REFUSED_PAGE_FORM));

test('topics chosen on the preference page are saved and kept, and everything can be unsubscribed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await preferencesJourney(
    site,
    page,
    request,
    { email: 'e2e-prefs-js@example.com', locale: 'en', tx: await catalogueOf('en') },
    async (shown) => expect(await severeViolations(shown)).toEqual([]),
  );
});

test('the same in Japanese, from a Japanese subscriber’s mail', async ({ page, request }) => {
  test.setTimeout(60_000);
  await preferencesJourney(site, page, request, {
    email: 'e2e-prefs-js-ja@example.com',
    locale: 'ja',
    tx: await catalogueOf('ja'),
  });
});
