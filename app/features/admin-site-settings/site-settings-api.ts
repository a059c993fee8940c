import type { SiteSettings, SiteSettingsInput } from '@contracts/site-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';

/** A super admin reads the sender name too, so the back office keeps its own key. */
const siteSettingsKey = ['site-settings', 'admin'] as const;

export function useSiteSettingsQuery() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: () => unwrap(api.get<SiteSettings>('/api/site-settings')),
    staleTime: 0,
  });
}

/** PUT /api/site-settings: the server clears the page cache with the save. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => unwrap(api.put<SiteSettings>('/api/site-settings', input)),
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsKey, saved),
  });
}
