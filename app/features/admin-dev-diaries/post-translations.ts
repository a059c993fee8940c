import type { DevDiary, devDiaryListQuery } from '@contracts/dev-diary';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { endpoint } from '@contracts/endpoints/endpoint';
import type { TranslationStatus, localeQuery } from '@contracts/translation';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TranslatableResource } from '~/features/admin-shared/translations/translate-dialog';
import { translatableFields } from '~/features/admin-shared/translations/translatable';
import { fetchApi } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { queryKeys } from '~/lib/query-keys';
import { type PostView, postPageQuery } from './post-filters';

type PostInLocale = InLocale<DevDiary>;

/**
 * A post's reads in a locale and its translation write (docs/decisions/0054-content-translations.md).
 * They belong in contracts/endpoints/dev-diaries.ts with the post's other endpoints (decision 0048);
 * declared here until they move there, the same way and with the same types.
 */
const postInLocaleEndpoints = {
  pageIn: endpoint<{
    response: PostInLocale[];
    query: z.input<typeof devDiaryListQuery> & z.input<typeof localeQuery>;
  }>()('GET', '/api/dev-diaries'),
  oneIn: endpoint<{ response: PostInLocale; query: z.input<typeof localeQuery> }>()(
    'GET',
    '/api/dev-diaries/:id',
  ),
  translate: endpoint<{ body: Record<string, string | null>; response: PostInLocale }>()(
    'PUT',
    '/api/dev-diaries/:id/translations/:locale',
  ),
};

// Under the posts' key, which every post write clears: a changed English text outdates translations.
const inLocaleKey = (locale: string, ...rest: unknown[]) => [...queryKeys.devDiaries, 'in', locale, ...rest];

/** One post as it reads in `locale`: its translations, and which fields are missing or outdated. */
function usePostInLocale(id: number, locale: string) {
  return useQuery({
    queryKey: inLocaleKey(locale, id),
    queryFn: () => fetchApi(postInLocaleEndpoints.oneIn, { params: { id }, query: { locale } }),
    staleTime: 0,
  });
}

/** Writes one locale's translation of one post; a field sent as null loses its translation. */
function useTranslatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      locale,
      fields,
    }: {
      id: number;
      locale: string;
      fields: Record<string, string | null>;
    }) => fetchApi(postInLocaleEndpoints.translate, { params: { id, locale }, body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.devDiaries }),
  });
}

/** A post as the translation dialog edits it: the same fields the server declares localized. */
export const postTranslationResource: TranslatableResource = {
  names: { title: 'Post', one: 'post', many: 'posts', done: 'Post' },
  translatable: translatableFields({ title: 'line', excerpt: 'text', content: 'rich-full' }),
  useInLocale: usePostInLocale,
  useTranslate: useTranslatePost,
};

/**
 * The translation status of each post on the screen's page in each of `locales`, by locale then
 * post id: the same page read once per locale, which answers each row with its `translation`.
 */
export function usePostTranslationStatuses(view: PostView, locales: readonly string[]) {
  const query = postPageQuery(view);
  const results = useQueries({
    queries: locales.map((locale) => ({
      queryKey: inLocaleKey(locale, 'staff-page', query),
      queryFn: () => fetchPage(postInLocaleEndpoints.pageIn, { ...query, locale }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    })),
  });
  return new Map(
    locales.map((locale, index) => [
      locale,
      new Map<number, TranslationStatus | undefined>(
        (results[index]?.data?.data ?? []).map((post) => [post.id, post.translation]),
      ),
    ]),
  );
}
