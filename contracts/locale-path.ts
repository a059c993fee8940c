import type { Locale } from './locales';

/** The locales a site serves, its default first (LOCALES; docs/decisions/0054). */
export type ServedLocales = { readonly all: readonly Locale[]; readonly default: Locale };

/** A page's locale among the served ones. */
export type PageLocale = { readonly locale: Locale; readonly locales: ServedLocales };

/** A site serving English alone, LOCALES's default: what a page assumes before the root's data arrives. */
export const ENGLISH_ONLY: PageLocale = { locale: 'en', locales: { all: ['en'], default: 'en' } };

/** The served locale an address's `:lang` segment names, other than the default; null for any other. */
export function prefixedLocale(segment: string, served: ServedLocales): Locale | null {
  const found = served.all.find((locale) => locale === segment);
  return found && found !== served.default ? found : null;
}

/**
 * A public path in a locale: the default locale keeps today's addresses, another locale's live
 * under its code (`/fighters` in French is `/fr/fighters`, the home page `/fr`).
 */
export function localizedPath(path: string, locale: Locale, served: ServedLocales): string {
  if (locale === served.default || !path.startsWith('/')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A public pathname split into its locale and the default-locale path it shows. */
export function splitLocalePath(pathname: string, served: ServedLocales): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = prefixedLocale(first, served);
  if (!locale) return { locale: served.default, path: pathname };
  return { locale, path: `/${rest.join('/')}` };
}
