import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** Whether the server sends mail (SMTP_URL), as the root loader hands it over. */
export function useMailEnabled(): boolean {
  return useRouteLoaderData<typeof rootLoader>('root')?.mailEnabled ?? false;
}
