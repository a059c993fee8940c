import type { Locale } from '@contracts/locales';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** LOCALES, as the root loader hands it over: the default one alone until it is known. */
export function useServedLocales(): { all: readonly Locale[]; default: Locale } {
  return useRouteLoaderData<typeof rootLoader>('root')?.locales ?? { all: ['en'], default: 'en' };
}

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** "French", "Japanese": the back office is in English. */
export const localeName = (locale: string) => names.of(locale) ?? locale;
