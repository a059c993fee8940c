import type { TranslationFields, TranslationStatus } from '@contracts/translation';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** One locale's translation of one row: each field a text, or null to remove its translation. */
export type TranslationWrite = { id: number; locale: string; fields: TranslationFields };

/**
 * The write of one locale's translation (docs/decisions/0054-content-translations.md), the same for
 * every translatable resource: afterwards `invalidateKey` is cleared, which holds the statuses and
 * the rows read in each locale.
 */
export function useTranslationWrite(
  write: (translation: TranslationWrite) => Promise<unknown>,
  invalidateKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidateKey }),
  });
}

type RowInLocale = { id: number; translation?: TranslationStatus };

/**
 * Each row's translation status in each of `locales`, by locale then row id, from the rows read
 * once per locale (`rowsPerLocale`, in the order of `locales`; undefined while loading).
 */
export function statusesByLocale(
  locales: readonly string[],
  rowsPerLocale: readonly (readonly RowInLocale[] | undefined)[],
) {
  return new Map(
    locales.map((locale, index) => [
      locale,
      new Map<number, TranslationStatus | undefined>(
        (rowsPerLocale[index] ?? []).map((row) => [row.id, row.translation]),
      ),
    ]),
  );
}
