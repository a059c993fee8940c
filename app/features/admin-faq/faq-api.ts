import type { Faq, FaqInput } from '@contracts/faq';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { reorderBody } from '~/features/admin-chapters/reorder';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Every FAQ, drafts included (the public page asks for published ones under another key). */
export const faqAdminKey = queryKeys.faqList({});

export function useAdminFaqs() {
  return useQuery({
    queryKey: faqAdminKey,
    queryFn: () => unwrap(api.get<Faq[]>('/api/faqs')),
    staleTime: 0,
    retry: 1,
  });
}

export function toFaqInput(faq: Faq): FaqInput {
  return {
    question: faq.question,
    answer: faq.answer,
    category: faq.category,
    order: faq.order,
    published: faq.published,
  };
}

/** Every write clears all FAQ entries, the support page's included. */
export function useFaqMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.faqs });
  return {
    create: useMutation({
      mutationFn: (input: FaqInput) => unwrap(api.post<Faq>('/api/faqs', input)),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: FaqInput }) =>
        unwrap(api.put<Faq>(`/api/faqs/${id}`, input)),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/faqs/${id}`)),
      onSuccess,
    }),
    // The new order shows at once; on failure the list is reloaded from the server (back-office.md §4).
    reorder: useMutation({
      mutationFn: (ordered: Faq[]) => unwrap(api.put<Faq[]>('/api/faqs/reorder', reorderBody(ordered))),
      onMutate: async (ordered) => {
        await queryClient.cancelQueries({ queryKey: faqAdminKey });
        queryClient.setQueryData(faqAdminKey, ordered);
      },
      onError: (error) => {
        toast.error(errorText(error, 'Failed to save new order'));
        return queryClient.invalidateQueries({ queryKey: faqAdminKey });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.faqs }),
    }),
  };
}

/** A server-supplied error text replaces the default (back-office.md §8). */
export function errorText(error: unknown, fallback: string) {
  return error instanceof Error && error.message ? error.message : fallback;
}
