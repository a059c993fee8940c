import type { User, UserCreateInput, UserStats, UserUpdateInput } from '@contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage, useStaffStats } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type UserView, userUrl } from './user-filters';

/** The account screens wait half a second before their one retry. */
const retryAfterHalfASecond = { retryDelay: 500 };

/** One page of the filtered accounts, newest first, searched and counted by the server. */
export function useUserPage(view: UserView) {
  const params = userUrl.pageQuery(view);
  return useStaffPage<User>(adminQueryKeys.userPage(params), '/api/users', params, retryAfterHalfASecond);
}

/** The summary cards, over every account. */
export function useUserStats() {
  return useStaffStats<UserStats>(adminQueryKeys.userStats, '/api/users/stats', retryAfterHalfASecond);
}

/** Create, update and delete; each reloads the list. Errors carry the server's text. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: UserCreateInput) => unwrap(api.post<User>('/api/users', input)),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: UserUpdateInput }) =>
        unwrap(api.put<User>(`/api/users/${id}`, input)),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/users/${id}`)),
      onSuccess: reload,
    }),
  };
}
