import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import type { Locale } from '@contracts/locales';
import { fetchApi } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

/** The server's answer for a fighter it does not have (a 404's message), compared as it comes. */
const MISSING_FIGHTER = 'Fighter not found';

/**
 * The fighter pages' own texts, shown through FighterError and FighterLoading: the fallbacks when a
 * request fails without a message, the missing fighter, and the loading labels.
 */
export const FIGHTER_MESSAGES = {
  listFailed: msg`Failed to load fighters`,
  oneFailed: msg`Failed to load fighter`,
  notFound: msg`Fighter not found`,
  loadingList: msg`Loading fighters...`,
  loadingOne: msg`Loading fighter...`,
} as const;

/** Whether a fighter query failed because the server has no such fighter (a 404's message). */
export const isMissingFighter = (error: Error | null) => error?.message === MISSING_FIGHTER;

/** Retrying cannot make a missing fighter appear; anything else gets the default three retries. */
export function retryUnlessMissing(failureCount: number, error: Error) {
  return !isMissingFighter(error) && failureCount < 3;
}

/** One fighter in the page's locale (role and bio), cached 5 minutes under the locale too. */
export const fighterQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...queryKeys.fighter(id), locale],
    queryFn: () => fetchApi(fighterEndpoints.oneIn, { params: { id }, query: { locale } }),
    staleTime: FRESHNESS.fiveMinutes,
    retry: retryUnlessMissing,
  });
