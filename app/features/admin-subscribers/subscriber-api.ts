import type { PageMeta } from '@contracts/paging';
import { subscriberEndpoints } from '@contracts/endpoints/subscribers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage, useStaffStats } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type SubscriberView, subscriberUrl } from './subscriber-filters';

/** One page of the filtered list, searched and counted by the server. */
export function useSubscriberPage(view: SubscriberView) {
  const params = subscriberUrl.pageQuery(view);
  return useStaffPage(adminQueryKeys.subscriberPage(params), subscriberEndpoints.list, params);
}

/**
 * The screen's total. A common search term answers its first page at once with a lower bound
 * (`totalExact: false`); the exact number is then asked for apart and replaces it when it comes.
 */
export function useSubscriberTotal(view: SubscriberView, meta: PageMeta | undefined) {
  const filter = subscriberUrl.filterQuery(view);
  const exact = useQuery({
    queryKey: adminQueryKeys.subscriberCount(filter),
    queryFn: () => fetchApi(subscriberEndpoints.count, { query: filter }),
    enabled: meta?.totalExact === false,
    staleTime: 0,
    retry: 1,
  });
  if (!meta) return { total: 0, exact: true };
  if (meta.totalExact !== false) return { total: meta.total, exact: true };
  return exact.data ? { total: exact.data.total, exact: true } : { total: meta.total, exact: false };
}

/** The counters, over every subscriber. */
export function useSubscriberStats() {
  return useStaffStats(adminQueryKeys.subscriberStats, subscriberEndpoints.stats);
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchApi(subscriberEndpoints.remove, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscribers }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
      ]);
    },
  });
}

/** Mails a pending subscriber a new confirmation link. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (id: number) =>
      fetchApi(subscriberEndpoints.resendConfirmation, { params: { id }, body: {} }),
  });
}
