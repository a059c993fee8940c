import type { Chapter, ChapterInput } from '@contracts/chapter';
import { chapterEndpoints } from '@contracts/endpoints/chapters';
import { contentResource } from '~/features/admin-shared/content-resource';
import { queryKeys } from '~/lib/query-keys';

/** Every write clears the story page's entry too, so /blood-message plays the change. */
export const chapterResource = contentResource<Chapter, ChapterInput>({
  endpoints: chapterEndpoints,
  listKey: [...queryKeys.chapters, 'admin'],
  invalidateKey: queryKeys.chapters,
});

export function toChapterInput(chapter: Chapter): ChapterInput {
  return {
    title: chapter.title,
    subtitle: chapter.subtitle,
    description: chapter.description,
    videoSrc: chapter.videoSrc,
    order: chapter.order,
    isActive: chapter.isActive,
  };
}
