import { msg } from '@lingui/core/macro';

/**
 * Where the shared header and footer point, and what they read (descriptors: each is shown in the
 * page's locale with `i18n._`). Targets the studio has not published yet stay placeholders
 * (docs/public-screens.md §2, "Shared footer"): replace them here, in one place. Paths are the
 * default locale's; the components show them in the page's locale.
 */
export const STUDIO_WEBSITE = { label: msg`STUDIO`, href: 'https://example.com/' } as const;

export const PLACEHOLDER_HREF = '#';

export const NAV_LINKS = [
  { label: msg`HOME`, to: '/', matches: (path: string) => path === '/' },
  { label: msg`FIGHTERS`, to: '/fighters', matches: (path: string) => /^\/fighters?(\/|$)/.test(path) },
  { label: msg`DEV DIARY`, to: '/dev-diary', matches: (path: string) => /^\/dev-diary(\/|$)/.test(path) },
] as const;

/** Shown but inert until those sections exist. */
export const COMING_SOON_LABELS = [msg`NEWS`, msg`PATCH NOTES`, msg`UNIVERSE`, msg`MERCH`] as const;

export const PLAY_NOW = { label: msg`PLAY NOW`, to: '/blood-message' } as const;

export const FOOTER_LINKS = [
  { label: msg`About`, to: '/about' },
  { label: msg`Help us improve`, to: '/help' },
  { label: msg`Support`, to: '/support' },
] as const;

export const LEGAL_LINKS = [
  msg`Privacy Notice`,
  msg`Terms of Service`,
  msg`Cookie Policy`,
  msg`Company Information`,
  msg`Cookie Preferences`,
] as const;

export const SOCIAL_NETWORKS = ['X', 'YouTube', 'Discord', 'Twitch', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
