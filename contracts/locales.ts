/**
 * The languages the product ships its interface in (docs/decisions/0054-content-translations.md).
 * LOCALES picks among them which a site serves, the first being its default: the language of
 * today's addresses, of every text the specification quotes, and of the content as staff first
 * write it. No imports: public code may use this without zod.
 */
export const SUPPORTED_LOCALES = ['en', 'fr', 'ja'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const isSupportedLocale = (value: string): value is Locale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** The API's refusal of a locale the site does not serve, naming it and the ones it does. */
export const unknownLocaleMessage = (value: string, served: readonly string[]) =>
  `Unknown locale "${value}": this site serves ${served.join(', ')}`;
