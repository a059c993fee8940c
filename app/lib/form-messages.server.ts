import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from './i18n-catalog.server';
import { i18nFor } from './i18n';
import { localizeFormMessage } from './form-messages';
import { pageLocale } from './page-locale.server';

/**
 * The page's wording of a form's refusal (app/lib/form-messages.ts), for an action answering a
 * form posted without the app: the messages reach the page already in its language.
 */
export async function pageFormMessages(request: Request, context: AppLoadContext) {
  const locale = pageLocale(request, context);
  const i18n = i18nFor(locale, await loadCatalogue(locale));
  return (message: string) => localizeFormMessage(i18n, message);
}
