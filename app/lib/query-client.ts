import { QueryClient } from '@tanstack/react-query';

/** Cache constants of docs/public-screens.md §9. */
export const CACHE_VERSION = '1.0';
export const FRESHNESS = {
  fiveMinutes: 5 * 60_000,
  fifteenMinutes: 15 * 60_000,
  oneHour: 60 * 60_000,
  oneDay: 24 * 60 * 60_000,
  oneWeek: 7 * 24 * 60 * 60_000,
} as const;
export const CACHE_MAX_AGE = FRESHNESS.oneWeek;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESHNESS.fiveMinutes,
        // Persisted entries must outlive a reload; the persister drops them after 7 days. On the
        // server each render has a client of its own, dropped with the render: a timer there would
        // keep every render's data alive for five minutes.
        gcTime: typeof window === 'undefined' ? Infinity : FRESHNESS.fiveMinutes,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
