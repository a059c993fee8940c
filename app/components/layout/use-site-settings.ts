import { DEFAULT_SITE_SETTINGS, type PublicSiteSettings } from '@contracts/site-settings-defaults';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** The site settings the root loader read on the server (name, footer links, banner). */
export function useSiteSettings(): PublicSiteSettings {
  return useRouteLoaderData<typeof rootLoader>('root')?.site ?? DEFAULT_SITE_SETTINGS;
}
