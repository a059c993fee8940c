import type {
  AccountPasswordInput,
  AccountSession,
  ProfileUpdateInput,
  SessionsEnded,
} from '@contracts/account';
import { SESSIONS_PAGE_SIZE } from '@contracts/account';
import type { AccountPasswordChanged } from '@contracts/reauthentication';
import type { User } from '@contracts/user';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { api, queryString, unwrap } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { queryKeys } from '~/lib/query-keys';

/** The signed-in account, read fresh rather than from the stored session. */
export function useAccountProfile() {
  return useQuery({
    queryKey: adminQueryKeys.accountProfile,
    queryFn: () => unwrap(api.get<User>('/api/account/profile')),
  });
}

/** One page of the account's live sessions, most recently used first, with their total. */
export function useAccountSessions(page: number) {
  const params = { limit: SESSIONS_PAGE_SIZE, offset: (page - 1) * SESSIONS_PAGE_SIZE };
  return useQuery({
    // Under the sessions key, so ending one reloads every page.
    queryKey: [...adminQueryKeys.accountSessions, params],
    queryFn: () => fetchPage<AccountSession>(`/api/account/sessions${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** Profile, password and session changes; errors carry the server's text. */
export function useAccountMutations() {
  const queryClient = useQueryClient();
  const reloadSessions = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.accountSessions });
  return {
    updateProfile: useMutation({
      mutationFn: (input: ProfileUpdateInput) => unwrap(api.put<User>('/api/account/profile', input)),
      onSuccess: (saved) => {
        queryClient.setQueryData(adminQueryKeys.accountProfile, saved);
        // The users screen and the dashboard list this account too.
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.users }),
          queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
        ]);
      },
    }),
    changePassword: useMutation({
      mutationFn: (input: AccountPasswordInput) =>
        unwrap(api.put<AccountPasswordChanged>('/api/account/password', input)),
      onSuccess: reloadSessions,
    }),
    endSession: useMutation({
      mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/account/sessions/${id}`)),
      onSuccess: reloadSessions,
    }),
    signOutOthers: useMutation({
      mutationFn: () => unwrap(api.post<SessionsEnded>('/api/account/sessions/sign-out-others', {})),
      onSuccess: reloadSessions,
    }),
  };
}
