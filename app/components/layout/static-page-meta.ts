import { pageMeta, siteOf } from './site-meta';

/**
 * The `meta` of a page whose tags do not depend on its data: fixed title and description, the
 * canonical address from the origin its loader returns, the name from the site settings. A module
 * of its own, so the pages that do not use it (the dev diary's is near its script budget) do not
 * load it.
 */
export const staticPageMeta =
  (page: { title: string; description: string; path: string; image?: string }) =>
  ({ loaderData, matches }: { loaderData?: { origin?: string } | null; matches: readonly unknown[] }) =>
    pageMeta({ ...page, site: siteOf(matches), origin: loaderData?.origin });
