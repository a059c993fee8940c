import type { ApiEnvelope } from '@contracts/common';
import { feedbackEndpoints } from '@contracts/endpoints/feedback';
import type { FeedbackStatus } from '@contracts/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR, fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage, useStaffStats } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { readSessionToken } from '~/lib/session-token';
import { type FeedbackView, feedbackUrl } from './feedback-filters';

/** One page of the filtered feedback, searched and counted by the server. */
export function useFeedbackPage(view: FeedbackView) {
  const params = feedbackUrl.pageQuery(view);
  return useStaffPage(adminQueryKeys.feedbackPage(params), feedbackEndpoints.list, params);
}

/** The counters and the status list's counts, over every submission. */
export function useFeedbackStats() {
  return useStaffStats(adminQueryKeys.feedbackStats, feedbackEndpoints.stats);
}

/** PUT { status, notes }; the answer is the updated record, which the dialog then shows. */
export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, notes }: { id: number; status: FeedbackStatus; notes: string }) =>
      fetchApi(feedbackEndpoints.update, { params: { id }, body: { status, notes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback }),
  });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchApi(feedbackEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback }),
  });
}

/**
 * Attachments are staff-only files: a plain link would go without the bearer token, so the file is
 * fetched with it and handed to the browser as a blob download under its original name.
 */
export async function downloadAttachment(attachment: { url: string; name: string }) {
  const token = readSessionToken();
  let response: Response;
  try {
    response = await fetch(attachment.url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    throw new Error(body?.error || `Download failed (${response.status})`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
