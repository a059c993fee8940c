import { type Chapter, type ChapterInput, chapterInputSchema } from '@contracts/chapter';
import { inputOf } from '@contracts/common';
import { chapterEndpoints } from '@contracts/endpoints/chapters';
import { contentResource } from '~/features/admin-shared/content-resource';
import { queryKeys } from '~/lib/query-keys';

/** Every write clears the story page's entry too, so /blood-message plays the change. */
export const chapterResource = contentResource<Chapter, ChapterInput>({
  endpoints: chapterEndpoints,
  names: { title: 'Chapter', one: 'chapter', many: 'chapters', done: 'Blood Message chapter' },
  translatable: { title: 'line', subtitle: 'line', description: 'text' },
  invalidateKey: queryKeys.chapters,
});

export function toChapterInput(chapter: Chapter): ChapterInput {
  return inputOf(chapterInputSchema, chapter);
}
