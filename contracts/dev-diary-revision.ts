import { z } from 'zod';
import { idParam } from './common';

/** A post's editable fields as they were before one save, with who saved and when. */
export const devDiaryRevisionSchema = z.object({
  id: z.number(),
  postId: z.number(),
  savedAt: z.string(),
  /** `id` is null once that user has been deleted; the name stays. */
  savedBy: z.object({ id: z.number().nullable(), name: z.string() }),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  authorId: z.number().nullable(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  published: z.boolean(),
  date: z.string(),
});
export type DevDiaryRevision = z.infer<typeof devDiaryRevisionSchema>;

export const revisionParams = z.object({ id: idParam('id'), revisionId: idParam('revisionId') });

/** A restore carries nothing but the ids in its path: its body is empty (`{}`) or absent. */
export const restoreBody = z
  .strictObject({}, { error: 'A restore takes no fields: send {} or no body' })
  .nullish();
