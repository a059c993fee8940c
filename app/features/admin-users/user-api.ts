import type { User, UserCreateInput, UserStats, UserUpdateInput } from '@contracts/user';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString, unwrap } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { queryKeys } from '~/lib/query-keys';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type UserView, userUrl } from './user-filters';

const fresh = { staleTime: 0, retry: 1, retryDelay: 500 } as const;

/** One page of the filtered accounts, newest first, searched and counted by the server. */
export function useUserPage(view: UserView) {
  const params = userUrl.pageQuery(view);
  return useQuery({
    queryKey: adminQueryKeys.userPage(params),
    queryFn: () => fetchPage<User>(`/api/users${queryString(params)}`),
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

/** The summary cards, over every account. */
export function useUserStats() {
  return useQuery({
    queryKey: adminQueryKeys.userStats,
    queryFn: () => unwrap(api.get<UserStats>('/api/users/stats')),
    ...fresh,
  });
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
