import { faqEndpoints } from '@contracts/endpoints/faqs';
import type { Faq } from '@contracts/faq';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

const PUBLISHED = { published: true } as const;

/** The published FAQs (docs/public-screens.md §7: GET /api/faqs?published=true). */
export function usePublishedFaqs(initialFaqs: Faq[] | undefined) {
  return useQuery({
    queryKey: queryKeys.faqList(PUBLISHED),
    queryFn: () => fetchApi(faqEndpoints.list, { query: PUBLISHED }),
    initialData: initialFaqs,
    staleTime: FRESHNESS.fiveMinutes,
  });
}
