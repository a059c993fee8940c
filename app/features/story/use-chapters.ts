import type { Chapter } from '@contracts/chapter';
import { useQuery } from '@tanstack/react-query';
import { chapterEndpoints } from '@contracts/endpoints/chapters';
import { fetchApi } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * The active chapters in order. Asked for explicitly: a staff session would otherwise get the
 * inactive ones too. Under ['chapters'], so the back office's changes clear it.
 */
export function useActiveChapters(initialChapters: Chapter[] | undefined) {
  return useQuery({
    queryKey: [...queryKeys.chapters, { active: true }],
    queryFn: () => fetchApi(chapterEndpoints.list, { query: { active: true } }),
    initialData: initialChapters,
    staleTime: FRESHNESS.fiveMinutes,
    select: (chapters) => chapters.filter((chapter) => chapter.isActive),
  });
}
