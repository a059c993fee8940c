import type { Page, PageMeta } from '@contracts/paging';
import { apiRequest } from '~/lib/api-client';

/** A paged list read: the page's rows with `meta.total`, or an Error carrying the server's message. */
export async function fetchPage<T>(path: string): Promise<Page<T>> {
  const result = await apiRequest<T[]>('GET', path);
  if (!result.success) throw new Error(result.error);
  const meta = (result as { meta?: PageMeta }).meta;
  return {
    data: result.data,
    meta: meta ?? { total: result.data.length, limit: result.data.length, offset: 0 },
  };
}
