import type { DashboardStats } from '@contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { staffOverviewEndpoints } from '@contracts/endpoints/staff-overview';
import { fetchApi } from '~/lib/api-client';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';

const NO_COUNTS: DashboardStats['counts'] = {
  devDiaries: 0,
  users: 0,
  fighters: 0,
  subscribers: 0,
  pendingSubscribers: 0,
};

/**
 * The dashboard's counts and recent lists from one small stats call: the database counts, so the
 * screen never downloads a whole list. A failed call leaves every count at 0 and sets `failed`.
 */
export function useDashboardData() {
  const query = useQuery({
    queryKey: adminQueryKeys.dashboard,
    queryFn: () => fetchApi(staffOverviewEndpoints.dashboard),
    staleTime: 0,
    retry: 1,
    retryDelay: 500,
  });
  return {
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    failed: query.isError,
    counts: query.data?.counts ?? NO_COUNTS,
    posts: query.data?.recentPosts ?? [],
    users: query.data?.recentUsers ?? [],
  };
}
