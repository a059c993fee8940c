import { msg } from '@lingui/core/macro';
import { i18nOf, pageMeta } from '~/components/layout/site-meta';

/** The not-found page's tags (not-found-page.tsx): no canonical address, as the page does not exist. */
export function notFoundMeta(matches: readonly unknown[]) {
  const i18n = i18nOf(matches);
  return pageMeta({
    matches,
    title: i18n._(msg`Page not found`),
    description: i18n._(msg`The page you were looking for does not exist.`),
  });
}
