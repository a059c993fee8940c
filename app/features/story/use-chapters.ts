import type { Chapter } from '@contracts/chapter';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { useQuery } from '@tanstack/react-query';
import { chapterEndpoints } from '@contracts/endpoints/chapters';
import { requestEndpoint, unwrap } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';
import { usePageLocale } from '~/lib/use-page-locale';

/**
 * The active chapters in order, in the page's locale. Asked for explicitly: a staff session would
 * otherwise get the inactive ones too, and Accept-Language another language. Under ['chapters'],
 * so the back office's changes clear it; the locale is part of the key.
 */
export function useActiveChapters(initialChapters: InLocale<Chapter>[] | undefined) {
  const { locale } = usePageLocale();
  return useQuery({
    queryKey: [...queryKeys.chapters, { active: true }, locale],
    queryFn: () =>
      unwrap(
        requestEndpoint<InLocale<Chapter>[]>(chapterEndpoints.listIn, { query: { active: true, locale } }),
      ),
    initialData: initialChapters,
    staleTime: FRESHNESS.fiveMinutes,
    select: (chapters) => chapters.filter((chapter) => chapter.isActive),
  });
}
