import { endpointKey } from '@contracts/endpoints/endpoint';
import { siteSettingsEndpoints } from '@contracts/endpoints/site-settings';
import type { SiteSettingsInput } from '@contracts/site-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '~/lib/api-client';

/** A super admin reads the sender name too, so the back office keeps its own key. */
const siteSettingsKey = [...endpointKey(siteSettingsEndpoints.read), 'admin'];

export function useSiteSettingsQuery() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: () => fetchApi(siteSettingsEndpoints.read),
    staleTime: 0,
  });
}

/** PUT /api/site-settings: the server clears the page cache with the save. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => fetchApi(siteSettingsEndpoints.save, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsKey, saved),
  });
}
