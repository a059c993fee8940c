import type { SiteSettingsInput, siteSettingsSchema } from '../site-settings';
import { endpoint } from './endpoint';

export const siteSettingsEndpoints = {
  read: endpoint<{ response: typeof siteSettingsSchema }>()('GET', '/api/site-settings'),
  save: endpoint<{ body: SiteSettingsInput; response: typeof siteSettingsSchema }>()(
    'PUT',
    '/api/site-settings',
  ),
};
