import type { Faq, FaqInput } from '@contracts/faq';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '~/features/admin-shared/error-text';
import { useReorder } from '~/features/admin-shared/use-reorder';
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
    // A server-supplied reason replaces the default failure text (docs/back-office-screens.md §8).
    move: useReorder<Faq>({
      path: '/api/faqs/reorder',
      listKey: faqAdminKey,
      invalidateKey: queryKeys.faqs,
      failureText: (error) => errorText(error, 'Failed to save new order'),
    }),
  };
}
