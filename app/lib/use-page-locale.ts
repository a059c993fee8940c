import type { Locale } from '@contracts/locales';
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { type ServedLocales, localizedPath } from '@contracts/locale-path';

type RootLocaleData = { locale: Locale; locales: ServedLocales };

const ENGLISH_ONLY: RootLocaleData = { locale: 'en', locales: { all: ['en'], default: 'en' } };

/**
 * The page's locale, the locales the site serves, and `localize`, which turns a public path into
 * the same page in the page's locale: every link between public pages goes through it, so a
 * visitor reading French stays in French.
 */
export function usePageLocale() {
  const { locale, locales } = useRouteLoaderData<RootLocaleData>('root') ?? ENGLISH_ONLY;
  const localize = useCallback((path: string) => localizedPath(path, locale, locales), [locale, locales]);
  return { locale, locales, localize };
}
