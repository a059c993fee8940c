import { queryOptions } from '@tanstack/react-query';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import { fetchApi } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

export const FIGHTER_MESSAGES = {
  listFailed: 'Failed to load fighters',
  oneFailed: 'Failed to load fighter',
  notFound: 'Fighter not found',
} as const;

/** Whether a fighter query failed because the server has no such fighter (a 404's message). */
export const isMissingFighter = (error: Error | null) => error?.message === FIGHTER_MESSAGES.notFound;

/** Retrying cannot make a missing fighter appear; anything else gets the default three retries. */
export function retryUnlessMissing(failureCount: number, error: Error) {
  return !isMissingFighter(error) && failureCount < 3;
}

/** One fighter, cached 5 minutes. */
export const fighterQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.fighter(id),
    queryFn: () => fetchApi(fighterEndpoints.one, { params: { id } }),
    staleTime: FRESHNESS.fiveMinutes,
    retry: retryUnlessMissing,
  });
