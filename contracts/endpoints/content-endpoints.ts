import type { deletedResult } from '../common';
import type { ReorderInput } from '../faq';
import type { TranslationFields, TranslationStatus } from '../translation';
import { endpoint } from './endpoint';

/** A row as read in a locale other than the default (docs/decisions/0054-content-translations.md). */
export type InLocale<Row> = Row & { translation?: TranslationStatus };

/**
 * The endpoints every plain content resource answers at `base` (server/http/content-routes.ts):
 * the list, create, update, delete and, for hand-ordered ones, reorder; and, for a localized one,
 * its reads in a locale and the write of one locale's translation.
 */
export function contentEndpoints<Row, Input, Query = undefined>() {
  return <B extends string>(base: B) => {
    const one = `${base}/:id` as `${B}/:id`;
    return {
      list: endpoint<{ response: Row[]; query: Query }>()('GET', base),
      one: endpoint<{ response: Row }>()('GET', one),
      create: endpoint<{ body: Input; response: Row }>()('POST', base),
      update: endpoint<{ body: Input; response: Row }>()('PUT', one),
      remove: endpoint<{ response: typeof deletedResult }>()('DELETE', one),
      reorder: endpoint<{ body: ReorderInput; response: Row[] }>()(
        'PUT',
        `${base}/reorder` as `${B}/reorder`,
      ),
      listIn: endpoint<{ response: InLocale<Row>[]; query: { locale: string } }>()('GET', base),
      oneIn: endpoint<{ response: InLocale<Row>; query: { locale: string } }>()('GET', one),
      translate: endpoint<{ body: TranslationFields; response: InLocale<Row> }>()(
        'PUT',
        `${base}/:id/translations/:locale` as `${B}/:id/translations/:locale`,
      ),
    };
  };
}
