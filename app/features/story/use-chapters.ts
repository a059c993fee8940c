import type { Chapter } from '@contracts/chapter';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * The active chapters in order. Asked for explicitly: a staff session would otherwise get the
 * inactive ones too. Under ['chapters'], so the back office's changes clear it.
 */
export function useActiveChapters(initialChapters: Chapter[] | undefined) {
  return useQuery({
    queryKey: [...queryKeys.chapters, { active: true }],
    queryFn: () => unwrap(api.get<Chapter[]>('/api/chapters?active=true')),
    initialData: initialChapters,
    staleTime: FRESHNESS.fiveMinutes,
    select: (chapters) => chapters.filter((chapter) => chapter.isActive),
  });
}
