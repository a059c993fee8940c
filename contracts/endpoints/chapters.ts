import type { Chapter, ChapterInput, chapterListQuery } from '../chapter';
import { contentEndpoints } from './content-endpoints';

export const chapterEndpoints = contentEndpoints<Chapter, ChapterInput, typeof chapterListQuery>()(
  '/api/chapters',
);
