import { queryOptions } from '@tanstack/react-query';
import type { About } from '@contracts/about';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { aboutEndpoints } from '@contracts/endpoints/about';
import { callApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// What GET /api/about answers a visitor when the page is inactive or was never written.
const NOT_PUBLISHED = 'About page not found';

/** The About page as a visitor reads it: in the page's locale, saying which fields are untranslated. */
export type VisitorAbout = InLocale<About>;

/**
 * The About content in the page's locale, or null when there is none to show
 * (docs/public-screens.md §2 "About"). The locale is asked for, never left to Accept-Language, and
 * is part of the key.
 */
export const aboutQuery = (locale: string) =>
  queryOptions({
    queryKey: [...queryKeys.about, 'visitor', locale],
    queryFn: async (): Promise<VisitorAbout | null> => {
      const result = await callApi(aboutEndpoints.readIn, { query: { locale } });
      if (result.success) return result.data;
      if (result.error === NOT_PUBLISHED) return null;
      throw new Error(result.error);
    },
  });

/** Staff share this cache entry and may see an inactive draft: visitors never do. */
export const publishedAbout = (about: VisitorAbout | null | undefined) => (about?.isActive ? about : null);
