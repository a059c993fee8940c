import type { deletedResult } from '../common';
import type { ReorderInput } from '../faq';
import { endpoint } from './endpoint';

/**
 * The endpoints every plain content resource answers at `base` (server/http/content-routes.ts):
 * the list, create, update, delete and, for hand-ordered ones, reorder.
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
    };
  };
}
