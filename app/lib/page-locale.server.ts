import type { AppLoadContext } from 'react-router';
import { splitLocalePath } from '@contracts/locale-path';
import type { Locale } from '@contracts/locales';

/**
 * The locale of the page a loader or action serves: its address's first segment when it names a
 * served locale, else the default (docs/decisions/0056-localized-addresses.md).
 */
export const pageLocale = (request: Request, context: AppLoadContext): Locale =>
  splitLocalePath(new URL(request.url).pathname, context.locales).locale;

/** The page's locale with the default beside it, as the content reads take it (`inLocale`). */
export const pageReadLocale = (request: Request, context: AppLoadContext) => ({
  locale: pageLocale(request, context),
  default: context.locales.default,
});
