import { test } from '../support/site-locale';
import { mailServer } from '../support/mail-server';
import { EVERY_LOCALE, preferencesJourney } from '../support/preferences-journey';

/**
 * The newsletter's preference page in a browser that runs no scripts: its Save and its
 * unsubscribe are plain forms posted to the pages' own actions. Run in the project's locale (the
 * subscriber signs up on its pages, so the mails link there).
 */
const site = mailServer(12, EVERY_LOCALE);

site.hooks(test);

test('topics are saved and kept without scripts, and everything can be unsubscribed', async ({
  page,
  request,
  siteLocale,
  tx,
}) => {
  test.setTimeout(60_000);
  await preferencesJourney(site, page, request, {
    email: `e2e-prefs-no-js-${siteLocale}@example.com`,
    locale: siteLocale,
    tx,
  });
});
