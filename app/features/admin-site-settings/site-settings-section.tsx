import { ListState } from '~/features/admin-shared/list-state';
import { SettingsCard } from '~/features/admin-settings/settings-card';
import { useSiteSettingsQuery } from './site-settings-api';
import { SiteSettingsForm } from './site-settings-form';

/** The Site section of the settings page, for super admins (docs/back-office-screens.md, Settings). */
export function SiteSettingsSection() {
  const settings = useSiteSettingsQuery();
  return (
    <SettingsCard
      title="Site"
      description="The site's name and description for search and link previews, footer links, the newsletter's sender name and the maintenance banner."
    >
      <ListState query={settings} what="the site settings" isEmpty={false} emptyText={null} boxed>
        {settings.data ? <SiteSettingsForm settings={settings.data} /> : null}
      </ListState>
    </SettingsCard>
  );
}
