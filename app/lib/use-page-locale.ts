import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ENGLISH_ONLY, type PageLocale, localizedPath } from '@contracts/locale-path';

/**
 * The page's locale, the locales the site serves, and `localize`, which turns a public path into
 * the same page in the page's locale: every link between public pages goes through it, so a
 * visitor reading French stays in French.
 */
export function usePageLocale() {
  const { locale, locales } = useRouteLoaderData<PageLocale>('root') ?? ENGLISH_ONLY;
  const localize = useCallback((path: string) => localizedPath(path, locale, locales), [locale, locales]);
  return { locale, locales, localize };
}
