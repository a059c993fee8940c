import type { InLocale, contentEndpoints } from '@contracts/endpoints/content-endpoints';
import { type QueryKey, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestEndpoint, unwrap } from '~/lib/api-client';
import type { ContentNames } from './content-names';
import { type TranslatableKind, translatableFields } from './translations/translatable';
import { statusesByLocale, useTranslationWrite } from './translations/translation-queries';
import { useCreate, useUpdateAndRemove } from './use-resource-writes';
import { useReorder } from './use-reorder';

type Stored = { id: number; order: number };
type Endpoints<T, Input> = ReturnType<ReturnType<typeof contentEndpoints<T, Input>>>;

/**
 * The staff list and the writes of one piece of ordered site content (chapters, FAQs, game modes)
 * served at `endpoints` (contracts/endpoints/content-endpoints.ts). Every write clears `invalidateKey`, which holds the public page's entry too.
 */
export function contentResource<T extends Stored, Input>({
  endpoints,
  names,
  invalidateKey,
  listKey = [...invalidateKey, 'admin'],
  reorderFailureText = () => 'Failed to save new order',
  translatable = {},
}: {
  endpoints: Endpoints<T, Input>;
  /** How the screens, dialogs and toasts name it. */
  names: ContentNames;
  invalidateKey: QueryKey;
  /** Staff see drafts too, so their list has its own key: the public one and 'admin' unless told. */
  listKey?: QueryKey;
  reorderFailureText?: (error: Error) => string;
  /** Its fields with a value per locale (server/resources/ declares the same), name → kind. */
  translatable?: Record<string, TranslatableKind>;
}) {
  // Under the key every write clears: a changed default-locale text makes translations outdated.
  const translationKey = (locale: string, id?: number) => [
    ...invalidateKey,
    'in',
    locale,
    ...(id ? [id] : []),
  ];

  function useList() {
    return useQuery({
      queryKey: listKey,
      queryFn: () => unwrap(requestEndpoint<T[]>(endpoints.list)),
      staleTime: 0,
      retry: 1,
    });
  }

  function useWrites() {
    const queryClient = useQueryClient();
    const onSuccess = () => queryClient.invalidateQueries({ queryKey: invalidateKey });
    return { create: useCreate(endpoints.create, onSuccess), ...useUpdateAndRemove(endpoints, onSuccess) };
  }

  /** Move up/down, saved through the reorder endpoint. */
  function useMove() {
    return useReorder<T>({
      endpoint: endpoints.reorder,
      listKey,
      invalidateKey,
      failureText: reorderFailureText,
    });
  }

  /** Each row's translation status in each of `locales`, by locale then row id. */
  function useTranslationStatuses(locales: readonly string[]) {
    const results = useQueries({
      queries: locales.map((locale) => ({
        queryKey: translationKey(locale),
        queryFn: () => unwrap(requestEndpoint<InLocale<T>[]>(endpoints.listIn, { query: { locale } })),
        staleTime: 0,
      })),
    });
    return statusesByLocale(
      locales,
      results.map((result) => result.data),
    );
  }

  /** One row as it reads in `locale`: its translations, and which fields are missing or outdated. */
  function useInLocale(id: number, locale: string) {
    return useQuery({
      queryKey: translationKey(locale, id),
      queryFn: () =>
        unwrap(requestEndpoint<InLocale<T>>(endpoints.oneIn, { params: { id }, query: { locale } })),
      staleTime: 0,
    });
  }

  /** Writes one locale's translation of one row; a field sent as null loses its translation. */
  const useTranslate = () =>
    useTranslationWrite(
      ({ id, locale, fields }) =>
        unwrap(requestEndpoint<InLocale<T>>(endpoints.translate, { params: { id, locale }, body: fields })),
      invalidateKey,
    );

  return {
    names,
    translatable: translatableFields(translatable),
    useList,
    useWrites,
    useMove,
    useTranslationStatuses,
    useInLocale,
    useTranslate,
  };
}
