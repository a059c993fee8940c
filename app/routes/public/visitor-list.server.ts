import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import type { ContentRepository, ContentResource } from '../../../server/resources/define-content-resource';
import { nameInLocale } from '../../../server/resources/localized-fields';

/**
 * A content resource's list as a visitor reads it in `locale` (what `GET /?locale=` answers), shared
 * between renders under `name`, one entry per locale.
 */
export function cachedVisitorList<Row extends { id: number }, Input, Query>(
  context: AppLoadContext,
  resource: ContentResource<Row, Input, Query, ContentRepository<Row, Input, Query>>,
  name: string,
  locale: Locale,
  query: Query,
) {
  const { db, locales } = context;
  return context.cachedRead(nameInLocale(name, locale, locales.default), () =>
    resource.listForVisitorsIn(db, query, locale, locales.default),
  );
}
