import type { AboutInput } from '@contracts/about';
import { aboutEndpoints } from '@contracts/endpoints/about';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Staff read the content even while it is a draft; a separate key from the public page's copy. */
const adminKey = [...queryKeys.about, 'admin'] as const;

/** The About content, or null when none has been written yet (the API answers 404). */
export function useAboutContent() {
  return useQuery({
    queryKey: adminKey,
    queryFn: async () => {
      const result = await callApi(aboutEndpoints.read);
      if (result.success) return result.data;
      if (/not found/i.test(result.error)) return null;
      throw new Error(result.error);
    },
    staleTime: 0,
    retry: 1,
  });
}

/** PUT /api/about; clears the public page's entry too so /about shows the change. */
export function useSaveAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AboutInput) => fetchApi(aboutEndpoints.save, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKey, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.about });
    },
  });
}

export function countWords(text: string) {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
