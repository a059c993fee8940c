import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { faqEndpoints } from '@contracts/endpoints/faqs';
import type { Faq } from '@contracts/faq';
import { useQuery } from '@tanstack/react-query';
import { requestEndpoint, unwrap } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';
import { usePageLocale } from '~/lib/use-page-locale';

const PUBLISHED = { published: true } as const;

/**
 * The published FAQs in the page's locale (docs/public-screens.md §7: GET /api/faqs?published=true,
 * with `locale`). The locale is asked for, never left to Accept-Language, and is part of the key:
 * a page in one language never shows another's answers.
 */
export function usePublishedFaqs(initialFaqs: InLocale<Faq>[] | undefined) {
  const { locale } = usePageLocale();
  return useQuery({
    queryKey: [...queryKeys.faqList(PUBLISHED), locale],
    queryFn: () =>
      unwrap(requestEndpoint<InLocale<Faq>[]>(faqEndpoints.listIn, { query: { ...PUBLISHED, locale } })),
    initialData: initialFaqs,
    staleTime: FRESHNESS.fiveMinutes,
  });
}
