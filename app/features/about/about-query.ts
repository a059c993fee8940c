import { queryOptions } from '@tanstack/react-query';
import type { About } from '@contracts/about';
import { aboutEndpoints } from '@contracts/endpoints/about';
import { callApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// What GET /api/about answers a visitor when the page is inactive or was never written.
const NOT_PUBLISHED = 'About page not found';

/** The About content, or null when there is none to show (docs/public-screens.md §2 "About"). */
export const aboutQuery = () =>
  queryOptions({
    queryKey: queryKeys.about,
    queryFn: async (): Promise<About | null> => {
      const result = await callApi(aboutEndpoints.read);
      if (result.success) return result.data;
      if (result.error === NOT_PUBLISHED) return null;
      throw new Error(result.error);
    },
  });

/** Staff share this cache entry and may see an inactive draft: visitors never do. */
export const publishedAbout = (about: About | null | undefined) => (about?.isActive ? about : null);
