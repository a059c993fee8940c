import type { TranslationStatus } from '@contracts/translation';
import { usePageLocale } from './use-page-locale';

/**
 * Content as the API reads it in the page's locale (docs/decisions/0054): in another locale than
 * the default, each row says which of its fields show the default locale's text (`missing`).
 * Outdated translations are still translations: only missing fields count as untranslated.
 */
export type Translated = { translation?: TranslationStatus };

/** Whether a field of this row shows the default locale's text for want of a translation. */
export const isUntranslated = (row: Translated, field: string) =>
  row.translation?.missing.includes(field) ?? false;

/**
 * Whether any of these rows shows a field in the default locale's text: the page then says so.
 * `shown` narrows it to the fields the page shows (a list of posts shows no post's content).
 */
export const hasUntranslated = (rows: readonly Translated[] | null | undefined, shown?: readonly string[]) =>
  rows?.some((row) => row.translation?.missing.some((field) => !shown || shown.includes(field))) ?? false;

/**
 * A status narrowed to the fields a view shows (the roster's cards show a role, not a bio): a
 * missing field the page does not show is no reason to say part of it is untranslated.
 */
export function statusOfFields(status: TranslationStatus, fields: readonly string[]): TranslationStatus {
  const shown = (field: string) => fields.includes(field);
  return { ...status, missing: status.missing.filter(shown), outdated: status.outdated.filter(shown) };
}

/**
 * The `lang` of content elements, so a screen reader pronounces a fallback text in its own
 * language: `of(row, field)` is the default locale where that field (or list item text,
 * `abilities.0.name`) shows its text for want of a translation, undefined otherwise: the element
 * takes the page's.
 */
export function useContentLang() {
  const { locales } = usePageLocale();
  return {
    of: (row: Translated, field: string) => (isUntranslated(row, field) ? locales.default : undefined),
  };
}
