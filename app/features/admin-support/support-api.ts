import type { SupportMessage, SupportStatus } from '@contracts/support-message';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

export function useSupportMessages() {
  return useQuery({
    queryKey: queryKeys.supportMessages,
    queryFn: () => unwrap(api.get<SupportMessage[]>('/api/support-messages')),
    staleTime: 0,
    retry: 1,
  });
}

/** PUT { status }; the answer (new status and updatedAt) replaces the message in the list at once. */
export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SupportStatus }) =>
      unwrap(api.put<SupportMessage>(`/api/support-messages/${id}`, { status })),
    onSuccess: (updated) => {
      queryClient.setQueryData<SupportMessage[]>(queryKeys.supportMessages, (list) =>
        list?.map((message) => (message.id === updated.id ? updated : message)),
      );
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/support-messages/${id}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportMessages }),
  });
}

/** Opens the staff member's mail client on a reply: "Re: " and the original subject. */
export function replyHref(message: Pick<SupportMessage, 'email' | 'subject'>) {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
