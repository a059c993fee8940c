import type { ComponentType } from 'react';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { SecuritySection } from '~/features/admin-two-factor/security-section';

/**
 * The sections of the settings page, top to bottom. Each is a self-contained component with no
 * props that loads its own data; a new section is one more entry here.
 */
export const SETTINGS_SECTIONS: readonly { key: string; Section: ComponentType }[] = [
  { key: 'profile', Section: ProfileSection },
  { key: 'security', Section: SecuritySection },
  { key: 'sessions', Section: SessionsSection },
];
