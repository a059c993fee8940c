import type { EnrolmentLinkSent } from '@contracts/two-factor-enrolment-link';
import type { User, UserCreateInput, UserListItem, UserStats, UserUpdateInput } from '@contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage, useStaffStats } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type UserView, userUrl } from './user-filters';

/** The account screens wait half a second before their one retry. */
const retryAfterHalfASecond = { retryDelay: 500 };

/** One page of the filtered accounts, newest first, searched and counted by the server, with how each signs in. */
export function useUserPage(view: UserView) {
  const params = userUrl.pageQuery(view);
  return useStaffPage<UserListItem>(
    adminQueryKeys.userPage(params),
    '/api/users',
    params,
    retryAfterHalfASecond,
  );
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

/** Mails the account a two-factor enrolment link; from then on it enrols only through it. */
export function useSendEnrolmentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.post<EnrolmentLinkSent>(`/api/users/${id}/two-factor-enrolment-link`, {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
