import type { CallArgs, Endpoint } from '@contracts/endpoints/endpoint';
import type { Page, PageMeta } from '@contracts/paging';
import { requestEndpoint } from '~/lib/api-client';

/** A list endpoint: no path params, its rows answered page by page with `meta`. */
export type ListEndpoint<Row = unknown> = Endpoint<'GET', string, Row[]>;
type RowOf<E> = E extends Endpoint<'GET', string, (infer Row)[]> ? Row : never;

/** A paged list read: the page's rows with `meta.total`, or an Error carrying the server's message. */
export async function fetchPage<E extends ListEndpoint>(
  endpoint: E,
  query?: CallArgs<E>['query'],
): Promise<Page<RowOf<E>>> {
  const result = await requestEndpoint<RowOf<E>[]>(endpoint, { query: query ?? undefined });
  if (!result.success) throw new Error(result.error);
  const meta = (result as { meta?: PageMeta }).meta;
  return {
    data: result.data,
    meta: meta ?? { total: result.data.length, limit: result.data.length, offset: 0 },
  };
}
