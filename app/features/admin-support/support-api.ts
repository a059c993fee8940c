import type { Page } from '@contracts/paging';
import { supportMessageEndpoints } from '@contracts/endpoints/support-messages';
import type { SupportMessage, SupportStatus } from '@contracts/support-message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type MessageView, messageUrl } from './support-filters';

/** One page of the filtered messages, searched and counted by the server. */
export function useSupportMessagePage(view: MessageView) {
  const params = messageUrl.pageQuery(view);
  return useStaffPage(adminQueryKeys.supportMessagePage(params), supportMessageEndpoints.list, params);
}

/**
 * PUT { status }; the answer (new status and updatedAt) replaces the message on the page at once,
 * then the page is asked again (under a status filter the message may leave it).
 */
export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SupportStatus }) =>
      fetchApi(supportMessageEndpoints.update, { params: { id }, body: { status } }),
    onSuccess: async (updated) => {
      queryClient.setQueriesData<Page<SupportMessage>>({ queryKey: queryKeys.supportMessages }, (page) =>
        page?.data
          ? { ...page, data: page.data.map((message) => (message.id === updated.id ? updated : message)) }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.supportMessages });
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchApi(supportMessageEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportMessages }),
  });
}

/** Opens the staff member's mail client on a reply: "Re: " and the original subject. */
export function replyHref(message: Pick<SupportMessage, 'email' | 'subject'>) {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
