import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from '~/lib/i18n-catalog.server';
import { i18nFor } from '~/lib/i18n';
import { pageLocale } from '~/lib/page-locale.server';
import { localizeTopicMessage } from './topic-messages';

/** `pageFormMessages` (app/lib/form-messages.server.ts) for the pages that take topics. */
export async function pageTopicMessages(request: Request, context: AppLoadContext) {
  const locale = pageLocale(request, context);
  const i18n = i18nFor(locale, await loadCatalogue(locale));
  return (message: string) => localizeTopicMessage(i18n, message);
}
