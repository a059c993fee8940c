import type {
  AccountPasswordInput,
  AccountSession,
  ProfileUpdateInput,
  SessionsEnded,
} from '@contracts/account';
import type { User } from '@contracts/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** The signed-in account, read fresh rather than from the stored session. */
export function useAccountProfile() {
  return useQuery({
    queryKey: adminQueryKeys.accountProfile,
    queryFn: () => unwrap(api.get<User>('/api/account/profile')),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: adminQueryKeys.accountSessions,
    queryFn: () => unwrap(api.get<AccountSession[]>('/api/account/sessions')),
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
        unwrap(api.put<SessionsEnded>('/api/account/password', input)),
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
