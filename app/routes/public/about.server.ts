import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { readAboutForVisitors } from '../../../server/resources/about';
import { nameInLocale } from '../../../server/resources/localized-fields';

/**
 * The About content as GET /api/about?locale= answers a visitor, in the page's locale: null when
 * inactive or never written. Shared between renders, one entry per locale.
 */
export function readPublishedAbout(context: AppLoadContext, locale: Locale) {
  const { db, locales } = context;
  return context.cachedRead(nameInLocale('about', locale, locales.default), () =>
    readAboutForVisitors(db, { locale, default: locales.default }),
  );
}
