import type { AccountPasswordInput, ProfileUpdateInput } from '@contracts/account';
import { SESSIONS_PAGE_SIZE } from '@contracts/account';
import { accountEndpoints } from '@contracts/endpoints/account';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { fetchApi } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { queryKeys } from '~/lib/query-keys';

/** The signed-in account, read fresh rather than from the stored session. */
export function useAccountProfile() {
  return useQuery({
    queryKey: adminQueryKeys.accountProfile,
    queryFn: () => fetchApi(accountEndpoints.profile),
  });
}

/** One page of the account's live sessions, most recently used first, with their total. */
export function useAccountSessions(page: number) {
  const params = { limit: SESSIONS_PAGE_SIZE, offset: (page - 1) * SESSIONS_PAGE_SIZE };
  return useQuery({
    // Under the sessions key, so ending one reloads every page.
    queryKey: [...adminQueryKeys.accountSessions, params],
    queryFn: () => fetchPage(accountEndpoints.sessions, params),
    placeholderData: keepPreviousData,
  });
}

/** Profile, password and session changes; errors carry the server's text. */
export function useAccountMutations() {
  const queryClient = useQueryClient();
  const reloadSessions = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.accountSessions });
  return {
    updateProfile: useMutation({
      mutationFn: (input: ProfileUpdateInput) => fetchApi(accountEndpoints.saveProfile, { body: input }),
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
      mutationFn: (input: AccountPasswordInput) => fetchApi(accountEndpoints.changePassword, { body: input }),
      onSuccess: reloadSessions,
    }),
    endSession: useMutation({
      mutationFn: (id: number) => fetchApi(accountEndpoints.endSession, { params: { id } }),
      onSuccess: reloadSessions,
    }),
    signOutOthers: useMutation({
      mutationFn: () => fetchApi(accountEndpoints.signOutOthers, { body: {} }),
      onSuccess: reloadSessions,
    }),
  };
}
