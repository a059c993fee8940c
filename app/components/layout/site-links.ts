/**
 * Where the shared header and footer point. Targets the studio has not published yet stay
 * placeholders (docs/public-screens.md §2, "Shared footer"): replace them here, in one place.
 */
export const STUDIO_WEBSITE = { label: 'STUDIO', href: 'https://example.com/' } as const;

export const PLACEHOLDER_HREF = '#';

export const NAV_LINKS = [
  { label: 'HOME', to: '/', matches: (path: string) => path === '/' },
  { label: 'FIGHTERS', to: '/fighters', matches: (path: string) => /^\/fighters?(\/|$)/.test(path) },
  { label: 'DEV DIARY', to: '/dev-diary', matches: (path: string) => /^\/dev-diary(\/|$)/.test(path) },
] as const;

/** Shown but inert until those sections exist. */
export const COMING_SOON_LABELS = ['NEWS', 'PATCH NOTES', 'UNIVERSE', 'MERCH'] as const;

export const PLAY_NOW = { label: 'PLAY NOW', to: '/blood-message' } as const;

export const FOOTER_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Help us improve', to: '/help' },
  { label: 'Support', to: '/support' },
] as const;

export const LEGAL_LINKS = [
  'Privacy Notice',
  'Terms of Service',
  'Cookie Policy',
  'Company Information',
  'Cookie Preferences',
] as const;

export const SOCIAL_NETWORKS = ['X', 'YouTube', 'Discord', 'Twitch', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
