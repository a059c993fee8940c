import type { CallArgs, Endpoint, ResponseOf } from '@contracts/endpoints/endpoint';
import { type QueryKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestEndpoint, unwrap } from '~/lib/api-client';
import { type ListEndpoint, fetchPage } from '~/lib/api-page';

/** Some screens wait half a second before their one retry. */
type Retry = { retryDelay?: number };

/**
 * One page of a server-paged staff list from `endpoint`. Staff must see what others just changed, so
 * every visit asks again; the previous page stays on screen while the next one loads, so paging
 * and typing do not flash the spinner.
 */
export function useStaffPage<E extends ListEndpoint>(
  queryKey: QueryKey,
  endpoint: E,
  query: CallArgs<E>['query'],
  retry: Retry = {},
) {
  return useQuery({
    queryKey,
    queryFn: () => fetchPage(endpoint, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
    ...retry,
  });
}

/** A staff screen's counters from `endpoint`, asked again on every visit. */
export function useStaffStats<E extends Endpoint<'GET'>>(queryKey: QueryKey, endpoint: E, retry: Retry = {}) {
  return useQuery({
    queryKey,
    queryFn: () => unwrap(requestEndpoint<ResponseOf<E>>(endpoint)),
    staleTime: 0,
    retry: 1,
    ...retry,
  });
}
