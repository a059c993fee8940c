import { type QueryKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString, unwrap } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';

type Params = Record<string, string | number | boolean | undefined>;
/** Some screens wait half a second before their one retry. */
type Retry = { retryDelay?: number };

/**
 * One page of a server-paged staff list at `path`. Staff must see what others just changed, so
 * every visit asks again; the previous page stays on screen while the next one loads, so paging
 * and typing do not flash the spinner.
 */
export function useStaffPage<T>(queryKey: QueryKey, path: string, params: Params, retry: Retry = {}) {
  return useQuery({
    queryKey,
    queryFn: () => fetchPage<T>(`${path}${queryString(params)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
    ...retry,
  });
}

/** A staff screen's counters at `path`, asked again on every visit. */
export function useStaffStats<T>(queryKey: QueryKey, path: string, retry: Retry = {}) {
  return useQuery({
    queryKey,
    queryFn: () => unwrap(api.get<T>(path)),
    staleTime: 0,
    retry: 1,
    ...retry,
  });
}
