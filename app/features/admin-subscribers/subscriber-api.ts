import type { Subscriber } from '@contracts/subscriber';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Every subscriber; the screen filters and counts on the client. */
export function useSubscribers() {
  return useQuery({
    queryKey: queryKeys.subscribers,
    queryFn: () => unwrap(api.get<Subscriber[]>('/api/subscribers')),
    staleTime: 0,
    retry: 1,
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/subscribers/${id}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscribers }),
  });
}
