import { type Locale, isSupportedLocale } from '@contracts/locales';

/**
 * The language a visitor last chose in the switcher, kept in this browser only (localStorage):
 * a later visit to a page in another language may suggest it. It is never sent to the server, so
 * a page's address alone decides its language and every visitor shares the page cache.
 */
const KEY = 'bm-locale';

export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice is simply not remembered.
  }
}

export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && isSupportedLocale(value) ? value : null;
  } catch {
    return null;
  }
}
