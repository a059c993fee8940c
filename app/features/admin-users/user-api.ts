import { userEndpoints } from '@contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage, useStaffStats } from '~/features/admin-shared/staff-queries';
import { useCreate, useUpdateAndRemove } from '~/features/admin-shared/use-resource-writes';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type UserView, userUrl } from './user-filters';

/** The account screens wait half a second before their one retry. */
const retryAfterHalfASecond = { retryDelay: 500 };

/** One page of the filtered accounts, newest first, searched and counted by the server, with how each signs in. */
export function useUserPage(view: UserView) {
  const params = userUrl.pageQuery(view);
  return useStaffPage(adminQueryKeys.userPage(params), userEndpoints.list, params, retryAfterHalfASecond);
}

/** The summary cards, over every account. */
export function useUserStats() {
  return useStaffStats(adminQueryKeys.userStats, userEndpoints.stats, retryAfterHalfASecond);
}

/** Create, update and delete; each reloads the list. Errors carry the server's text. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
    ]);
  return { create: useCreate(userEndpoints.create, reload), ...useUpdateAndRemove(userEndpoints, reload) };
}

/** Mails the account a two-factor enrolment link; from then on it enrols only through it. */
export function useSendEnrolmentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchApi(userEndpoints.sendEnrolmentLink, { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
