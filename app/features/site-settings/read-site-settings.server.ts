import type { AppLoadContext } from 'react-router';
import type { PublicSiteSettings } from '@contracts/site-settings-defaults';
import { siteSettingsForVisitors, siteSettingsRepository } from '../../../server/data/site-settings';

/**
 * The site settings as a visitor sees them (siteSettingsForVisitors), through the loader cache: a super
 * admin's save is a staff write, which clears it and the page cache (docs/decisions/0027).
 */
export async function readSiteSettings(context: AppLoadContext): Promise<PublicSiteSettings> {
  const settings = await context.cachedRead('site-settings', () => siteSettingsRepository(context.db).find());
  return siteSettingsForVisitors(settings);
}
