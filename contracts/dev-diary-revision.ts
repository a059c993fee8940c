import { z } from 'zod';
import { idParam } from './common';
import { devDiarySchema } from './dev-diary';

/** A post's editable fields as they were before one save, with who saved and when. */
export const devDiaryRevisionSchema = devDiarySchema
  .pick({
    title: true,
    slug: true,
    excerpt: true,
    content: true,
    author: true,
    authorId: true,
    tags: true,
    coverImage: true,
    featured: true,
    published: true,
    date: true,
  })
  .extend({
    id: z.number(),
    postId: z.number(),
    savedAt: z.string(),
    /** `id` is null once that user has been deleted; the name stays. */
    savedBy: z.object({ id: z.number().nullable(), name: z.string() }),
  });
export type DevDiaryRevision = z.infer<typeof devDiaryRevisionSchema>;

export const revisionParams = z.object({ id: idParam('id'), revisionId: idParam('revisionId') });

/** A restore carries nothing but the ids in its path: its body is empty (`{}`) or absent. */
export const restoreBody = z
  .strictObject({}, { error: 'A restore takes no fields: send {} or no body' })
  .nullish();
