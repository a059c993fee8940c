import type { About } from '@contracts/about';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { endpoint } from '@contracts/endpoints/endpoint';
import type { localeQuery } from '@contracts/translation';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TranslatableResource } from '~/features/admin-shared/translations/translate-dialog';
import { translatableFields } from '~/features/admin-shared/translations/translatable';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

type AboutInLocale = InLocale<About>;

/**
 * The About page's read in a locale and its translation write (docs/decisions/0054-content-translations.md).
 * They belong in contracts/endpoints/about.ts beside its read and save (decision 0048); declared
 * here until they move there, the same way and with the same types.
 */
const aboutInLocaleEndpoints = {
  readIn: endpoint<{ response: AboutInLocale; query: z.input<typeof localeQuery> }>()('GET', '/api/about'),
  translate: endpoint<{ body: Record<string, string | null>; response: AboutInLocale }>()(
    'PUT',
    '/api/about/translations/:locale',
  ),
};

// Under the About key, which its save clears: a changed English text outdates the translations.
const inLocaleQuery = (locale: string) => ({
  queryKey: [...queryKeys.about, 'in', locale],
  queryFn: () => fetchApi(aboutInLocaleEndpoints.readIn, { query: { locale } }),
  staleTime: 0,
});

/** The page as it reads in `locale`; there is one row, so the id says nothing. */
function useAboutInLocale(_id: number, locale: string) {
  return useQuery(inLocaleQuery(locale));
}

/** Writes one locale's translation of the page; a field sent as null loses its translation. */
function useTranslateAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locale, fields }: { id: number; locale: string; fields: Record<string, string | null> }) =>
      fetchApi(aboutInLocaleEndpoints.translate, { params: { locale }, body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.about }),
  });
}

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
