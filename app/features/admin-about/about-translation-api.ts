import { aboutEndpoints } from '@contracts/endpoints/about';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { TranslatableResource } from '~/features/admin-shared/translations/translate-dialog';
import { translatableFields } from '~/features/admin-shared/translations/translatable';
import { useTranslationWrite } from '~/features/admin-shared/translations/translation-queries';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// Under the About key, which its save clears: a changed English text outdates the translations.
const inLocaleQuery = (locale: string) => ({
  queryKey: [...queryKeys.about, 'in', locale],
  queryFn: () => fetchApi(aboutEndpoints.readIn, { query: { locale } }),
  staleTime: 0,
});

/** The page as it reads in `locale`; there is one row, so the id says nothing. */
function useAboutInLocale(_id: number, locale: string) {
  return useQuery(inLocaleQuery(locale));
}

/** Writes one locale's translation of the page; a field sent as null loses its translation. */
const useTranslateAbout = () =>
  useTranslationWrite(
    ({ locale, fields }) => fetchApi(aboutEndpoints.translate, { params: { locale }, body: fields }),
    queryKeys.about,
  );

/** The About page as the translation dialog edits it, each field labelled as its form labels it. */
export const aboutTranslationResource: TranslatableResource = {
  names: { title: 'About page', one: 'About page', many: 'About page', done: 'About page' },
  translatable: translatableFields({
    title: { kind: 'line', label: 'Page Title' },
    description: { kind: 'rich', label: 'Main Description' },
    missionStatement: { kind: 'text', label: 'Mission Statement' },
  }),
  useInLocale: useAboutInLocale,
  useTranslate: useTranslateAbout,
};

/** The page's translation status in each of `locales`; the dialog reads the same entries. */
export function useAboutTranslationStatuses(locales: readonly string[]) {
  const results = useQueries({ queries: locales.map(inLocaleQuery) });
  return new Map(locales.map((locale, index) => [locale, results[index]?.data?.translation]));
}
