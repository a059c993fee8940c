import type { User } from '@contracts/user';
import type { ComponentType } from 'react';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { SecuritySection } from '~/features/admin-two-factor/security-section';
import { PasskeysSection } from '~/features/admin-passkeys/passkeys-section';
import { isSuperAdmin } from '~/features/admin-session/roles';
import { SiteSettingsSection } from '~/features/admin-site-settings/site-settings-section';

/**
 * The sections of the settings page, top to bottom. Each is a self-contained component with no
 * props that loads its own data; a new section is one more entry here. `shownTo` limits a section to
 * some roles (the server refuses the others anyway).
 */
export const SETTINGS_SECTIONS: readonly {
  key: string;
  Section: ComponentType;
  shownTo?: (user: User) => boolean;
}[] = [
  { key: 'profile', Section: ProfileSection },
  { key: 'security', Section: SecuritySection },
  { key: 'passkeys', Section: PasskeysSection },
  { key: 'sessions', Section: SessionsSection },
  { key: 'site', Section: SiteSettingsSection, shownTo: isSuperAdmin },
];
