import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { chapterResource } from '../../../server/resources/chapters';
import { nameInLocale } from '../../../server/resources/localized-fields';

/**
 * The story's chapters as GET /api/chapters?locale= answers a visitor: the active ones in their
 * set order, in the page's locale.
 */
export function listActiveChapters(context: AppLoadContext, locale: Locale) {
  const { db, locales } = context;
  return context.cachedRead(nameInLocale('active-chapters', locale, locales.default), () =>
    chapterResource.listForVisitorsIn(db, {}, locale, locales.default),
  );
}
