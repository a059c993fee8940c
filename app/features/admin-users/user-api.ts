import type { User, UserCreateInput, UserUpdateInput } from '@contracts/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Every account, newest first (GET /api/users). */
export function useUsers() {
  return useQuery({
    queryKey: queryKeys.users,
    queryFn: () => unwrap(api.get<User[]>('/api/users')),
    staleTime: 0,
    retry: 1,
    retryDelay: 500,
  });
}

/** Create, update and delete; each reloads the list. Errors carry the server's text. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.users });
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
