import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { TranslatableResource } from '~/features/admin-shared/translations/translate-dialog';
import { translatableFields } from '~/features/admin-shared/translations/translatable';
import {
  statusesByLocale,
  useTranslationWrite,
} from '~/features/admin-shared/translations/translation-queries';
import { fetchApi } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { queryKeys } from '~/lib/query-keys';
import { type PostView, postPageQuery } from './post-filters';

// Under the posts' key, which every post write clears: a changed English text outdates translations.
const inLocaleKey = (locale: string, ...rest: unknown[]) => [...queryKeys.devDiaries, 'in', locale, ...rest];

/** One post as it reads in `locale`: its translations, and which fields are missing or outdated. */
function usePostInLocale(id: number, locale: string) {
  return useQuery({
    queryKey: inLocaleKey(locale, id),
    queryFn: () => fetchApi(devDiaryEndpoints.oneIn, { params: { id }, query: { locale } }),
    staleTime: 0,
  });
}

/** Writes one locale's translation of one post; a field sent as null loses its translation. */
const useTranslatePost = () =>
  useTranslationWrite(
    ({ id, locale, fields }) =>
      fetchApi(devDiaryEndpoints.translate, { params: { id, locale }, body: fields }),
    queryKeys.devDiaries,
  );

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
      queryFn: () => fetchPage(devDiaryEndpoints.pageIn, { ...query, locale }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    })),
  });
  return statusesByLocale(
    locales,
    results.map((result) => result.data?.data),
  );
}
