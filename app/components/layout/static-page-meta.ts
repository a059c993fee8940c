import type { MessageDescriptor } from '@lingui/core';
import { i18nOf, pageMeta } from './site-meta';

/**
 * The `meta` of a page whose tags do not depend on its data: fixed title and description (messages,
 * in the page's locale), the canonical address from the origin its loader returns, the name from
 * the site settings. A module of its own, so the pages that do not use it (the dev diary's is near
 * its script budget) do not load it.
 */
export const staticPageMeta =
  (page: { title: MessageDescriptor; description: MessageDescriptor; path: string; image?: string }) =>
  ({ loaderData, matches }: { loaderData?: { origin?: string } | null; matches: readonly unknown[] }) => {
    const i18n = i18nOf(matches);
    return pageMeta({
      ...page,
      title: i18n._(page.title),
      description: i18n._(page.description),
      matches,
      origin: loaderData?.origin,
    });
  };
