import type { Locale } from '@contracts/locales';
import { type ServedLocales, splitLocalePath } from '@contracts/locale-path';
import { Suspense, lazy, useEffect, useState } from 'react';
import { rememberLocale, rememberedLocale } from '~/lib/remembered-locale';
import { usePageLocale } from '~/lib/use-page-locale';

const LocaleSuggestion = lazy(() => import('./locale-suggestion'));

/**
 * Whether this page was reached from the same page in another language: a switcher link followed
 * before the app started, when its click could not be remembered yet.
 */
function cameBySwitcher(locales: ServedLocales) {
  try {
    const from = new URL(document.referrer);
    const before = splitLocalePath(from.pathname, locales);
    const now = splitLocalePath(location.pathname, locales);
    return from.origin === location.origin && before.path === now.path && before.locale !== now.locale;
  } catch {
    return false;
  }
}

/**
 * On a page in another language than the one the visitor last chose in the switcher, offers the
 * same page in that one (locale-suggestion.tsx, fetched only then). Never a redirect: the address
 * alone decides a page's language, for crawlers and the page cache alike. Nothing before the app
 * starts, and nothing for a visitor who never chose. Kept this small: it is on every public page.
 */
export function LocaleOffer() {
  const { locale, locales } = usePageLocale();
  const [chosen, setChosen] = useState<Locale | null>(null);
  useEffect(() => {
    if (cameBySwitcher(locales)) rememberLocale(locale);
    const remembered = rememberedLocale();
    setChosen(remembered !== locale && remembered && locales.all.includes(remembered) ? remembered : null);
  }, [locale, locales]);
  return chosen ? (
    <Suspense fallback={null}>
      <LocaleSuggestion locale={chosen} />
    </Suspense>
  ) : null;
}
