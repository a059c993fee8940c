import type { TranslationFields } from '../translation';
import type { z } from 'zod';
import type { deletedResult } from '../common';
import type { DevDiaryRevision, restoreBody } from '../dev-diary-revision';
import type {
  DevDiary,
  DevDiaryInput,
  devDiaryListQuery,
  devDiaryStatsSchema,
  previewLinkBody,
  previewLinkSchema,
} from '../dev-diary';
import type { postMailingBody, postMailingSchema } from '../post-mailing';
import type { InLocale } from './content-endpoints';
import { endpoint } from './endpoint';

export const devDiaryEndpoints = {
  list: endpoint<{ response: DevDiary[]; query: typeof devDiaryListQuery }>()('GET', '/api/dev-diaries'),
  stats: endpoint<{ response: typeof devDiaryStatsSchema }>()('GET', '/api/dev-diaries/stats'),
  one: endpoint<{ response: DevDiary }>()('GET', '/api/dev-diaries/:id'),
  /** A post as a visitor opens it, in the page's locale. */
  bySlug: endpoint<{ response: InLocale<DevDiary>; query: { locale: string } }>()(
    'GET',
    '/api/dev-diaries/slug/:slug',
  ),
  create: endpoint<{ body: DevDiaryInput; response: DevDiary }>()('POST', '/api/dev-diaries'),
  update: endpoint<{ body: DevDiaryInput; response: DevDiary }>()('PUT', '/api/dev-diaries/:id'),
  remove: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/dev-diaries/:id'),
  mailing: endpoint<{ response: typeof postMailingSchema }>()('GET', '/api/dev-diaries/:id/email'),
  email: endpoint<{ body: typeof postMailingBody; response: typeof postMailingSchema }>()(
    'POST',
    '/api/dev-diaries/:id/email',
  ),
  previewLink: endpoint<{ body: typeof previewLinkBody; response: typeof previewLinkSchema }>()(
    'POST',
    '/api/dev-diaries/:id/preview-link',
  ),
  revisions: endpoint<{ response: DevDiaryRevision[] }>()('GET', '/api/dev-diaries/:id/revisions'),
  restore: endpoint<{ body: typeof restoreBody; response: DevDiary }>()(
    'POST',
    '/api/dev-diaries/:id/revisions/:revisionId/restore',
  ),
  /** Posts in one locale, each with its translation status (docs/decisions/0054): the public list's read too. */
  pageIn: endpoint<{
    response: InLocale<DevDiary>[];
    query: z.input<typeof devDiaryListQuery> & { locale: string };
  }>()('GET', '/api/dev-diaries'),
  oneIn: endpoint<{ response: InLocale<DevDiary>; query: { locale: string } }>()(
    'GET',
    '/api/dev-diaries/:id',
  ),
  translate: endpoint<{ body: TranslationFields; response: InLocale<DevDiary> }>()(
    'PUT',
    '/api/dev-diaries/:id/translations/:locale',
  ),
};
