import { queryOptions } from '@tanstack/react-query';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import { fetchApi } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';
import { retryUnlessMissing } from './fighter-queries';

/**
 * Under the fighter's key, so clearing a fighter clears its history too. Kept out of query-keys.ts and
 * fighter-queries.ts, which the roster and every other public page load.
 */
export const fighterHistoryKey = (id: number) => [...queryKeys.fighter(id), 'history'] as const;

/** A fighter's patch history, newest first; the page loader fills it on the server. */
export const fighterHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: fighterHistoryKey(id),
    queryFn: () => fetchApi(fighterEndpoints.history, { params: { id } }),
    staleTime: FRESHNESS.fiveMinutes,
    retry: retryUnlessMissing,
  });
