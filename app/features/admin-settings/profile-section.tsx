import { ListState } from '~/features/admin-shared/list-state';
import { useAccountProfile } from './account-api';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SettingsCard } from './settings-card';

/** The Profile section: who the account is, then its password, each saved on its own. */
export function ProfileSection() {
  const profile = useAccountProfile();
  return (
    <SettingsCard title="Profile" description="Your name, email and avatar, and your password.">
      <ListState query={profile} what="your profile" isEmpty={false} emptyText={null} boxed>
        {profile.data ? <ProfileForm key={profile.data.id} profile={profile.data} /> : null}
      </ListState>
      <div className="mt-8 border-t border-ink-700 pt-6">
        <h3 className="mb-1 font-display text-lg font-bold text-bone-50">Password</h3>
        <p className="mb-4 text-sm text-bone-300">Changing it signs you out on every other device.</p>
        <PasswordForm />
      </div>
    </SettingsCard>
  );
}
