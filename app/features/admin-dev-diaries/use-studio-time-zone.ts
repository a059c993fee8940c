import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** STUDIO_TIME_ZONE, as the root loader hands it over; UTC until it is known. */
export function useStudioTimeZone(): string {
  return useRouteLoaderData<typeof rootLoader>('root')?.studioTimeZone ?? 'UTC';
}
