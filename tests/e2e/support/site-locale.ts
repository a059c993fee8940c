import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { test as base } from '@playwright/test';
import { localizedPath } from '../../../contracts/locale-path';
import { type Locale, SUPPORTED_LOCALES } from '../../../contracts/locales';
import { e2ePort } from './e2e-servers';

/**
 * The public site in one of its locales, so a spec written once runs in each (a Playwright project
 * sets `siteLocale`; docs/decisions/0056-localized-addresses.md): `at` gives a page's address in
 * it, `tx` an interface text as its page shows it, `inLocale` an API read in it.
 */

/** The e2e server serves every shipped locale, English the default (tests/e2e/support/start-server.ts). */
const SERVED = { all: SUPPORTED_LOCALES, default: 'en' } as const;

type Values = Record<string, unknown>;

/**
 * A message of the catalogues, by its English source text (the PO file's msgid, with `context`
 * its msgctxt), in the site's locale, placeholders and plurals filled from `values`. A text the
 * catalogue does not have (content, the API's messages) comes back as it is: it is not translated.
 */
export type Tx = (english: string, values?: Values, context?: string) => string;

export type SiteLocaleFixtures = {
  siteLocale: Locale;
  /** A default-locale path in the site's locale: `/fighters` is `/ja/fighters`, `/` is `/ja`. */
  at: (englishPath: string) => string;
  tx: Tx;
  /** An API path reading content in the site's locale (`?locale=`); the default locale's unchanged. */
  inLocale: (apiPath: string) => string;
};

/** Reads `app/locales/<locale>.po` itself: the texts the build compiled into the pages. */
export async function catalogueOf(locale: Locale): Promise<Tx> {
  const file = path.resolve(import.meta.dirname, `../../../app/locales/${locale}.po`);
  const entries = await formatter().parse(await readFile(file, 'utf8'), {
    locale,
    sourceLocale: SERVED.default,
    filename: `${locale}.po`,
  });
  const messages = Object.fromEntries(
    Object.entries(entries ?? {}).map(([id, entry]) => [
      id,
      compileMessage(entry.translation || entry.message || ''),
    ]),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (english, values, context) => {
    const id = generateMessageId(english, context);
    if (!(id in messages)) return english;
    return i18n._(id, values);
  };
}

export const test = base.extend<object, SiteLocaleFixtures>({
  // The worker's own e2e server (e2e-servers.ts), unless the config or a spec names another.
  baseURL: async ({ baseURL }, provide, testInfo) =>
    provide(baseURL ?? `http://127.0.0.1:${e2ePort(testInfo.parallelIndex)}`),
  siteLocale: [SERVED.default, { option: true, scope: 'worker' }],
  at: [
    async ({ siteLocale }, use) => use((englishPath) => localizedPath(englishPath, siteLocale, SERVED)),
    { scope: 'worker' },
  ],
  tx: [async ({ siteLocale }, use) => use(await catalogueOf(siteLocale)), { scope: 'worker' }],
  inLocale: [
    async ({ siteLocale }, use) =>
      use((apiPath) =>
        siteLocale === SERVED.default
          ? apiPath
          : `${apiPath}${apiPath.includes('?') ? '&' : '?'}locale=${siteLocale}`,
      ),
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
