import { SETTINGS_SECTIONS } from '~/features/admin-settings/settings-sections';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import { PageHeader } from '~/features/admin-shared/page-header';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [
  { title: 'Settings | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The signed-in staff member's own account, for every staff role (docs/back-office-screens.md §2). */
export default function SettingsPage() {
  const user = useAdminUser();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Settings"
        description={
          user.role === 'super_admin'
            ? "Your profile, sign-in security and sessions, and the site's own settings."
            : 'Your profile, sign-in security and sessions.'
        }
      />
      {SETTINGS_SECTIONS.filter(({ shownTo }) => !shownTo || shownTo(user)).map(({ key, Section }) => (
        <Section key={key} />
      ))}
    </div>
  );
}
