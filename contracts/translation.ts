import { z } from 'zod';
import { idParams } from './common';
import { SUPPORTED_LOCALES } from './locales';

/**
 * How a content row reads in a locale other than the site's default
 * (docs/decisions/0054-content-translations.md): `missing` fields show the default-locale text,
 * `outdated` ones a translation written before the default-locale text last changed.
 */
export const translationStatusSchema = z.object({
  locale: z.string(),
  missing: z.array(z.string()),
  outdated: z.array(z.string()),
});
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

export const LOCALE_PARAMETER_DESCRIPTION =
  `The locale to read content in, one the site serves (LOCALES; the product ships ${SUPPORTED_LOCALES.join(', ')}). ` +
  'Without it, the Accept-Language header picks one for a visitor (staff always get the default), else the default. ' +
  'An unknown locale answers 400 naming it. ' +
  'In another locale than the default, each row carries `translation`: its fields falling back to the default ' +
  "locale's text (`missing`) and those translated before that text last changed (`outdated`).";

/**
 * The body of a translation write: each field a text, or null to remove its translation; a list's
 * items by position, each an object of its texts (a fighter's abilities: `[{ name, description }]`).
 */
export type TranslationFields = Record<string, string | null | Record<string, string | null>[]>;

/** `?locale=` of a localized read. */
export const localeQuery = z.object({ locale: z.string().optional().describe(LOCALE_PARAMETER_DESCRIPTION) });

/** The path of a single row's translation write (the About page): `PUT /translations/:locale`. */
export const localeParams = z.object({ locale: z.string() });

/** The path of a translation write: `PUT /:id/translations/:locale`. */
export const translationParams = idParams.extend(localeParams.shape);

/**
 * The text at a localized field's path in a row: `bio`, or a list item's `abilities.0.name` (how
 * a translation status names it); '' where there is none. The server and the back office read it alike.
 */
export function textAt(row: object, path: string): string {
  let value: unknown = row;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value === undefined || value === null ? '' : String(value);
}
